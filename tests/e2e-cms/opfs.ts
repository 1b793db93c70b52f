/**
 * The test's stand-in for the folder an editor picks: Playwright cannot drive the system's folder
 * picker, so the page's `showDirectoryPicker` hands Sveltia CMS a folder of the Origin Private File
 * System instead, a real FileSystemDirectoryHandle that the test fills with a copy of the
 * repository's content beforehand and reads back afterwards. Sveltia itself runs unchanged.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

import type { Page } from "@playwright/test"

/** The folder in the Origin Private File System that stands for the repository. */
const repositoryFolder = "repository"

/** Run in the page before any of its scripts: the folder picker answers with the OPFS folder. */
export async function pickOpfsFolder(page: Page): Promise<void> {
  await page.addInitScript((folder) => {
    Object.defineProperty(window, "showDirectoryPicker", {
      configurable: true,
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
    })
  }, repositoryFolder)
}

/**
 * A file on its way into or out of the page, base64-encoded: pictures are bytes, and a page passes
 * strings to Node.
 */
type PageFile = { path: string; base64: string }

/** Every file under `dir`, by its path relative to `root`. */
export function filesUnder(root: string, dir: string): PageFile[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name))
      return { path, base64: readFileSync(join(root, path)).toString("base64") }
    })
}

/** Empties the OPFS folder and writes `files` into it, with the `.git` folder Sveltia looks for. */
export async function fillOpfs(page: Page, files: PageFile[]): Promise<void> {
  await page.evaluate(
    async ({ folder, files }) => {
      const root = await navigator.storage.getDirectory()
      await root.removeEntry(folder, { recursive: true }).catch(() => undefined)
      const repository = await root.getDirectoryHandle(folder, { create: true })
      await repository.getDirectoryHandle(".git", { create: true })
      for (const { path, base64 } of files) {
        const parts = path.split("/")
        let dir = repository
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
        await writable.close()
      }
    },
    { folder: repositoryFolder, files },
  )
}

/** Every file now in the OPFS folder but `.git`, by path. */
export async function readOpfs(page: Page): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(async (folder) => {
    const out: Record<string, string> = {}
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (prefix === "" && name === ".git") continue
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`)
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer())
          let binary = ""
          for (const byte of bytes) binary += String.fromCharCode(byte)
          out[`${prefix}${name}`] = btoa(binary)
        }
      }
    }
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), "")
    return out
  }, repositoryFolder)
  return Object.fromEntries(Object.entries(files).map(([path, base64]) => [path, Buffer.from(base64, "base64")]))
}

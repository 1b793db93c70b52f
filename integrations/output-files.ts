import { createHash } from "node:crypto"
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { dirname, join, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"

/** Runs `task` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** A file's path in the output folder `root`, as OutputFiles names it: `about/index.html`. */
export const outputPath = (root: string, file: string) => relative(root, file).split(sep).join("/")

/**
 * A build's output as the post-build steps (integrations/post-build.ts) share it: listed once, each
 * file read from disk at most once, and what the steps write or remove kept here until `flush()`,
 * which writes each changed file once however many steps changed it. Paths are relative to the
 * output folder, with forward slashes (`about/index.html`, `_astro/base.css`); a file a step adds is
 * in the next step's listing.
 */
export class OutputFiles {
  readonly #root: string
  /** In listing order (the folder's, then files in the order steps added them). */
  readonly #paths: Set<string>
  readonly #contents = new Map<string, string | Buffer>()
  readonly #written = new Set<string>()
  readonly #removed = new Set<string>()

  private constructor(root: string, paths: Iterable<string>) {
    this.#root = root
    this.#paths = new Set(paths)
  }

  /** The files in the output folder `dir`, subfolders included. */
  static async list(dir: URL): Promise<OutputFiles> {
    const root = fileURLToPath(dir)
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    const paths = entries
      .filter((entry) => entry.isFile())
      .map((entry) => outputPath(root, join(entry.parentPath, entry.name)))
    return new OutputFiles(root, paths)
  }

  /** Every file's path, in listing order. */
  get paths(): string[] {
    return [...this.#paths]
  }

  has(path: string): boolean {
    return this.#paths.has(path)
  }

  /** A text file's content (kept decoded, for the next step that reads it). */
  async text(path: string): Promise<string> {
    const content = await this.#read(path)
    if (typeof content === "string") return content
    const text = content.toString("utf8")
    this.#contents.set(path, text)
    return text
  }

  async bytes(path: string): Promise<Buffer> {
    const content = await this.#read(path)
    return typeof content === "string" ? Buffer.from(content, "utf8") : content
  }

  write(path: string, content: string | Buffer): void {
    // A page a step leaves as it found it is not written again.
    if (typeof content === "string" && this.#contents.get(path) === content) return
    this.#paths.add(path)
    this.#contents.set(path, content)
    this.#written.add(path)
    this.#removed.delete(path)
  }

  remove(path: string): void {
    this.#paths.delete(path)
    this.#contents.delete(path)
    this.#written.delete(path)
    this.#removed.add(path)
  }

  /** Puts on disk what the steps wrote and removed. */
  async flush(): Promise<void> {
    await Promise.all([...this.#removed].map((path) => rm(join(this.#root, path), { force: true })))
    // A few files at a time: thousands of writes at once would hold as many files open.
    await eachLimited([...this.#written], 16, async (path) => {
      const file = join(this.#root, path)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, this.#contents.get(path)!)
    })
    this.#written.clear()
    this.#removed.clear()
  }

  async #read(path: string): Promise<string | Buffer> {
    if (!this.#paths.has(path)) throw new Error(`${path} is not in the build output`)
    const cached = this.#contents.get(path)
    if (cached !== undefined) return cached
    const content = await readFile(join(this.#root, path))
    this.#contents.set(path, content)
    return content
  }
}

/** A size for a build log line: 14848 → "14.5 KB". */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The SHA-256 of a text: in hex for content-hashed file names, in base64 for a CSP hash. */
export const sha256 = (text: string | Buffer, encoding: "base64" | "hex") =>
  createHash("sha256").update(text).digest(encoding)

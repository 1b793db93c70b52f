import { createHash } from "node:crypto"
import { readdir } from "node:fs/promises"
import { join } from "node:path"

/** Every file under `dir` (a build's output), as paths, subfolders included. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** A size for a build log line: 14848 → "14.5 KB". */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The SHA-256 of a text: in hex for content-hashed file names, in base64 for a CSP hash. */
export const sha256 = (text: string | Buffer, encoding: "base64" | "hex") =>
  createHash("sha256").update(text).digest(encoding)

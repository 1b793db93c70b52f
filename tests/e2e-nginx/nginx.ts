/**
 * Runs the built site behind a real nginx, with the server block deploy/headers.ts generates, on a
 * loopback port: everything (config, pid, temp and log files) lives in a temporary folder, nginx runs
 * in the foreground (`daemon off`) as a child process, and `stop()` ends it.
 */
import { spawn, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { get } from "node:http"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import { deploySlug, renderNginx } from "../../deploy/headers.ts"

export type RunningNginx = {
  url: string
  /** Whether Debian's brotli modules (static and filter) were found and loaded. */
  brotli: boolean
  version: string
  stop: () => Promise<void>
}

/** The nginx binary (sbin is not on every user's PATH), or null when nginx is not installed. */
export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_BIN, "nginx", "/usr/sbin/nginx", "/usr/local/sbin/nginx"]) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate
  }
  return null
}

/**
 * Debian's brotli modules (from `nginx -V`'s module path): the static one sends the build's .br
 * copies, the filter compresses the rest. Both, or null when either is missing (brotli stays off).
 */
function brotliModules(nginx: string): string[] | null {
  const built = spawnSync(nginx, ["-V"], { encoding: "utf8" }).stderr
  if (/brotli/.test(built)) return [] // compiled in
  const modules = /--modules-path=(\S+)/.exec(built)?.[1] ?? "/usr/lib/nginx/modules"
  const files = ["static", "filter"].map((kind) => join(modules, `ngx_http_brotli_${kind}_module.so`))
  return files.every((file) => existsSync(file)) ? files : null
}

function answers(url: string): Promise<boolean> {
  return new Promise((done) => {
    const request = get(url, (response) => {
      response.resume()
      done(true)
    })
    request.on("error", () => done(false))
    request.setTimeout(1000, () => request.destroy())
  })
}

export async function startNginx({ root, port }: { root: string; port: number }): Promise<RunningNginx> {
  const nginx = findNginx()
  if (!nginx) throw new Error("nginx is not installed (Debian: apt-get install nginx)")
  const site = resolve(root)
  if (!existsSync(join(site, "index.html"))) throw new Error(`No built site in ${site}: run npm run build first`)
  const version = spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr.trim()
  const brotli = brotliModules(nginx)

  const dir = await mkdtemp(join(tmpdir(), `${deploySlug}-nginx-`))
  const url = `http://127.0.0.1:${port}`
  await writeFile(
    join(dir, `${deploySlug}.conf`),
    renderNginx({ root: site, listen: [`127.0.0.1:${port}`], brotli: brotli !== null }),
  )
  await writeFile(
    join(dir, "nginx.conf"),
    [
      `# Test harness: the generated ${deploySlug}.conf, everything else in this folder.`,
      "daemon off;",
      "worker_processes 1;",
      // As root, workers would drop to www-data, who may not be able to read a checkout under /root.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      ...(brotli ?? []).map((module) => `load_module ${module};`),
      "events { worker_connections 1024; }",
      "http {",
      "    access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((temp) => `    ${temp}_temp_path ${dir}/${temp};`),
      "    sendfile on;",
      "    tcp_nopush on;",
      "    keepalive_timeout 65;",
      `    include ${dir}/${deploySlug}.conf;`,
      "}",
      "",
    ].join("\n"),
  )
  const args = ["-p", `${dir}/`, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf")]
  const test = spawnSync(nginx, [...args, "-t"], { encoding: "utf8" })
  if (test.status !== 0) throw new Error(`nginx rejected the generated configuration:\n${test.stderr}`)

  const child = spawn(nginx, args, { stdio: ["ignore", "ignore", "pipe"] })
  let stderr = ""
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((done) => child.once("exit", () => done()))
  const killOnExit = () => child.kill("SIGKILL")
  process.once("exit", killOnExit)

  const stop = async () => {
    process.off("exit", killOnExit)
    if (child.exitCode === null) {
      child.kill("SIGTERM") // fast shutdown: the master stops its worker and exits
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))])
      if (child.exitCode === null) child.kill("SIGKILL")
    }
    await rm(dir, { recursive: true, force: true })
  }

  for (let tries = 0; !(await answers(`${url}/`)); tries++) {
    if (child.exitCode !== null || tries > 100) {
      const log = await readFile(join(dir, "error.log"), "utf8").catch(() => "")
      await stop()
      throw new Error(`nginx did not start on ${url}:\n${stderr}\n${log}`)
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  return { url, brotli: brotli !== null, version, stop }
}

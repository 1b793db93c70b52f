/**
 * Click to first paint, with and without the Speculation Rules (src/lib/speculation-rules.ts): how
 * long a visitor waits between clicking a link and seeing the next page, on a slow phone-like
 * connection. The figures in the README's "Instant navigation" section come from here.
 *
 *   node scripts/click-to-paint.ts --root DIR [--repeats 5] [--dwell 500] [--port 4485]
 *
 * - DIR is a build (`npm run build` writes dist/). The script serves it twice with scripts/serve.ts:
 *   as it is ("with"), and from a copy in a temporary folder whose pages have the rules script
 *   removed ("without"; the pages' gzip copies are made again, so both send the same bytes but for
 *   the rules). Ports: --port and the three above it.
 * - Each server sits behind a throttling proxy: 150 ms round trip added to every request (75 ms each
 *   way), 1.6 Mbit/s down and 750 kbit/s up, shared by all connections (Lighthouse's mobile
 *   settings). A proxy rather than DevTools network emulation, so the speculative requests the
 *   browser makes on its own are slowed exactly like the rest.
 * - Chromium (/usr/bin/chromium or CHROMIUM_PATH) runs headless at 1280 × 900 with the CPU slowed 4×
 *   (Emulation.setCPUThrottlingRate) in every page, prerendered ones included. It is driven through
 *   the DevTools protocol attached to the tab, not to the page: Chromium refuses to prerender for a
 *   page that a debugger holds directly, which is what Playwright does.
 * - One sample: a fresh browser profile (cold cache) opens the page a link is on and waits for it to
 *   load and settle (1 s); the pointer moves onto the link, rests there for --dwell ms, presses and
 *   releases it. The click's time is the click event's (in the old page); the paint's is the new
 *   page's first-contentful-paint, or its activation when it was prerendered and painted before
 *   (performance.timeOrigin puts both on one clock). Also recorded: how the page came
 *   (navigation entry's deliveryType, activationStart > 0 for a prerender).
 * - Samples alternate with and without, link by link, so a busy machine slows both alike. The table
 *   gives each link's median click-to-paint for both and how many samples it has.
 */
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises"
import { connect, createServer, type Socket } from "node:net"
import { spawn, type ChildProcess } from "node:child_process"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs, promisify } from "node:util"
import { gzip } from "node:zlib"

import * as chromeLauncher from "chrome-launcher"

import { href } from "#/lib/url.ts"
import { chromiumLaunchOptions } from "../tests/chromium.ts"

const { values } = parseArgs({
  options: {
    root: { type: "string", default: "dist" },
    repeats: { type: "string", default: "5" },
    dwell: { type: "string", default: "500" },
    port: { type: "string", default: "4485" },
  },
})
const root = resolve(values.root)
const repeats = Number(values.repeats)
const dwell = Number(values.dwell)
const firstPort = Number(values.port)

/** The links measured: the page they are on, the link (a selector; the first visible match). */
const journeys = [
  { name: "home → about (menu link)", from: "/", link: `header nav a[href="${href("/about/")}"]` },
  { name: "home → contact (main CTA)", from: "/", link: `main a[href="${href("/contact/")}"]` },
  { name: "home 5 → pricing (CTA)", from: "/home-5/", link: `main a[href="${href("/pricing/")}"]` },
  {
    name: "blog → post (card)",
    from: "/blog/",
    link: `main article a[href^="${href("/blog/")}"]:not([href*="/tag/"])`,
  },
] as const

const throttle = { latencyMs: 75, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000, cpuSlowdown: 4 }
const viewport = { width: 1280, height: 900 }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/* ----- The build without the rules ----- */

const rulesScript = /<script type="speculationrules">[\s\S]*?<\/script>/

async function withoutRules(source: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), "click-to-paint-"))
  await cp(source, copy, { recursive: true })
  const pages = (await readdir(copy, { recursive: true })).filter((file) => file.endsWith(".html"))
  for (const page of pages) {
    const file = join(copy, page)
    const html = await readFile(file, "utf8")
    if (!rulesScript.test(html)) continue
    const stripped = Buffer.from(html.replace(rulesScript, ""))
    await writeFile(file, stripped)
    // The gzip copy made again (scripts/serve.ts sends it when present). The brotli copy is
    // dropped instead: Chromium asks for brotli over HTTPS only, and this is plain HTTP.
    const gzipped = `${file}.gz`
    if (await stat(gzipped).catch(() => null)) await writeFile(gzipped, await promisify(gzip)(stripped, { level: 9 }))
    await rm(`${file}.br`, { force: true })
  }
  return copy
}

/* ----- Serving, behind a throttled link ----- */

function serve(dir: string, port: number): ChildProcess {
  return spawn(
    process.execPath,
    [join(import.meta.dirname, "serve.ts"), "--port", String(port), "--host", "127.0.0.1", "--root", dir],
    { stdio: "ignore" },
  )
}

/** One direction of the link: bytes leave in order at `bitsPerSecond` and arrive `latencyMs` later. */
function link(bitsPerSecond: number) {
  let freeAt = 0
  return (to: Socket, chunk: Buffer | null) => {
    const now = performance.now()
    freeAt = Math.max(now, freeAt) + (chunk ? (chunk.length * 8 * 1000) / bitsPerSecond : 0)
    setTimeout(() => (chunk ? to.write(chunk) : to.end()), freeAt + throttle.latencyMs - now)
  }
}

function throttledProxy(listenPort: number, targetPort: number) {
  const down = link(throttle.downBitsPerSecond)
  const up = link(throttle.upBitsPerSecond)
  const server = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1")
    client.on("data", (chunk) => up(upstream, chunk))
    upstream.on("data", (chunk) => down(client, chunk))
    client.on("end", () => up(upstream, null))
    upstream.on("end", () => down(client, null))
    const close = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on("error", close)
    upstream.on("error", close)
  })
  server.listen(listenPort, "127.0.0.1")
  return server
}

async function waitForServer(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}${href("/")}`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
  throw new Error(`nothing answers on port ${port}`)
}

/* ----- A small DevTools protocol client ----- */

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string; error?: unknown }

class Cdp {
  #socket: WebSocket
  #next = 0
  #pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()
  #listeners = new Set<(message: Message) => void>()

  constructor(socket: WebSocket) {
    this.#socket = socket
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as Message & { result?: never }
      if (message.id === undefined) return this.#listeners.forEach((listener) => listener(message))
      const pending = this.#pending.get(message.id)
      this.#pending.delete(message.id)
      if (message.error) pending?.reject(new Error(JSON.stringify(message.error)))
      else pending?.resolve(message.result as never)
    })
  }

  static async open(url: string) {
    const socket = new WebSocket(url)
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true })
      socket.addEventListener("error", reject, { once: true })
    })
    return new Cdp(socket)
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.#next
    this.#socket.send(JSON.stringify({ id, method, params, sessionId }))
    return new Promise<T>((resolve, reject) => this.#pending.set(id, { resolve, reject }))
  }

  on(listener: (message: Message) => void) {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  close() {
    this.#socket.close()
  }
}

type TargetInfo = { targetId: string; type: string; subtype?: string; browserContextId?: string }

/** Evaluates an expression in a page and returns its value. */
async function evaluate<T>(cdp: Cdp, sessionId: string, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send<{ result: { value: T }; exceptionDetails?: unknown }>(
    "Runtime.evaluate",
    { expression, returnByValue: true, awaitPromise: true },
    sessionId,
  )
  if (exceptionDetails) throw new Error(`evaluate failed: ${JSON.stringify(exceptionDetails)}`)
  return result.value
}

type Landing = { fcpAt: number; activationStart: number; deliveryType: string }

/** One click, in a fresh profile: milliseconds from the click to the next page's first paint. */
async function sample(cdp: Cdp, origin: string, journey: (typeof journeys)[number]) {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>("Target.createBrowserContext")
  // Every page target of the tab (the page, and any prerendered one) as soon as it exists: slow its
  // CPU, then let it run.
  const pages = new Map<string, TargetInfo>()
  const stop = cdp.on((message) => {
    if (message.method !== "Target.attachedToTarget") return
    const { sessionId, targetInfo } = message.params as { sessionId: string; targetInfo: TargetInfo }
    const steps: [string, object][] =
      targetInfo.type === "tab"
        ? [["Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }]]
        : [
            ["Emulation.setCPUThrottlingRate", { rate: throttle.cpuSlowdown }],
            ["Emulation.setDeviceMetricsOverride", { ...viewport, deviceScaleFactor: 1, mobile: false }],
            ["Page.enable", {}],
            ["Runtime.enable", {}],
          ]
    if (targetInfo.type === "page") pages.set(sessionId, targetInfo)
    // Sent together, not one after the other: a paused page may answer only once it runs.
    for (const [method, params] of [...steps, ["Runtime.runIfWaitingForDebugger", {}] as const])
      void cdp.send(method, params, sessionId).catch(() => undefined)
  })
  try {
    const { targetId } = await cdp.send<{ targetId: string }>("Target.createTarget", {
      url: "about:blank",
      browserContextId,
    })
    let main: string | undefined
    for (let attempt = 0; attempt < 100 && !main; attempt++) {
      main = [...pages].find(([, info]) => info.targetId === targetId)?.[0]
      if (!main) await sleep(50)
    }
    if (!main) throw new Error("the new tab's page was not attached")

    // Open the page the link is on and let it settle.
    const loaded = new Promise<void>((resolve) => {
      const off = cdp.on((message) => {
        if (message.method === "Page.loadEventFired" && message.sessionId === main) resolve(void off())
      })
    })
    await cdp.send("Page.navigate", { url: origin + href(journey.from) }, main)
    await loaded
    await sleep(1000)

    // The click's time, from the old page, by a binding.
    let clickAt = 0
    const offClick = cdp.on((message) => {
      if (message.method === "Runtime.bindingCalled" && (message.params as { name: string }).name === "reportClick")
        clickAt = Number((message.params as { payload: string }).payload)
    })
    await cdp.send("Runtime.addBinding", { name: "reportClick" }, main)
    const target = await evaluate<{ x: number; y: number; url: string } | null>(
      cdp,
      main,
      `(() => {
        const link = [...document.querySelectorAll(${JSON.stringify(journey.link)})].find((a) => a.checkVisibility())
        if (!link) return null
        addEventListener("click", (event) => reportClick(String(performance.timeOrigin + event.timeStamp)), true)
        link.scrollIntoView({ block: "center", behavior: "instant" })
        const box = link.getBoundingClientRect()
        return { x: box.x + box.width / 2, y: box.y + box.height / 2, url: link.href }
      })()`,
    )
    if (!target) throw new Error(`no visible ${journey.link} on ${journey.from}`)
    await sleep(200)

    const mouse = (type: string, extra: object = {}) =>
      cdp.send("Input.dispatchMouseEvent", { type, x: target.x, y: target.y, ...extra }, main)
    await mouse("mouseMoved")
    await sleep(dwell)
    await mouse("mousePressed", { button: "left", clickCount: 1 })
    await sleep(60)
    await mouse("mouseReleased", { button: "left", clickCount: 1 })

    // Whichever page of the tab shows the next page, once it has painted.
    const probe = `(() => {
      if (document.prerendering || location.href !== ${JSON.stringify(target.url)}) return null
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]
      const nav = performance.getEntriesByType("navigation")[0]
      if (!fcp || !nav) return null
      return {
        fcpAt: performance.timeOrigin + Math.max(fcp.startTime, nav.activationStart),
        activationStart: nav.activationStart,
        deliveryType: nav.deliveryType,
      }
    })()`
    const deadline = performance.now() + 30_000
    while (performance.now() < deadline) {
      for (const session of pages.keys()) {
        // A page can be paused (a prerender waiting to start): give each probe 500 ms.
        const landing = await Promise.race([
          evaluate<Landing | null>(cdp, session, probe).catch(() => null),
          sleep(500).then(() => null),
        ])
        if (landing && clickAt) {
          offClick()
          return {
            ms: landing.fcpAt - clickAt,
            prerendered: landing.activationStart > 0,
            delivery: landing.deliveryType,
          }
        }
      }
      await sleep(50)
    }
    throw new Error(`${journey.name}: no paint of ${target.url} within 30 s`)
  } finally {
    stop()
    await cdp.send("Target.disposeBrowserContext", { browserContextId }).catch(() => undefined)
  }
}

/* ----- The run ----- */

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const bare = await withoutRules(root)
const variants = [
  { name: "with", dir: root, port: firstPort, proxyPort: firstPort + 1 },
  { name: "without", dir: bare, port: firstPort + 2, proxyPort: firstPort + 3 },
] as const
const servers = variants.map((variant) => serve(variant.dir, variant.port))
const proxies = variants.map((variant) => throttledProxy(variant.proxyPort, variant.port))
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: [
    "--headless=new",
    ...(chromiumLaunchOptions.args ?? []),
    `--window-size=${viewport.width},${viewport.height}`,
  ],
})

type Result = { ms: number; prerendered: boolean; delivery: string }
const results = new Map<string, Result[]>()
try {
  await Promise.all(variants.map((variant) => waitForServer(variant.port)))
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string
  }
  const cdp = await Cdp.open(webSocketDebuggerUrl)
  // Attach to tabs (not pages), so prerendering stays allowed; each tab then attaches its pages.
  await cdp.send("Target.setAutoAttach", {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: "tab" }],
  })
  for (let round = 0; round < repeats; round++) {
    for (const journey of journeys) {
      // Alternate which variant goes first.
      const order = round % 2 === 0 ? variants : [...variants].reverse()
      for (const variant of order) {
        const key = `${journey.name}|${variant.name}`
        try {
          const result = await sample(cdp, `http://127.0.0.1:${variant.proxyPort}`, journey)
          results.set(key, [...(results.get(key) ?? []), result])
          console.log(
            `${round + 1}/${repeats} ${journey.name} ${variant.name}: ${Math.round(result.ms)} ms` +
              ` (${result.prerendered ? "prerendered" : result.delivery || "network"})`,
          )
        } catch (error) {
          console.log(`${round + 1}/${repeats} ${journey.name} ${variant.name}: failed: ${(error as Error).message}`)
        }
      }
    }
  }
  cdp.close()
} finally {
  chrome.kill()
  for (const server of servers) server.kill()
  for (const proxy of proxies) proxy.close()
  await rm(bare, { recursive: true, force: true })
}

const describe = (samples: readonly Result[]) => {
  const how = new Map<string, number>()
  for (const s of samples) {
    const kind = s.prerendered ? "prerender" : s.delivery || "network"
    how.set(kind, (how.get(kind) ?? 0) + 1)
  }
  return [...how].map(([kind, count]) => `${count} ${kind}`).join(", ")
}

console.log(
  `\nClick to first contentful paint, median ms (${throttle.latencyMs * 2} ms RTT, ` +
    `${throttle.downBitsPerSecond / 1e6} Mbit/s down, CPU ${throttle.cpuSlowdown}× slower, ${dwell} ms hover before the click)\n`,
)
console.log("| Link | With rules | Without | Samples (with / without) | How the page came, with rules |")
console.log("| --- | ---: | ---: | --- | --- |")
for (const journey of journeys) {
  const withRules = results.get(`${journey.name}|with`) ?? []
  const without = results.get(`${journey.name}|without`) ?? []
  const cell = (samples: readonly Result[]) =>
    samples.length ? String(Math.round(median(samples.map((s) => s.ms)))) : "–"
  console.log(
    `| ${journey.name} | ${cell(withRules)} | ${cell(without)} | ${withRules.length} / ${without.length} | ${describe(withRules)} |`,
  )
}

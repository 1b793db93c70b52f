/**
 * The one local server the configured build talks to (playwright.config.ts builds it with
 * FORMS_ENDPOINT_BASE and ANALYTICS_ENDPOINT_BASE both pointing here): a form endpoint and a stand-in
 * for the analytics tool, on one origin. It serves a tiny script per tool that reads the tool's
 * global API as the real one does (gtag's dataLayer, plausible()) and reports back here, so the tests
 * see the requests a real tool would make, or their absence; and it records what each form posted.
 *
 * With one worker every spec file runs in one process: the server starts with the first test that
 * asks for it and stays for the process (it keeps no process alive: it is unref'd).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"

import { messageKinds } from "#/lib/forms.ts"

/** A request the analytics tool's script or reports made: anything that is not a form post. */
export type Hit = { path: string; params: Record<string, string>; body: string }
/** What a form posted to `/<kind>`. */
export type Received = { kind: string; contentType: string; fields: Record<string, string | string[]> }

export const stubOrigin = `http://127.0.0.1:${process.env.CONFIGURED_STUB_PORT}`

export const stub = {
  /** Requests to the analytics tool, in order. */
  hits: [] as Hit[],
  /** Form posts, in order. */
  received: [] as Received[],
  /** Whether the form endpoint answers with CORS headers (without, a page cannot read its answer). */
  cors: true,
  /** The status a form post gets: 500 plays an endpoint that refuses (with CORS, so the page can read it). */
  status: 200,
}

/** Back to an empty record and an endpoint that accepts: call it before each test. */
export function resetStub() {
  stub.hits = []
  stub.received = []
  stub.cors = true
  stub.status = 200
}

/** gtag.js as far as the site uses it: reads dataLayer (consent, config, event) and reports with beacons. */
const fakeGtag = `(() => {
  const base = new URL(document.currentScript.src).origin
  const consent = {}
  const send = (name, params) => navigator.sendBeacon(base + "/g/collect?" + new URLSearchParams({ en: name, ...params, storage: consent.analytics_storage }))
  const handle = (args) => {
    if (args[0] === "consent") Object.assign(consent, args[2])
    else if (args[0] === "config") send("page_view", { tid: args[1], dl: location.pathname })
    else if (args[0] === "event") send(args[1], args[2] || {})
  }
  const layer = (window.dataLayer = window.dataLayer || [])
  for (const entry of layer) handle(entry)
  layer.push = function (...entries) { entries.forEach(handle); return Array.prototype.push.apply(this, entries) }
})()`

/** Plausible's script.js as far as the site uses it: a page view, then plausible(name, { props }). */
const fakePlausible = `(() => {
  const script = document.currentScript
  const api = new URL(script.src).origin + "/api/event"
  const send = (n, options) => fetch(api, { method: "POST", keepalive: true, body: JSON.stringify({ n, u: location.pathname, d: script.dataset.domain, p: options && options.props }) })
  const queued = (window.plausible && window.plausible.q) || []
  window.plausible = (n, options) => send(n, options)
  send("pageview")
  queued.forEach((args) => window.plausible(...args))
})()`

const scripts: Record<string, string> = { "/gtag/js": fakeGtag, "/js/script.js": fakePlausible }

/** The form endpoints the build posts to: `/<kind>` (src/data/forms.ts). */
const formPaths = new Set<string>(messageKinds.map((kind) => `/${kind}`))

/** Whether a request goes to the analytics tool's side of the stub (not to a form endpoint). */
export function isAnalytics(url: string): boolean {
  const { origin, pathname } = new URL(url)
  return origin === stubOrigin && !formPaths.has(pathname)
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

function fieldsOf(contentType: string, body: string): Received["fields"] {
  if (contentType.startsWith("application/json")) return JSON.parse(body) as Received["fields"]
  const fields: Received["fields"] = {}
  for (const [name, value] of new URLSearchParams(body)) {
    const prior = fields[name]
    fields[name] = prior === undefined ? value : [...[prior].flat(), value]
  }
  return fields
}

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url!, stubOrigin)
  const form = formPaths.has(url.pathname)
  const cors =
    form && !stub.cors
      ? {}
      : {
          "access-control-allow-origin": String(req.headers.origin ?? "*"),
          "access-control-allow-methods": "POST",
          "access-control-allow-headers": "content-type, accept",
        }
  // Preflights are the browser's, not the page's: not recorded.
  if (req.method === "OPTIONS") return void res.writeHead(204, cors).end()
  void bodyOf(req).then((body) => {
    if (form) {
      const contentType = String(req.headers["content-type"] ?? "")
      stub.received.push({ kind: url.pathname.slice(1), contentType, fields: fieldsOf(contentType, body) })
      if (String(req.headers.accept).includes("application/json"))
        res.writeHead(stub.status, { "content-type": "application/json", ...cors }).end('{"ok":true}')
      else
        res
          .writeHead(stub.status, { "content-type": "text/html", ...cors })
          .end("<!doctype html><title>Received</title>")
      return
    }
    stub.hits.push({ path: url.pathname, params: Object.fromEntries(url.searchParams), body })
    const script = scripts[url.pathname]
    if (script) res.writeHead(200, { "content-type": "text/javascript", ...cors }).end(script)
    else res.writeHead(200, { "content-type": "application/json", ...cors }).end('{"ok":true}')
  })
}

let listening: Promise<Server> | null = null

/** Starts the server on CONFIGURED_STUB_PORT the first time it is called; later calls get the same one. */
export function startStub(): Promise<Server> {
  listening ??= new Promise((resolve, reject) => {
    const server = createServer(handle)
    server.once("error", reject)
    server.listen(Number(process.env.CONFIGURED_STUB_PORT), "127.0.0.1", () => resolve(server.unref()))
  })
  return listening
}

/**
 * The analytics module, in the browser. The document shell renders it (with a <template> carrying
 * the preset: src/components/layout/analytics.astro) only when a tool is configured. It:
 *
 * - injects the tool's script after the page has loaded and the main thread is idle, so measurement
 *   never competes with the first screen;
 * - for a tool that needs consent (GA4, Tag Manager), sets Consent Mode's defaults to denied and
 *   loads nothing at all until the visitor accepts in the banner (src/lib/consent-script.ts stores
 *   the choice and announces it); a later "reject" from the footer's control denies again;
 * - sends the same events to every tool: `cta_click` for a call to action (data-track="cta") leading
 *   to another site, `form_submit` with the form's kind when a form's endpoint confirmed it.
 */
import type { AnalyticsApi } from "#/lib/analytics.ts"
import { consentEvent, type ConsentChoice } from "#/lib/consent-script.ts"
import { analyticsEvents, formSentEvent, type FormSentDetail } from "#/lib/site-events.ts"

type Props = Record<string, string>
type Queue = { (...args: unknown[]): void; q?: unknown[] }
type AnalyticsWindow = Window & {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  plausible?: Queue
  umami?: { track: (name: string, data?: Props) => void }
  fathom?: { trackEvent: (name: string) => void }
}

const setup = document.querySelector<HTMLTemplateElement>("template#analytics-setup")
if (setup) start(setup.dataset)

function start(data: DOMStringMap) {
  const w = window as AnalyticsWindow
  const root = document.documentElement
  const api = data.api as AnalyticsApi
  const needsConsent = data.needsConsent !== undefined
  const allowed = () => !needsConsent || root.dataset.consent === "granted"
  // Events before the script is in (umami and fathom have no queue of their own).
  const pending: [string, Props][] = []
  let loaded = false
  let ready = false

  const send = (name: string, props: Props) => {
    if (api === "gtag") w.gtag?.("event", name, props)
    else if (api === "gtm") w.dataLayer?.push({ event: name, ...props })
    else if (api === "plausible") w.plausible?.(name, { props })
    else if (api === "umami") w.umami?.track(name, props)
    // Fathom's events carry a name only.
    else w.fathom?.trackEvent(name)
  }
  const track = (name: string, props: Props) => {
    if (!allowed()) return
    if (ready) send(name, props)
    else pending.push([name, props])
  }
  const flush = () => {
    ready = true
    for (const [name, props] of pending.splice(0)) send(name, props)
  }

  if (api === "gtag" || api === "gtm") {
    w.dataLayer ??= []
    // gtag.js reads the arguments objects it finds in dataLayer, as its own snippet pushes them.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    // Consent Mode v2: everything denied until the visitor says otherwise, set before any config.
    w.gtag("consent", "default", {
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    })
  }
  if (api === "plausible" && !w.plausible) {
    // Plausible's own queue: its script replays `plausible.q` when it arrives.
    const queue: Queue = (...args) => void (queue.q ??= []).push(args)
    w.plausible = queue
  }

  const inject = () => {
    if (loaded || !allowed()) return
    loaded = true
    if (api === "gtag" || api === "gtm") {
      // The visitor accepted measurement: analytics storage only. The site shows no ads, so the
      // advertising signals stay denied.
      w.gtag!("consent", "update", { analytics_storage: "granted" })
      if (api === "gtag") {
        w.gtag!("js", new Date())
        w.gtag!("config", data.measurementId)
      } else w.dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" })
    }
    const script = document.createElement("script")
    script.async = true
    script.src = data.src!
    for (const [name, value] of Object.entries(JSON.parse(data.attributes ?? "{}") as Props))
      script.setAttribute(name, value)
    // gtag, Tag Manager and Plausible queue calls made before their script runs; the others do not.
    if (api === "umami" || api === "fathom") script.addEventListener("load", flush)
    else flush()
    document.head.append(script)
  }

  const afterPaint = (run: () => void) => {
    const idle = () =>
      "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 1)
    if (document.readyState === "complete") idle()
    else addEventListener("load", idle, { once: true })
  }

  afterPaint(inject)

  addEventListener(consentEvent, (event) => {
    const choice = (event as CustomEvent<ConsentChoice>).detail
    if (choice === "granted") {
      // Accepted again after a reject on this page: the tag is in, only its consent changes back.
      if (loaded) w.gtag?.("consent", "update", { analytics_storage: "granted" })
      else afterPaint(inject)
    } else if (loaded) {
      w.gtag?.("consent", "update", { analytics_storage: "denied" })
      // What the tag stored while it was allowed goes with the consent.
      for (const cookie of document.cookie.split(";")) {
        const name = cookie.split("=")[0]!.trim()
        if (!name.startsWith("_ga")) continue
        for (const domain of ["", `; domain=${location.hostname}`, `; domain=.${location.hostname}`])
          document.cookie = `${name}=; max-age=0; path=/${domain}`
      }
    }
  })

  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-track="cta"]')
      if (!link || !/^https?:$/.test(link.protocol) || link.origin === location.origin) return
      track(analyticsEvents.ctaClick, { href: link.href })
    },
    true,
  )

  document.addEventListener(formSentEvent, (event) => {
    const { kind } = (event as CustomEvent<FormSentDetail>).detail
    track(analyticsEvents.formSubmit, { form_kind: kind })
  })
}

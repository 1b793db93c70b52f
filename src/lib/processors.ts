/**
 * The companies that process a visitor's data for this site, read from the configuration that
 * decides it: the form endpoints (src/data/forms.ts), the analytics tool (src/config/analytics.ts),
 * and the video and map hosts a visitor may load. The privacy policy and the cookie page render this
 * list, so they name a new provider the moment the configuration does. Pure: the caller passes the
 * configuration in.
 */
import type { AnalyticsSetting } from "#/config/analytics.ts"
import { analyticsTools } from "#/lib/analytics-tools.ts"
import { messageKinds, type Endpoint, type FormsConfig } from "#/lib/forms.ts"
import type { videoHosts } from "#/lib/video-embed.ts"

/** What a processor does for the site; each page names the purpose in its own language. */
export type ProcessorPurpose = "forms" | "analytics" | "video" | "map"

export type Processor = {
  /** Stable key: "formspree", "analytics:plausible", "video:youtube", "origin:https://forms.example.com". */
  key: string
  purpose: ProcessorPurpose
  /** The service as a visitor knows it ("Formspree", "YouTube"). */
  label: string
  /** The company that processes the data, with its country (an ISO 3166 code: each language names it). */
  company: string
  country: string
  /** Its privacy policy; absent for an endpoint of the site owner's own. */
  privacyUrl?: string
  /** The forms that send to it ("contact", "newsletter"), for a form service. */
  forms?: readonly string[]
  /** Cookies it sets on the visitor's device. */
  cookies: readonly string[]
  /** Loaded only after the visitor agrees (analytics that set cookies) or asks (a video, a map). */
  needsConsent: boolean
}

type ServiceFacts = Pick<Processor, "label" | "company" | "country" | "privacyUrl">

/** The form services of src/lib/forms.ts' presets. */
const formServices = {
  formspree: {
    label: "Formspree",
    company: "Formspree, Inc.",
    country: "US",
    privacyUrl: "https://formspree.io/legal/privacy-policy/",
  },
  web3forms: {
    label: "Web3Forms",
    company: "Web3Forms (Surge Media Pvt. Ltd.)",
    country: "IN",
    privacyUrl: "https://web3forms.com/privacy",
  },
  netlify: {
    label: "Netlify Forms",
    company: "Netlify, Inc.",
    country: "US",
    privacyUrl: "https://www.netlify.com/privacy/",
  },
  buttondown: {
    label: "Buttondown",
    company: "Buttondown LLC",
    country: "US",
    privacyUrl: "https://buttondown.com/legal/privacy",
  },
} as const satisfies Record<Exclude<Endpoint["provider"], "json" | "form" | "auth">, ServiceFacts>

/** The players the video dialog may load (a key of `videoHosts`: a new host needs its facts here). */
const videoServices = {
  youtube: {
    label: "YouTube",
    company: "Google Ireland Limited",
    country: "IE",
    privacyUrl: "https://policies.google.com/privacy",
  },
  vimeo: {
    label: "Vimeo",
    company: "Vimeo.com, Inc.",
    country: "US",
    privacyUrl: "https://vimeo.com/privacy",
  },
  youku: {
    label: "Youku",
    company: "Youku Information Technology (Beijing) Co., Ltd.",
    country: "CN",
    // No privacy policy address to name with confidence: the buyer who embeds Youku adds it.
  },
} as const satisfies Record<keyof typeof videoHosts, ServiceFacts>

const mapService = {
  label: "OpenStreetMap",
  company: "OpenStreetMap Foundation",
  country: "GB",
  privacyUrl: "https://osmfoundation.org/wiki/Privacy_Policy",
} as const satisfies ServiceFacts

export type ProcessorConfig = {
  forms: FormsConfig
  analytics: AnalyticsSetting
  /** The video hosts pages may load (keys of `videoHosts`), in the order to list them. */
  videoHosts: readonly (keyof typeof videoHosts)[]
  /** The map frame's origin (`mapHost`), or null when no page shows a map. */
  mapHost: string | null
}

/** Every processor the configuration uses, each once: form services, analytics, video, map. */
export function processors(config: ProcessorConfig): Processor[] {
  const list: Processor[] = []
  const formsOf = new Map<string, string[]>()
  for (const kind of messageKinds) {
    const endpoint = config.forms[kind]
    if (!endpoint) continue
    const key = endpoint.provider in formServices ? endpoint.provider : `origin:${originOf(endpoint.url)}`
    const forms = formsOf.get(key)
    if (forms) {
      forms.push(kind)
      continue
    }
    const kinds = [kind]
    formsOf.set(key, kinds)
    const facts: ServiceFacts =
      endpoint.provider in formServices
        ? formServices[endpoint.provider as keyof typeof formServices]
        : // The site owner's own endpoint: the owner processes the data; name where it goes.
          { label: originOf(endpoint.url), company: "", country: "" }
    list.push({ key, purpose: "forms", ...facts, forms: kinds, cookies: [], needsConsent: false })
  }
  if (config.analytics.tool !== "none") {
    const tool = analyticsTools[config.analytics.tool]
    list.push({
      key: `analytics:${config.analytics.tool}`,
      purpose: "analytics",
      label: tool.label,
      // A self-hosted cookieless tool reports to the owner's own server, not the vendor's.
      ...("host" in config.analytics && config.analytics.host
        ? { company: "", country: "", label: `${tool.label} (${originOf(config.analytics.host)})` }
        : { company: tool.company, country: tool.country, privacyUrl: tool.privacyUrl }),
      cookies: tool.cookies,
      needsConsent: tool.needsConsent,
    })
  }
  for (const host of config.videoHosts) {
    list.push({ key: `video:${host}`, purpose: "video", ...videoServices[host], cookies: [], needsConsent: true })
  }
  if (config.mapHost) list.push({ key: "map", purpose: "map", ...mapService, cookies: [], needsConsent: true })
  return list
}

/** An endpoint's origin; the site itself for a same-page POST. */
function originOf(url: string | null): string {
  if (!url) return ""
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

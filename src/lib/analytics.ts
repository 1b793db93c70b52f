/**
 * What the analytics setting (src/config/analytics.ts) means in practice: which script the page
 * loads, with which attributes, which origins it reports to (the CSP allows exactly these:
 * deploy/csp.ts), and whether it waits for consent. Pure data, read at build time; the browser
 * side (src/lib/analytics-client.ts) receives the result as data attributes and never sees the
 * setting itself.
 */
import { analytics, type AnalyticsSetting, type AnalyticsTool } from "#/config/analytics.ts"
import { analyticsTools } from "#/lib/analytics-tools.ts"

/** How the page talks to a tool once its script is in. */
export type AnalyticsApi = "gtag" | "gtm" | "plausible" | "umami" | "fathom"

export type AnalyticsPreset = {
  tool: Exclude<AnalyticsTool, "none">
  api: AnalyticsApi
  /** The script the page injects after it has painted, and its attributes. */
  script: { src: string; attributes: Readonly<Record<string, string>> }
  /** The tag's id for gtag('config', id), GA4 only. */
  measurementId?: string
  /** True: nothing loads until the visitor accepts (analytics-tools.ts: the tool sets cookies). */
  needsConsent: boolean
  /** Origins per CSP directive, exactly what the tool needs. */
  origins: { script: readonly string[]; connect: readonly string[]; img: readonly string[] }
}

/** The vendors' own origins, as their CSP guides list them. */
const vendor = {
  plausible: "https://plausible.io",
  umami: "https://cloud.umami.is",
  fathom: "https://cdn.usefathom.com",
  // GA4 loads from www.googletagmanager.com and reports to region-specific hosts under these.
  googleTag: "https://*.googletagmanager.com",
  googleAnalytics: "https://*.google-analytics.com",
  googleAnalyticsRegion: "https://*.analytics.google.com",
  gtm: "https://www.googletagmanager.com",
} as const

const origin = (url: string) => new URL(url).origin

/**
 * The preset for one setting. `testBase` (a local server's origin) replaces every vendor origin,
 * so the browser tests load a stub of the tool's script and see its reports arrive.
 */
export function analyticsPreset(setting: AnalyticsSetting, testBase?: string): AnalyticsPreset | null {
  if (setting.tool === "none") return null
  const needsConsent = analyticsTools[setting.tool].needsConsent
  const own = (host: string) => ({ script: [host], connect: [host], img: [] as string[] })
  switch (setting.tool) {
    case "plausible": {
      const host = testBase ?? (setting.host ? origin(setting.host) : vendor.plausible)
      return {
        tool: "plausible",
        api: "plausible",
        script: { src: `${host}/js/script.js`, attributes: { "data-domain": setting.domain } },
        needsConsent,
        origins: own(host),
      }
    }
    case "umami": {
      const host = testBase ?? (setting.host ? origin(setting.host) : vendor.umami)
      return {
        tool: "umami",
        api: "umami",
        script: { src: `${host}/script.js`, attributes: { "data-website-id": setting.websiteId } },
        needsConsent,
        origins: own(host),
      }
    }
    case "fathom": {
      const host = testBase ?? (setting.host ? origin(setting.host) : vendor.fathom)
      return {
        tool: "fathom",
        api: "fathom",
        script: { src: `${host}/script.js`, attributes: { "data-site": setting.siteId } },
        needsConsent,
        // Fathom reports with an image request as well as with fetch.
        origins: { script: [host], connect: [host], img: [host] },
      }
    }
    case "ga4": {
      const google = testBase
        ? { script: [testBase], connect: [testBase], img: [testBase] }
        : {
            script: [vendor.googleTag],
            connect: [vendor.googleAnalytics, vendor.googleAnalyticsRegion, vendor.googleTag],
            img: [vendor.googleAnalytics, vendor.googleTag],
          }
      return {
        tool: "ga4",
        api: "gtag",
        script: { src: `${testBase ?? vendor.gtm}/gtag/js?id=${setting.measurementId}`, attributes: {} },
        measurementId: setting.measurementId,
        needsConsent,
        origins: google,
      }
    }
    case "gtm": {
      // A container usually carries a GA4 tag: its origins as well as the container's own.
      const google = testBase
        ? { script: [testBase], connect: [testBase], img: [testBase] }
        : {
            script: [vendor.googleTag],
            connect: [vendor.googleAnalytics, vendor.googleAnalyticsRegion, vendor.googleTag],
            img: [vendor.googleAnalytics, vendor.googleTag],
          }
      return {
        tool: "gtm",
        api: "gtm",
        script: { src: `${testBase ?? vendor.gtm}/gtm.js?id=${setting.containerId}`, attributes: {} },
        needsConsent,
        origins: google,
      }
    }
  }
}

/**
 * Test hook, not a setting: a build with ANALYTICS_TEST=ga4|plausible and
 * ANALYTICS_ENDPOINT_BASE=http://127.0.0.1:<port> (tests/e2e-analytics) measures with that tool,
 * its script and reports pointed at the test's local stub server.
 */
const testTool = globalThis.process?.env.ANALYTICS_TEST
const testBase = globalThis.process?.env.ANALYTICS_ENDPOINT_BASE

function testSetting(tool: string | undefined): AnalyticsSetting | null {
  if (tool === "ga4") return { tool: "ga4", measurementId: "G-TEST000000" }
  if (tool === "plausible") return { tool: "plausible", domain: "lumora.test" }
  return null
}

const effective = (testBase && testSetting(testTool)) || analytics

/** The preset the build uses (the test hook applied); null when nothing is measured. */
export const analyticsSetup: AnalyticsPreset | null = analyticsPreset(effective, testBase || undefined)

/** Origins per CSP directive for a preset: none for none. */
export function analyticsOrigins(preset: AnalyticsPreset | null) {
  return {
    "script-src": preset?.origins.script ?? [],
    "connect-src": preset?.origins.connect ?? [],
    "img-src": preset?.origins.img ?? [],
  } as const
}

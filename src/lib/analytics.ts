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
  // GA4 loads from www.googletagmanager.com and reports to region-specific hosts under these.
  googleTag: "https://*.googletagmanager.com",
  googleAnalytics: "https://*.google-analytics.com",
  googleAnalyticsRegion: "https://*.analytics.google.com",
  gtm: "https://www.googletagmanager.com",
} as const

type CookielessTool = "plausible" | "umami" | "fathom"

/**
 * The cookieless tools differ only in where their script is, the attribute that names the site, and
 * whether they report with an image request too (Fathom does, as well as with fetch). Each may be
 * self-hosted (`host`), which then serves the script and receives the reports.
 */
const cookieless: Record<CookielessTool, { host: string; path: string; siteAttribute: string; imageReports: boolean }> =
  {
    plausible: {
      host: "https://plausible.io",
      path: "/js/script.js",
      siteAttribute: "data-domain",
      imageReports: false,
    },
    umami: {
      host: "https://cloud.umami.is",
      path: "/script.js",
      siteAttribute: "data-website-id",
      imageReports: false,
    },
    fathom: {
      host: "https://cdn.usefathom.com",
      path: "/script.js",
      siteAttribute: "data-site",
      imageReports: true,
    },
  }

/**
 * The preset for one setting. `testBase` (a local server's origin) replaces every vendor origin,
 * so the browser tests load a stub of the tool's script and see its reports arrive.
 */
export function analyticsPreset(setting: AnalyticsSetting, testBase?: string): AnalyticsPreset | null {
  if (setting.tool === "none") return null
  const needsConsent = analyticsTools[setting.tool].needsConsent
  if (setting.tool === "ga4" || setting.tool === "gtm") {
    // GTM's container usually carries a GA4 tag: both need Google's tag and analytics origins.
    const origins = testBase
      ? { script: [testBase], connect: [testBase], img: [testBase] }
      : {
          script: [vendor.googleTag],
          connect: [vendor.googleAnalytics, vendor.googleAnalyticsRegion, vendor.googleTag],
          img: [vendor.googleAnalytics, vendor.googleTag],
        }
    const base = testBase ?? vendor.gtm
    return setting.tool === "ga4"
      ? {
          tool: "ga4",
          api: "gtag",
          script: { src: `${base}/gtag/js?id=${setting.measurementId}`, attributes: {} },
          measurementId: setting.measurementId,
          needsConsent,
          origins,
        }
      : {
          tool: "gtm",
          api: "gtm",
          script: { src: `${base}/gtm.js?id=${setting.containerId}`, attributes: {} },
          needsConsent,
          origins,
        }
  }
  const tool = cookieless[setting.tool]
  const siteId =
    setting.tool === "plausible" ? setting.domain : setting.tool === "umami" ? setting.websiteId : setting.siteId
  const host = testBase ?? (setting.host ? new URL(setting.host).origin : tool.host)
  return {
    tool: setting.tool,
    api: setting.tool,
    script: { src: `${host}${tool.path}`, attributes: { [tool.siteAttribute]: siteId } },
    needsConsent,
    origins: { script: [host], connect: [host], img: tool.imageReports ? [host] : [] },
  }
}

/**
 * Test hook, not a setting: a build with ANALYTICS_TEST=ga4|plausible and
 * ANALYTICS_ENDPOINT_BASE=http://127.0.0.1:<port> (tests/e2e-configured, and the scenario suite for Plausible) measures with that tool,
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

/**
 * Each analytics tool's preset (src/lib/analytics.ts): the script the page loads, the attribute that
 * names the site, and exactly the origins the Content-Security-Policy then allows, from the vendor,
 * a self-hosted copy or a test's stub server.
 */
import { describe, expect, test } from "vitest"

import { analyticsOrigins, analyticsPreset } from "#/lib/analytics.ts"
import { analyticsTools } from "#/lib/analytics-tools.ts"

describe("analytics presets", () => {
  test("none loads nothing and allows no origin", () => {
    expect(analyticsPreset({ tool: "none" })).toBeNull()
    expect(analyticsOrigins(null)).toEqual({ "script-src": [], "connect-src": [], "img-src": [] })
  })

  test.each([
    [
      { tool: "plausible", domain: "example.com" },
      "https://plausible.io/js/script.js",
      { "data-domain": "example.com" },
      [],
    ],
    [
      { tool: "umami", websiteId: "94db1cb1" },
      "https://cloud.umami.is/script.js",
      { "data-website-id": "94db1cb1" },
      [],
    ],
    // Fathom reports with an image request as well.
    [
      { tool: "fathom", siteId: "ABCDEFGH" },
      "https://cdn.usefathom.com/script.js",
      { "data-site": "ABCDEFGH" },
      ["https://cdn.usefathom.com"],
    ],
  ] as const)("%o: its script, its site id, its own origin only, no consent", (setting, src, attributes, img) => {
    const preset = analyticsPreset(setting)
    const host = new URL(src).origin
    expect(preset).toMatchObject({
      tool: setting.tool,
      api: setting.tool,
      script: { src, attributes },
      needsConsent: false,
    })
    expect(preset?.origins).toEqual({ script: [host], connect: [host], img })
  })

  test("a self-hosted cookieless tool loads from, and reports to, its own host", () => {
    const preset = analyticsPreset({
      tool: "plausible",
      domain: "example.com",
      host: "https://stats.example.com/any/path",
    })
    expect(preset?.script.src).toBe("https://stats.example.com/js/script.js")
    expect(preset?.origins).toEqual({
      script: ["https://stats.example.com"],
      connect: ["https://stats.example.com"],
      img: [],
    })
  })

  test("GA4 and Tag Manager wait for consent and allow Google's tag and analytics origins", () => {
    const ga4 = analyticsPreset({ tool: "ga4", measurementId: "G-ABC123" })
    const gtm = analyticsPreset({ tool: "gtm", containerId: "GTM-XYZ9" })
    expect(ga4).toMatchObject({
      api: "gtag",
      script: { src: "https://www.googletagmanager.com/gtag/js?id=G-ABC123" },
      measurementId: "G-ABC123",
      needsConsent: true,
    })
    expect(gtm).toMatchObject({
      api: "gtm",
      script: { src: "https://www.googletagmanager.com/gtm.js?id=GTM-XYZ9" },
      needsConsent: true,
    })
    for (const preset of [ga4, gtm])
      expect(analyticsOrigins(preset)).toEqual({
        "script-src": ["https://*.googletagmanager.com"],
        "connect-src": [
          "https://*.google-analytics.com",
          "https://*.analytics.google.com",
          "https://*.googletagmanager.com",
        ],
        "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
      })
  })

  test("a test's stub server takes every vendor origin's place", () => {
    const stub = "http://127.0.0.1:4999"
    for (const setting of [
      { tool: "ga4", measurementId: "G-TEST" },
      { tool: "plausible", domain: "example.com", host: "https://stats.example.com" },
    ] as const) {
      const preset = analyticsPreset(setting, stub)
      expect(preset?.script.src.startsWith(`${stub}/`), setting.tool).toBe(true)
      expect([...(preset?.origins.script ?? []), ...(preset?.origins.connect ?? [])]).toEqual([stub, stub])
    }
  })

  test("whether a tool waits for consent is its facts' say (it sets cookies or not)", () => {
    for (const [tool, facts] of Object.entries(analyticsTools))
      expect(facts.needsConsent, tool).toBe(facts.cookies.length > 0)
  })
})

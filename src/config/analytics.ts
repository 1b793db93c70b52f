/**
 * Measurement: which analytics tool the site reports to. Off ("none") by default: the site then loads
 * no analytics script, sends nothing and shows no consent banner. Pick one tool and fill in its id;
 * the Content-Security-Policy, every host configuration, the privacy policy and the cookie page follow
 * from this choice.
 *
 * Examples:
 *   { tool: "plausible", domain: "lumora.example.com" }                 // cookieless: no banner
 *   { tool: "umami", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409" } // cookieless: no banner
 *   { tool: "fathom", siteId: "ABCDEFGH" }                               // cookieless: no banner
 *   { tool: "ga4", measurementId: "G-XXXXXXXXXX" }                       // needs consent: banner
 *   { tool: "gtm", containerId: "GTM-XXXXXXX" }                          // needs consent: banner
 * A cookieless tool may be self-hosted: give `host` ("https://stats.example.com") and the script
 * and its reports go there instead of the vendor's origin.
 */
export type AnalyticsSetting =
  | { tool: "none" }
  | { tool: "plausible"; domain: string; host?: string }
  | { tool: "umami"; websiteId: string; host?: string }
  | { tool: "fathom"; siteId: string; host?: string }
  | { tool: "ga4"; measurementId: string }
  | { tool: "gtm"; containerId: string }

export type AnalyticsTool = AnalyticsSetting["tool"]

export const analytics: AnalyticsSetting = { tool: "none" }

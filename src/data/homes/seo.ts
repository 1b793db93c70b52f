/**
 * Home 5 (/home-5/): Rankwell, the SEO agency. Its words and sections are content
 * (src/content/pages/home-5.yaml); here are its brand and the mock-ups' figures, which the route
 * draws for the visual keys the file names.
 */
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { SeoRankingsProps } from "#/components/art/visuals/seo-rankings.tsx"
import type { SiteAuditProps } from "#/components/art/visuals/site-audit.tsx"
import type { Brand } from "#/components/ui/logo.tsx"

export const brand = {
  name: "Rankwell",
  mark: "rise",
  accent: "seo",
  tagline: "SEO that shows up in rankings, traffic and revenue.",
} as const satisfies Brand

export const heroVisual = {
  label:
    "Rankwell dashboard for fernleaf.com: organic sessions up 62% in 90 days, with five keywords in the top three positions of Google.",
  title: "Rankwell · fernleaf.com",
  range: "Last 90 days",
  kpis: [
    { label: "Organic sessions", value: "184k", trend: "▲ 62%" },
    { label: "Top-3 keywords", value: "312", trend: "▲ 118" },
    { label: "Avg. position", value: "4.2", trend: "▲ 3.1" },
  ],
  traffic: {
    label: "Organic traffic",
    caption: "Sessions per week",
    series: [38, 41, 40, 46, 49, 47, 55, 61, 64, 72, 79, 88, 97],
  },
  keywords: {
    headings: { keyword: "Keyword", position: "Rank", volume: "Volume", change: "Change" },
    items: [
      { keyword: "lightweight hiking boots", position: 1, change: 6, volume: "40.5k" },
      { keyword: "waterproof trail shoes", position: 2, change: 9, volume: "27.1k" },
      { keyword: "best hiking socks", position: 3, change: 4, volume: "18.1k" },
      { keyword: "ultralight tent 2 person", position: 5, change: -1, volume: "9.9k" },
    ],
  },
  stat: { label: "Traffic generated", value: "60M+", trend: "for clients", icon: "trending-up" },
  toast: { title: "New #1 ranking", text: "“lightweight hiking boots”" },
} satisfies SeoRankingsProps

export const aboutVisual = {
  label: "A Rankwell site audit: health score 94 out of 100, with crawl errors and page speed fixed.",
  title: "Technical audit · fernleaf.com",
  score: { label: "Site health", value: 94, caption: "Up from 61 in week one" },
  checks: {
    label: "Checks",
    statusLabels: { fixed: "Fixed", improving: "Improving", open: "Next" },
    items: [
      { name: "Crawl errors", detail: "212 broken links redirected", status: "fixed" },
      { name: "Core Web Vitals", detail: "LCP 1.8 s on mobile", status: "fixed" },
      { name: "Structured data", detail: "Product schema on 1,140 pages", status: "improving" },
      { name: "Internal links", detail: "38 orphan pages to link", status: "open" },
    ],
  },
  stat: { label: "Pages indexed", value: "+1,140", trend: "in 6 weeks", icon: "search" },
} satisfies SiteAuditProps

export const contentVisual = {
  title: "Fernleaf · organic revenue",
  caption: "Revenue from organic search, monthly, in thousands of dollars",
  series: [42, 44, 43, 51, 58, 63, 71, 84, 92, 108, 121, 139],
  tiles: [
    { label: "Organic revenue", value: "+231%", trend: "▲ 12 mo", icon: "trending-up" },
    { label: "Conversion rate", value: "3.9%", trend: "▲ 1.2 pts", icon: "target" },
  ],
} satisfies ResultsPanelProps

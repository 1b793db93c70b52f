/**
 * Home 7 (/home-7/): Nimbus Host, the web hosting provider. Its words and its sections' order are
 * content (src/content/pages/home-7.yaml); this module holds the brand and the mock-ups the page's
 * visual keys name, which are drawings made of code.
 */
import type { BackupSnapshotsProps } from "#/components/art/visuals/backup-snapshots.tsx"
import type { HostingPanelProps } from "#/components/art/visuals/hosting-panel.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { Brand } from "#/components/ui/logo.tsx"

export const brand = {
  name: "Nimbus Host",
  mark: "cloud",
  accent: "hosting",
  tagline: "Fast, secure hosting with engineers on call around the clock.",
} as const satisfies Brand

export const heroVisual = {
  title: "Nimbus Console · bloomfield.shop",
  status: "All systems operational",
  uptime: {
    label: "Uptime, last 90 days",
    value: "99.99%",
    caption: "0 outages · 1 brief slowdown",
    days: Array.from({ length: 90 }, (_, day) => (day === 61 ? "degraded" : "up")),
  },
  servers: {
    label: "Servers",
    statusLabels: { online: "Online", deploying: "Deploying" },
    items: [
      { name: "web-01", region: "Frankfurt · NVMe 4 vCPU", status: "online", cpu: 34 },
      { name: "web-02", region: "Frankfurt · NVMe 4 vCPU", status: "online", cpu: 28 },
      { name: "db-01", region: "Amsterdam · 16 GB RAM", status: "online", cpu: 46 },
      { name: "edge-sg", region: "Singapore · CDN edge", status: "deploying", cpu: 12 },
    ],
  },
  stat: { label: "Customers", value: "90,000+", trend: "in 250 countries", icon: "users" },
  toast: { title: "SSL certificate renewed", text: "bloomfield.shop, automatically" },
} satisfies HostingPanelProps

/** Home 7's slider never moves on its own: no autoplay, a visitor moves it. */
export const performanceVisual = {
  title: "bloomfield.shop · Black Friday week",
  caption: "Requests served per minute, in thousands",
  series: [12, 14, 13, 18, 22, 30, 41, 58, 64, 71, 69, 74],
  tiles: [
    { label: "Time to first byte", value: "84 ms", trend: "p95", icon: "gauge" },
    { label: "Cache hit rate", value: "96%", trend: "▲ 4 pts", icon: "zap" },
  ],
} satisfies ResultsPanelProps

export const migrationVisual = {
  title: "Backups · bloomfield.shop",
  schedule: "Daily at 03:00 UTC, kept for 30 days",
  snapshots: [
    { label: "Automatic snapshot", when: "Today, 03:00", size: "4.2 GB" },
    { label: "Before theme update", when: "Yesterday, 16:42", size: "4.1 GB" },
    { label: "Automatic snapshot", when: "Yesterday, 03:00", size: "4.1 GB" },
  ],
  action: "Restore",
  toast: { title: "Migration complete", text: "312 pages moved, zero downtime" },
} satisfies BackupSnapshotsProps

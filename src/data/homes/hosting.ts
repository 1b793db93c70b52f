/**
 * Home 7 (/home-7/): Nimbus Host, the web hosting provider. One export per section.
 * The sections without pictures are in hosting.copy.ts (re-exported below).
 */
import type { BackupSnapshotsProps } from "@/components/art/visuals/backup-snapshots"
import type { HostingPanelProps } from "@/components/art/visuals/hosting-panel"
import type { ResultsPanelProps } from "@/components/art/visuals/results-panel"
import type { TestimonialSliderSectionProps } from "@/components/sections/testimonial-slider-section"
import type { TestimonialCarousel } from "@/components/sections/testimonial-slides"
import type { Brand } from "@/components/ui/logo"
import { avatar, type Unresolved } from "@/lib/pictures"

export {
  hero,
  facts,
  services,
  performance,
  migration,
  signup,
  signupForm,
  pricing,
  footer,
} from "@/data/homes/hosting.copy"

export const brand = {
  name: "Nimbus Host",
  mark: "cloud",
  accent: "hosting",
  tagline: "Fast, secure hosting with engineers on call around the clock.",
} as const satisfies Brand

export const meta = {
  title: "Web hosting with 99.99% uptime and a 10-day free trial",
  description:
    "Nimbus Host runs websites, stores and apps on fast NVMe servers with 99.99% uptime, free migrations and 24/7 support. Start a 10-day free trial.",
}

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

export const testimonials = {
  id: "testimonial-title",
  eyebrow: "Customer stories",
  title: "Teams that moved to Nimbus, and stayed",
  tone: "tint",
} satisfies TestimonialSliderSectionProps

/** Home 7's slider never moves on its own: no autoplay, a visitor moves it. */
export const testimonialSlider = {
  label: "Customer testimonials",
  autoplay: false,
  slides: [
    {
      quote:
        "We moved our shop to Nimbus the week before Black Friday, which sounds reckless. Their engineers ran the migration overnight, pages got noticeably faster, and we served four times our usual traffic without a single slowdown.",
      name: "Wen Zhao",
      role: "Founder, Bloomfield Plant Co.",
      avatar: avatar("wen-zhao", 48),
      rating: 5,
    },
    {
      quote:
        "Staging sites, SSH and Git deploys on a plan that costs less than our coffee budget. When a plugin update broke checkout, I restored last night's snapshot in two clicks and we were selling again within five minutes.",
      name: "Adaeze Nwosu",
      role: "Lead developer, Tallow & Wick",
      avatar: avatar("adaeze-nwosu", 48),
      rating: 5,
    },
    {
      quote:
        "We host 40 client sites and our own email with Nimbus. Support answers at two in the morning in under ten minutes, and in two years there has not been an outage our clients noticed.",
      name: "Henrik Dahl",
      role: "IT manager, Dahl Arkitekter",
      avatar: avatar("henrik-dahl", 48),
      rating: 5,
    },
  ],
} satisfies Unresolved<TestimonialCarousel>

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

/**
 * Home 7 (/home-7/): Nimbus Host, the web hosting provider. One export per section, in the page's
 * order; the browser tests import it too, for the prices, plans and figures they expect.
 */
import type { BackupSnapshotsProps } from "#/components/art/visuals/backup-snapshots.tsx"
import type { HostingPanelProps } from "#/components/art/visuals/hosting-panel.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { EmailSignupPanelProps } from "#/components/sections/email-signup-panel.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { NewsletterFormProps } from "#/components/sections/newsletter-form.tsx"
import type { PlanFeature, PricingTableProps } from "#/components/sections/pricing-table.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { TestimonialSliderSectionProps } from "#/components/sections/testimonial-slider-section.tsx"
import type { TestimonialCarousel } from "#/components/sections/testimonial-slides.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

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

export const hero = {
  id: "hero-title",
  eyebrow: "99.99% uptime, written into every plan",
  title: "Fast, secure hosting that simply stays online",
  lead: "Nimbus Host runs websites, online stores and apps on NVMe servers in 14 data centres, with free migrations, daily backups and engineers who answer in minutes.",
  ctas: [
    { label: "Start 10-day free trial", href: "/sign-up/" },
    { label: "Compare plans", href: "#pricing", variant: "secondary" },
  ],
  note: "10-day free trial on every plan. No setup fees, cancel any time.",
  // A full-bleed dark console: the control panel glows on the night-time band, and the header lies over it.
  tone: "dark",
} satisfies HeroProps

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

export const facts = {
  id: "facts-title",
  title: "Nimbus Host in numbers",
  // The hero's dark band carries on under the figures: one block before the light body.
  tone: "dark",
  items: [
    { value: "97%", label: "would recommend Nimbus Host" },
    { value: "110k+", label: "active services" },
    { value: "250", label: "countries with Nimbus customers" },
  ],
} satisfies StatsBandProps

export const services = {
  id: "services-title",
  eyebrow: "Hosting services",
  title: "Everything your site needs, in one account",
  lead: "From a first blog to a busy store, pick the hosting you need today and move up a tier without moving house.",
  columns: 4,
  items: [
    {
      icon: "server",
      title: "Shared hosting",
      text: "Room for a portfolio, a blog or a small business site on fast NVMe storage.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "layers",
      title: "WordPress hosting",
      text: "Core, theme and plugin updates handled for you, with a staging copy one click away.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "cpu",
      title: "Cloud VPS",
      text: "Dedicated vCPUs and RAM with root access, resized in seconds when traffic spikes.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "database",
      title: "Dedicated servers",
      text: "Bare-metal machines for heavy databases and apps, racked and monitored for you.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "globe",
      title: "Domain names",
      text: "Register or transfer over 400 extensions, with free privacy protection on each one.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "mail",
      title: "Business email",
      text: "Addresses on your own domain, with spam filtering and 50 GB mailboxes.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "shield",
      title: "SSL and security",
      text: "Certificates that renew themselves, a web application firewall and daily malware scans.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
    {
      icon: "mouse-pointer",
      title: "Website builder",
      text: "Drag-and-drop pages with 120 starter layouts, published to your hosting in one click.",
      href: "/service-details/",
      linkLabel: "Learn more",
    },
  ],
} satisfies FeatureGridProps

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

export const performance = {
  id: "performance-title",
  eyebrow: "Performance",
  title: "Fast pages for visitors on every continent",
  lead: "NVMe storage, LiteSpeed web servers and a built-in CDN with 14 edge locations keep pages quick on a slow phone network as well as on fibre.",
  paragraphs: [
    "Every server is watched minute by minute. If a machine struggles, your site moves to a healthy one before visitors notice, which is how we keep our uptime promise.",
  ],
  stats: [
    { value: "99.99%", label: "uptime, backed by our SLA" },
    { value: "90,000+", label: "customers" },
  ],
  ctas: [{ label: "Explore our services", href: "/service/" }],
} satisfies ContentSplitProps

export const performanceVisual = {
  title: "bloomfield.shop · Black Friday week",
  caption: "Requests served per minute, in thousands",
  series: [12, 14, 13, 18, 22, 30, 41, 58, 64, 71, 69, 74],
  tiles: [
    { label: "Time to first byte", value: "84 ms", trend: "p95", icon: "gauge" },
    { label: "Cache hit rate", value: "96%", trend: "▲ 4 pts", icon: "zap" },
  ],
} satisfies ResultsPanelProps

export const migration = {
  id: "migration-title",
  eyebrow: "Free migration",
  title: "Move in over a coffee, not a weekend",
  lead: "Send us your old host's login and our engineers copy files, databases and email across, test everything on a preview link and switch DNS when you say so.",
  bullets: [
    "Free migration by a real engineer",
    "Daily backups kept for 30 days",
    "One-click restore of any snapshot",
    "A staging site on every plan",
  ],
  ctas: [{ label: "Talk to an engineer", href: "/contact/" }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

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

export const signup = {
  id: "signup-title",
  eyebrow: "Hosting notes",
  title: "Speed tips and status news, once a month",
  lead: "One short email with performance tricks, security fixes worth acting on and new data-centre regions. Sign up with your email address.",
  points: ["One email a month", "No spam, unsubscribe in one click"],
  icon: "mail",
} satisfies EmailSignupPanelProps

export const signupForm = {
  id: "hosting-signup",
  label: "Your email address",
  placeholder: "Enter your email",
  button: "Sign up",
} satisfies NewsletterFormProps

/** The same lines on every plan, so the cards compare line by line (the plan limits). */
const line = (text: string, included: boolean, limit?: string): PlanFeature => ({ text, included, limit })

/** Home 7's first column is monthly, the second yearly; the switch starts on monthly. */
export const pricing = {
  id: "pricing",
  eyebrow: "Pricing",
  title: "Hosting plans that grow with your site",
  lead: "Every plan runs on the same fast servers with daily backups and 24/7 support. Pay monthly, or yearly for a lower price.",
  period: {
    name: "hosting-period",
    initial: "monthly",
    legend: "Billing period",
    labels: { monthly: "Monthly", yearly: "Yearly" },
    units: { monthly: "month", yearly: "year" },
  },
  plans: [
    {
      title: "Basic",
      icon: "server",
      blurb: "One website, a portfolio or a blog, on fast and secure hosting.",
      price: { monthly: "$2.99", yearly: "$19.00" },
      features: [
        line("Single website builder", true),
        line("NVMe storage", true, "25 GB"),
        line("Email accounts", true, "1"),
        line("Daily backups", true),
        line("Free SSL certificates", false),
        line("Premium themes", false),
      ],
      cta: { label: "Purchase now", href: "/pricing/" },
    },
    {
      title: "Popular",
      icon: "rocket",
      blurb: "Unlimited websites with SSL for growing businesses and freelancers.",
      price: { monthly: "$18.99", yearly: "$15.19" },
      highlighted: true,
      badge: "Most popular",
      features: [
        line("Unlimited websites", true),
        line("NVMe storage", true, "100 GB"),
        line("Email accounts", true, "10"),
        line("Daily backups", true),
        line("Free SSL certificates", true),
        line("Premium themes", false),
      ],
      cta: { label: "Purchase now", href: "/pricing/" },
    },
    {
      title: "Enterprise",
      icon: "database",
      blurb: "Every feature we offer, for agencies and busy online stores.",
      price: { monthly: "$39.00", yearly: "$33.39" },
      features: [
        line("Unlimited websites", true),
        line("NVMe storage", true, "250 GB"),
        line("Email accounts", true, "Unlimited"),
        line("Daily backups", true),
        line("Free SSL certificates", true),
        line("Premium themes", true),
      ],
      cta: { label: "Purchase now", href: "/pricing/" },
    },
  ],
  note: "Prices in US dollars, excluding VAT. Every plan starts with a 10-day free trial.",
} satisfies PricingTableProps

export const footer = {
  blurb:
    "Nimbus Host runs websites, stores and apps on NVMe servers in 14 data centres, with engineers who answer in minutes.",
  cta: { label: "Start 10-day free trial", href: "/sign-up/" },
  columns: [
    {
      title: "Hosting",
      links: [
        { label: "Hosting services", href: "#services-title" },
        { label: "Performance", href: "#performance-title" },
        { label: "Free migration", href: "#migration-title" },
        { label: "Plans and prices", href: "#pricing" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about/" },
        { label: "Careers", href: "/career/" },
        { label: "Blog", href: "/blog/" },
      ],
    },
    {
      title: "Support",
      links: [
        { label: "Help centre", href: "/faq/" },
        { label: "Contact support", href: "/contact/" },
        { label: "Client area", href: "/sign-in/" },
      ],
    },
  ],
} satisfies ProductFooterCopy

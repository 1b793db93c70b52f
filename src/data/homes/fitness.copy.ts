/**
 * Home 3 (/home-3/): the sections that are plain data (text and figures, no pictures). fitness.ts
 * re-exports them with the rest of the page; they live here so that code outside Astro can import
 * them, and the browser tests read the prices, plans and figures they expect from here.
 */
import type { ProductFooterCopy } from "@/components/layout/product-footer"
import type { AppDownloadContent } from "@/components/sections/app-download"
import type { HeroProps } from "@/components/sections/hero"
import type { TickerBandProps } from "@/components/sections/ticker-band"
import type { StoreLinks } from "@/components/ui/store-badges"

/** The app's store pages (the badges in the hero and the download section). */
export const stores = {
  appStore: "https://apps.apple.com/",
  googlePlay: "https://play.google.com/store/apps",
} satisfies StoreLinks

export const hero = {
  id: "hero-title",
  eyebrow: "Your coach in your pocket",
  title: "Move more, feel stronger, every single day",
  lead: "Stride builds a training plan around your week, talks you through every rep and celebrates each day you show up. Ten minutes counts.",
  rating: { value: 4.8, text: "4.8/5 from 64,739 happy customers" },
  // The phones on the brand's own orange, the headline in white: an app sells on its energy, and the
  // store badges are the call to action (home-3.astro lays the header over this ground).
  layout: "split",
  tone: "accent",
} satisfies HeroProps

export const topics = {
  id: "topics-title",
  eyebrow: "Classes",
  title: "A class for every mood",
  lead: "New sessions every week, from gentle stretches to sweaty intervals.",
  ticker: {
    label: "Types of class",
    items: [
      { kind: "topic", name: "HIIT", icon: "flame" },
      { kind: "topic", name: "Strength", icon: "dumbbell" },
      { kind: "topic", name: "Running", icon: "footprints" },
      { kind: "topic", name: "Indoor cycling", icon: "bike" },
      { kind: "topic", name: "Yoga", icon: "sparkles" },
      { kind: "topic", name: "Pilates", icon: "activity" },
      { kind: "topic", name: "Boxing", icon: "target" },
      { kind: "topic", name: "Mobility", icon: "timer" },
      { kind: "topic", name: "Dance cardio", icon: "heart-pulse" },
      { kind: "topic", name: "Outdoor walks", icon: "map-pin" },
    ],
  },
} satisfies TickerBandProps

export const app = {
  id: "app-title",
  eyebrow: "Get the app",
  title: "Your next workout is one tap away",
  lead: "Download Stride free on iPhone and Android, pick a goal and start today's session in under a minute.",
  stores,
  note: "Works with Apple Watch, Wear OS, Garmin and Fitbit.",
} satisfies AppDownloadContent

export const footer = {
  blurb: "Stride is the fitness app that plans your week, coaches every rep and keeps your streak alive.",
  cta: { label: "Get the app", href: "#app-title" },
  columns: [
    {
      title: "App",
      links: [
        { label: "Features", href: "#features-title" },
        { label: "Your plan", href: "#plan-title" },
        { label: "Progress", href: "#progress-title" },
        { label: "Free classes", href: "#classes-title" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about/" },
        { label: "Blog", href: "/blog/" },
        { label: "Contact", href: "/contact/" },
      ],
    },
    {
      title: "Account",
      links: [
        { label: "Sign in", href: "/sign-in/" },
        { label: "Create an account", href: "/sign-up/" },
        { label: "Help centre", href: "/faq/" },
      ],
    },
  ],
} satisfies ProductFooterCopy

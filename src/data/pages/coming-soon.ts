/** The coming-soon page. The launch day is set once, here: every 29 December, at local midnight. */
import type { CountdownProps } from "#/components/islands/countdown.tsx"
import type { NewsletterFormProps } from "#/components/sections/newsletter-form.tsx"
import { brand } from "#/config/site.ts"
import { isoDate, nextOccurrence } from "#/lib/countdown.ts"
import type { ComingSoonHeroProps } from "#/pages/_components/coming-soon-hero.tsx"

/** Rolling: the countdown always aims at the next one, so the demo never shows zeros. */
export const launch = { month: 12, day: 29 } as const

// The build's own "next 29 December", written into the HTML until the browser works out its own.
const buildTarget = nextOccurrence(new Date(), launch.month, launch.day)

export const meta = {
  title: "Coming soon",
  description: `The new ${brand.name} client hub opens soon: project boards, one-click design approvals and every file in one place. Get notified at launch.`,
}

export const hero = {
  id: "coming-soon-title",
  eyebrow: "Launching soon",
  title: "Our new client hub is almost ready",
  lead: "Live project boards, design approvals in one click and every file in one place. Leave your email and we will tell you the moment the doors open.",
  note: "We never share your information with anyone, and we never send spam: one email when we launch, that is all.",
  link: { text: "Questions before launch?", label: "Get in touch", href: "/contact/" },
} satisfies Omit<ComingSoonHeroProps, "countdown" | "form">

/** The countdown's words; the page adds the language's locale and the launch day in its words. */
export const countdown = {
  launch,
  buildDate: isoDate(buildTarget),
  labels: {
    // Each unit in every plural form of the language (Intl.PluralRules): "01 Day", "02 Days".
    days: { one: "Day", other: "Days" },
    hours: { one: "Hour", other: "Hours" },
    minutes: { one: "Minute", other: "Minutes" },
    seconds: { one: "Second", other: "Seconds" },
    until: "Launching on",
    live: "We are live!",
    liveText: `The client hub is open. Sign in with your ${brand.name} account to take a look.`,
  },
} satisfies Omit<CountdownProps, "locale" | "buildDateText">

export const notify = {
  id: "launch-notify",
  label: "Your email address",
  placeholder: "Enter your email",
  button: "Get Notified",
} satisfies NewsletterFormProps

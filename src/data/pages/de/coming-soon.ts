/** Die Coming-soon-Seite (/de/coming-soon/): src/data/pages/coming-soon.ts auf Deutsch. Der Starttag kommt von dort. */
import type { CountdownProps } from "@/components/islands/countdown"
import type { NewsletterFormProps } from "@/components/sections/newsletter-form"
import { brand } from "@/data/site"
import { intlLocale, localePath } from "@/i18n/locales"
import { isoDate, nextOccurrence } from "@/lib/countdown"
import type { ComingSoonHeroProps } from "@/pages/_components/coming-soon-hero"
import { launch } from "../coming-soon"

export { launch }

const buildTarget = nextOccurrence(new Date(), launch.month, launch.day)

export const meta = {
  title: "Demnächst",
  description: `Der neue Kundenbereich von ${brand.name} öffnet bald: Projektboards, Design-Freigaben mit einem Klick und alle Dateien an einem Ort. Lassen Sie sich zum Start benachrichtigen.`,
}

export const hero = {
  id: "coming-soon-title",
  eyebrow: "Bald verfügbar",
  title: "Unser neuer Kundenbereich ist fast fertig",
  lead: "Live-Projektboards, Design-Freigaben mit einem Klick und alle Dateien an einem Ort. Hinterlassen Sie Ihre E-Mail-Adresse, und wir sagen Ihnen Bescheid, sobald sich die Türen öffnen.",
  note: "Wir geben Ihre Daten an niemanden weiter und verschicken keinen Spam: eine E-Mail zum Start, das ist alles.",
  link: { text: "Fragen vor dem Start?", label: "Sprechen Sie uns an", href: localePath("de", "/contact/") },
} satisfies Omit<ComingSoonHeroProps, "countdown" | "form">

const locale = intlLocale("de")

export const countdown = {
  launch,
  locale,
  buildDate: isoDate(buildTarget),
  buildDateText: buildTarget.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" }),
  labels: {
    days: { one: "Tag", other: "Tage" },
    hours: { one: "Stunde", other: "Stunden" },
    minutes: { one: "Minute", other: "Minuten" },
    seconds: { one: "Sekunde", other: "Sekunden" },
    until: "Start am",
    live: "Wir sind live!",
    liveText: `Der Kundenbereich ist geöffnet. Melden Sie sich mit Ihrem Konto bei ${brand.name} an und sehen Sie sich um.`,
  },
} satisfies CountdownProps

export const notify = {
  id: "launch-notify",
  label: "Ihre E-Mail-Adresse",
  placeholder: "E-Mail-Adresse eingeben",
  button: "Benachrichtigen Sie mich",
} satisfies NewsletterFormProps

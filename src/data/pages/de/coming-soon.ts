/** Die Coming-soon-Seite (/de/coming-soon/) auf Deutsch: nur die Wörter von src/data/pages/coming-soon.ts. */
import type * as english from "#/data/pages/coming-soon.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Demnächst",
  description: `Der neue Kundenbereich von ${brand.name} öffnet bald: Projektboards, Design-Freigaben mit einem Klick und alle Dateien an einem Ort. Lassen Sie sich zum Start benachrichtigen.`,
} satisfies Words<typeof english.meta>

export const hero = {
  eyebrow: "Bald verfügbar",
  title: "Unser neuer Kundenbereich ist fast fertig",
  lead: "Live-Projektboards, Design-Freigaben mit einem Klick und alle Dateien an einem Ort. Hinterlassen Sie Ihre E-Mail-Adresse, und wir sagen Ihnen Bescheid, sobald sich die Türen öffnen.",
  note: "Wir geben Ihre Daten an niemanden weiter und verschicken keinen Spam: eine E-Mail zum Start, das ist alles.",
  link: { text: "Fragen vor dem Start?", label: "Sprechen Sie uns an" },
} satisfies Words<typeof english.hero>

export const countdown = {
  labels: {
    days: { one: "Tag", other: "Tage" },
    hours: { one: "Stunde", other: "Stunden" },
    minutes: { one: "Minute", other: "Minuten" },
    seconds: { one: "Sekunde", other: "Sekunden" },
    until: "Start am",
    live: "Wir sind live!",
    liveText: `Der Kundenbereich ist geöffnet. Melden Sie sich mit Ihrem Konto bei ${brand.name} an und sehen Sie sich um.`,
  },
} satisfies Words<typeof english.countdown>

export const notify = {
  label: "Ihre E-Mail-Adresse",
  placeholder: "E-Mail-Adresse eingeben",
  button: "Benachrichtigen Sie mich",
} satisfies Words<typeof english.notify>

/** Unser Team (/de/team/) auf Deutsch: nur die Wörter von src/data/pages/team.ts. */
import type * as english from "#/data/pages/team.ts"
import { brand } from "#/config/site.ts"
import { leadership as leads, memberCards, studio as crew } from "#/data/team.ts"
import { de as deTeam } from "#/data/team.de.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Unser Team",
  description: `Strategie, Design und Entwicklung bei ${brand.name}: wer Ihr Projekt leitet, wer es umsetzt und wie Sie Teil des Teams werden.`,
} satisfies Words<typeof english.meta>

export const banner = {
  title: "Unser Team",
  lead: "Erfahrene Menschen, denen gutes Handwerk am Herzen liegt und die Ihr Projekt vom ersten Workshop bis zum Launch und darüber hinaus begleiten.",
} satisfies Words<typeof english.banner>

// The members' roles and link names are src/data/team.de.ts's, shared with About; memberCards() puts them in order.
export const leadership = {
  eyebrow: "Studio-Leads",
  title: "Die Menschen, die den Maßstab setzen",
  lead: "Für unsere vier Leads gilt eine Regel: Sie gestalten, schreiben und programmieren weiterhin jede Woche, und zwar an echten Kundenprojekten.",
  members: memberCards(leads, 320, deTeam),
} satisfies Words<typeof english.leadership>

export const studio = {
  eyebrow: "Das Studio",
  title: "Menschen aus Design, Entwicklung und Strategie",
  lead: "Eine Mischung aus Können und Neugier, verteilt auf Research, Marke, Produktdesign und Entwicklung.",
  members: memberCards(crew, 320, deTeam),
  invite: {
    title: "Wir stellen ein",
    text: "Sie lieben Details? Wir suchen Menschen für Design, Entwicklung und Produktion. Hier finden Sie unsere offenen Stellen und erfahren, wie wir einstellen.",
    cta: { label: "Werden Sie Teil des Teams" },
  },
} satisfies Words<typeof english.studio>

/** Unser Team (/de/team/): the Team page in German (the shape is src/data/pages/team.ts). */
import type { TeamGridProps } from "@/components/sections/team-grid"
import { brand } from "@/data/site"
import { leadership as leads, memberCards, studio as crew } from "@/data/team"
import { localePath } from "@/i18n/locales"

export const meta = {
  title: "Unser Team",
  description: `Strategie, Design und Entwicklung bei ${brand.name}: wer Ihr Projekt leitet, wer es umsetzt und wie Sie Teil des Teams werden.`,
}

export const banner = {
  title: "Unser Team",
  lead: "Erfahrene Menschen, denen gutes Handwerk am Herzen liegt und die Ihr Projekt vom ersten Workshop bis zum Launch und darüber hinaus begleiten.",
}

export const leadership = {
  id: "leadership-title",
  eyebrow: "Studio-Leads",
  title: "Die Menschen, die den Maßstab setzen",
  lead: "Für unsere vier Leads gilt eine Regel: Sie gestalten, schreiben und programmieren weiterhin jede Woche, und zwar an echten Kundenprojekten.",
  members: await memberCards(leads, 320, "de"),
  columns: 4,
  reveal: false,
} satisfies TeamGridProps

export const studio = {
  id: "studio-title",
  eyebrow: "Das Studio",
  title: "Menschen aus Design, Entwicklung und Strategie",
  lead: "Eine Mischung aus Können und Neugier, verteilt auf Research, Marke, Produktdesign und Entwicklung.",
  members: await memberCards(crew, 320, "de"),
  columns: 4,
  invite: {
    title: "Wir stellen ein",
    text: "Sie lieben Details? Wir suchen Menschen für Design, Entwicklung und Produktion. Hier finden Sie unsere offenen Stellen und erfahren, wie wir einstellen.",
    cta: { label: "Werden Sie Teil des Teams", href: localePath("de", "/career/") },
  },
  tone: "tint",
} satisfies TeamGridProps

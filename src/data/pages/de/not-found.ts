/** Die 404-Seite (/de/404): src/data/pages/not-found.ts auf Deutsch. */
import type { SiteSearchProps } from "@/components/islands/site-search"
import type { NotFoundProps } from "@/components/sections/not-found"
import { brand } from "@/data/site"
import { localePath } from "@/i18n/locales"

export const meta = {
  title: "Seite nicht gefunden",
  description: `Die gesuchte Seite gibt es hier nicht. Kehren Sie zur Startseite von ${brand.name} zurück oder finden Sie Ihren Weg über das Menü.`,
}

export const content = {
  code: "404",
  title: "Seite nicht gefunden",
  text: "Die angeforderte Adresse gibt es auf diesem Server nicht.",
  cta: { label: "Zur Startseite", href: localePath("de", "/") },
} satisfies NotFoundProps

export const search = {
  id: "not-found-search",
  label: "Website durchsuchen",
  placeholder: "Wonach suchen Sie?",
} satisfies Pick<SiteSearchProps, "id" | "label" | "placeholder">

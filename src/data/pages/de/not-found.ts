/** Die 404-Seite auf Deutsch: nur die Wörter von src/data/pages/not-found.ts. */
import type * as english from "#/data/pages/not-found.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Seite nicht gefunden",
  description: `Die gesuchte Seite gibt es hier nicht. Kehren Sie zur Startseite von ${brand.name} zurück oder finden Sie Ihren Weg über das Menü.`,
} satisfies Words<typeof english.meta>

export const content = {
  title: "Seite nicht gefunden",
  text: "Die angeforderte Adresse gibt es auf diesem Server nicht.",
  cta: { label: "Zur Startseite" },
} satisfies Words<typeof english.content>

export const search = { label: "Website durchsuchen", placeholder: "Wonach suchen Sie?" } satisfies Words<
  typeof english.search
>

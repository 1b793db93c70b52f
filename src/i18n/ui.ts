/**
 * The words of the site's shell, per language: header, menus, mobile panel, footer, breadcrumbs,
 * theme control, language control, players, form status lines and site search. English (ui.en.ts)
 * comes from src/data/site.ts and src/data/forms.ts (where a buyer edits it), structure and words; every other
 * language is a module of words beside this one (ui.de.ts, ui.ar.ts), which the type checker holds
 * to English's words: a missing or misspelt key fails `npm run check`, naming the language and the key.
 *
 * Page copy lives in per-language data modules (src/data/pages/de/…), checked the same way
 * (src/i18n/pages.ts).
 */
import type { Locale } from "./locales.ts"
import { overlay } from "./overlay.ts"
import { ar } from "./ui.ar.ts"
import { de } from "./ui.de.ts"
import { en, type Dictionary } from "./ui.en.ts"

export type { Dictionary } from "./ui.en.ts"

// Menus, footer links, addresses and the rest of the structure are English's, written once; each
// language lays its words over them, and links lead to its own pages where they exist.
const dictionaries: Record<Locale, Dictionary> = { en, de: overlay(en, de, "de"), ar: overlay(en, ar, "ar") }

/** The shell's words in a language. */
export function ui(locale: Locale): Dictionary {
  return dictionaries[locale]
}

export { en as englishUi }

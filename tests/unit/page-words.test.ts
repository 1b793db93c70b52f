/**
 * A page's translation holds its English file's words and nothing else (src/lib/content/words.ts):
 * which strings are words comes from the page schema, and each problem of a translation is named
 * by its place, so the build's message points at the line to fix.
 */
import { describe, expect, test } from "vitest"

import { overlay, type Words as OverlayWords } from "#/i18n/overlay.ts"
import { wordProblems, wordsOf } from "#/lib/content/words.ts"
import { pageSchema } from "#/page-schema.ts"

const english = {
  meta: {
    title: "Hosting for busy shops",
    description: "Fast hosting with engineers on call, daily backups and a free migration for every plan.",
  },
  sections: [
    {
      type: "hero",
      id: "hero-title",
      title: "Hosting that stays up",
      lead: "Fast servers and real engineers.",
      ctas: [{ label: "Start free", href: "/sign-up/", variant: "primary" }],
      tone: "dark",
      visual: "hosting-console",
    },
    { type: "stats", id: "facts-title", title: "In numbers", items: [{ value: "99.99%", label: "uptime" }] },
    {
      type: "pricing",
      id: "pricing",
      title: "Plans",
      plans: [
        {
          title: "Basic",
          blurb: "One site.",
          icon: "rocket",
          price: { monthly: "$2.99", yearly: "$19.00" },
          features: [{ text: "One website", included: true }],
          cta: { label: "Buy", href: "/pricing/" },
        },
      ],
    },
  ],
}

const german = {
  meta: {
    title: "Hosting für Shops mit viel Betrieb",
    description: "Schnelles Hosting mit Technikern auf Abruf, täglichen Backups und kostenlosem Umzug in jedem Tarif.",
  },
  sections: [
    {
      title: "Hosting, das online bleibt",
      lead: "Schnelle Server und echte Techniker.",
      ctas: [{ label: "Kostenlos starten" }],
    },
    { title: "In Zahlen", items: [{ value: "99,99 %", label: "Verfügbarkeit" }] },
    {
      title: "Tarife",
      plans: [
        {
          title: "Basis",
          blurb: "Eine Website.",
          price: { monthly: "2,99 $", yearly: "19,00 $" },
          features: [{ text: "Eine Website" }],
          cta: { label: "Kaufen" },
        },
      ],
    },
  ],
}

describe("a page's words", () => {
  test("are its text, figures and prices; ids, kinds, links, icons, looks and mock-up keys are structure", () => {
    expect(wordsOf(english, pageSchema)).toEqual({
      meta: english.meta,
      sections: [
        { title: "Hosting that stays up", lead: "Fast servers and real engineers.", ctas: [{ label: "Start free" }] },
        { title: "In numbers", items: [{ value: "99.99%", label: "uptime" }] },
        {
          title: "Plans",
          plans: [
            {
              title: "Basic",
              blurb: "One site.",
              price: { monthly: "$2.99", yearly: "$19.00" },
              features: [{ text: "One website" }],
              cta: { label: "Buy" },
            },
          ],
        },
      ],
    })
  })

  test("a full translation has no problems, and laid over English keeps English's structure", () => {
    expect(wordProblems(wordsOf(english, pageSchema), german)).toEqual([])
    const page = pageSchema.parse(overlay(english, german as OverlayWords<typeof english>, "de"))
    expect(page.sections[0]).toMatchObject({
      type: "hero",
      id: "hero-title",
      title: "Hosting, das online bleibt",
      tone: "dark",
      visual: "hosting-console",
      // A link within the site goes to the language's own page.
      ctas: [{ label: "Kostenlos starten", href: "/de/sign-up/", variant: "primary" }],
    })
  })

  test("a missing word, an extra or misspelt key, structure and a list of another length are named by place", () => {
    const broken = structuredClone(german) as Record<string, unknown> & typeof german
    delete (broken.sections[0] as Record<string, unknown>).lead
    ;(broken.sections[0] as Record<string, unknown>).titel = "Tippfehler"
    ;(broken.sections[1] as Record<string, unknown>).id = "zahlen"
    broken.sections[2]?.plans?.[0]?.features.push({ text: "Noch eine" })
    expect(wordProblems(wordsOf(english, pageSchema), broken)).toEqual([
      'sections.0.lead: no translation of "Fast servers and real engineers."',
      "sections.0.titel: the English file has no words here: leave it out (is it misspelt?)",
      "sections.1.id: id is the same in every language: the English file sets it",
      "sections.2.plans.0.features: 2 items where the English file has 1: translate each, in the same order",
    ])
  })

  test("a section missing from the translation is named with what it must hold", () => {
    const short = { ...german, sections: german.sections.slice(0, 2) }
    expect(wordProblems(wordsOf(english, pageSchema), short)).toEqual([
      "sections: 2 items where the English file has 3: translate each, in the same order",
    ])
  })
})

describe("a word in plural forms", () => {
  test("a translation may add the forms its language needs (Arabic's two, few, many, zero), and only those", () => {
    const expected = { days: { one: "day", other: "days" } }
    expect(
      wordProblems(expected, {
        days: { zero: "يوم", one: "يوم", two: "يومان", few: "أيام", many: "يومًا", other: "يوم" },
      }),
    ).toEqual([])
    expect(wordProblems(expected, { days: { one: "Tag", other: "Tage", dual: "x" } })).toEqual([
      "days.dual: the English file has no words here: leave it out (is it misspelt?)",
    ])
  })
})

/**
 * A page's translation holds its English file's words and nothing else (src/lib/content/words.ts):
 * which strings are words comes from the page schema, and each problem of a translation is named
 * by its place, so the build's message points at the line to fix.
 */
import { describe, expect, test } from "vitest"

import { overlay, type Words as OverlayWords } from "#/i18n/overlay.ts"
import { alignedSections, kindProblems, wordProblems, wordsOf } from "#/lib/content/words.ts"
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

describe("a translation the editor saved", () => {
  // The editor writes each section's kind and copies the English file's structure into a translation.
  const saved = {
    ...german,
    sections: german.sections.map((section, index) => {
      const { type, id } = english.sections[index]!
      return { type, id, ...section }
    }),
  }

  test("may repeat the English file's structure, and a switch left off as false, as long as it is the same", () => {
    const copied = structuredClone(saved) as typeof saved & { sections: Record<string, unknown>[] }
    Object.assign(copied.sections[0]!, { tone: "dark", visual: "hosting-console", wide: false })
    expect(wordProblems(wordsOf(english, pageSchema), copied, [], english)).toEqual([])
    expect(kindProblems(english, pageSchema, copied)).toEqual([])
  })

  test("a changed id, kind or link is named by place, with the English file's value", () => {
    const changed = structuredClone(saved) as typeof saved & { sections: Record<string, unknown>[] }
    changed.sections[1]!.id = "zahlen"
    changed.sections[2]!.type = "faq"
    ;(changed.sections[0]!.ctas as Record<string, unknown>[])[0]!.href = "/de/registrieren/"
    expect(wordProblems(wordsOf(english, pageSchema), changed, [], english)).toEqual([
      'sections.0.ctas.0.href: the English file\'s "/sign-up/" is the same in every language: leave it out, or write it as the English file does',
      'sections.1.id: the English file\'s "facts-title" is the same in every language: leave it out, or write it as the English file does',
      'sections.2.type: the English file\'s "pricing" is the same in every language: leave it out, or write it as the English file does',
    ])
  })

  test("a section moved in the English file keeps its words: a translation's sections are matched by kind", () => {
    const moved = { ...english, sections: [english.sections[2]!, english.sections[0]!, english.sections[1]!] }
    const aligned = alignedSections(moved, saved)
    expect(aligned.sections.map((section) => section.title)).toEqual([
      "Tarife",
      "Hosting, das online bleibt",
      "In Zahlen",
    ])
    expect(wordProblems(wordsOf(moved, pageSchema), aligned, [], moved)).toEqual([])
    // Without the kinds, the order is the translation's own, and the check names what no longer fits.
    expect(alignedSections(moved, german)).toBe(german)
    // A kind the English file no longer has goes last, where the list's length names it.
    const fewer = { ...english, sections: english.sections.slice(0, 2) }
    expect(wordProblems(wordsOf(fewer, pageSchema), alignedSections(fewer, saved), [], fewer)).toEqual([
      "sections: 3 items where the English file has 2: translate each, in the same order",
    ])
  })

  test("each section names its kind, which the editor draws it by", () => {
    expect(kindProblems(english, pageSchema, german)).toEqual([
      "sections.0: write its type as the English file does (type: hero): the editor shows a block by its type",
      "sections.1: write its type as the English file does (type: stats): the editor shows a block by its type",
      "sections.2: write its type as the English file does (type: pricing): the editor shows a block by its type",
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

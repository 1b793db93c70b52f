import { describe, expect, test } from "vitest"

import { overlay, type Words } from "#/i18n/overlay.ts"

const english = {
  meta: { title: "Contact", description: "Write to us" },
  form: {
    id: "contact-form",
    title: "Send a message",
    fields: [
      { name: "email", type: "email", label: "Email", placeholder: "you@example.com", required: true },
      { name: "message", label: "Message", rows: 5 },
    ],
    cta: { label: "Pricing", href: "/pricing/" },
    blog: { label: "Blog", href: "/blog/" },
  },
  stats: [{ value: "98%", label: "happy" }],
  faq: [{ question: "Why?", answer: ["Because.", "And so."] }],
  icon: "phone",
} as const

const german = {
  meta: { title: "Kontakt", description: "Schreiben Sie uns" },
  form: {
    title: "Nachricht senden",
    fields: [{ label: "E-Mail", placeholder: "sie@beispiel.de" }, { label: "Nachricht" }],
    cta: { label: "Preise" },
    blog: { label: "Blog" },
  },
  stats: [{ value: "98 %", label: "zufrieden" }],
  faq: [{ question: "Warum?", answer: ["Darum.", "Und so."] }],
} satisfies Words<typeof english>

describe("a translation as words over English's structure", () => {
  const merged = overlay(english, german, "de")

  test("the words are the translation's", () => {
    expect(merged.meta.title).toBe("Kontakt")
    expect(merged.form.fields[0].label).toBe("E-Mail")
    expect(merged.faq[0].answer).toEqual(["Darum.", "Und so."])
    expect(merged.stats[0].label).toBe("zufrieden")
    // Figures are words too: each language writes its numbers its own way.
    expect(merged.stats[0].value).toBe("98 %")
  })

  test("structure is English's: ids, field names, input types, flags, numbers, icons", () => {
    expect(merged.form.id).toBe("contact-form")
    expect(merged.form.fields[0]).toMatchObject({ name: "email", type: "email", required: true })
    expect(merged.form.fields[1].rows).toBe(5)
    expect(merged.icon).toBe("phone")
  })

  test("an address of the site leads to the language's page where there is one, else to English's", () => {
    expect(merged.form.cta.href).toBe("/de/pricing/")
    expect(merged.form.blog.href).toBe("/blog/")
  })

  test("a field added to English reaches the translation untouched", () => {
    const withPhone = { ...english, form: { ...english.form, phone: { name: "phone", type: "tel" } } }
    const words: Words<typeof withPhone> = german
    expect(overlay(withPhone, words, "de").form.phone).toEqual({ name: "phone", type: "tel" })
  })

  test("the type holds a translation to English's words", () => {
    // @ts-expect-error an icon is structure, not a word
    const icon: Words<typeof english> = { ...german, icon: "telefon" }
    // @ts-expect-error a missing word
    const missing: Words<typeof english> = { ...german, meta: { title: "Kontakt" } }
    const address: Words<typeof english> = {
      ...german,
      // @ts-expect-error an address is structure
      form: { ...german.form, cta: { label: "Preise", href: "/x/" } },
    }
    expect([icon, missing, address]).toHaveLength(3)
  })
})

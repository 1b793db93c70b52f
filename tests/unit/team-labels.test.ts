/**
 * A team card names each profile link after its person and network, in the page's language
 * (`team` in src/i18n/ui.<language>.ts): a language writes its own way only the networks it names
 * differently, and every other network keeps its brand's name.
 */
import { describe, expect, test } from "vitest"

import { networkNames, profileLabel } from "#/components/sections/team-grid.tsx"
import { localeCodes } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"
import { needsLanguages } from "../support/needs"

describe("a profile link's name", () => {
  test("in every language: the person's name and the network's, each once", () => {
    for (const locale of localeCodes)
      for (const network of Object.keys(networkNames) as (keyof typeof networkNames)[]) {
        const label = profileLabel(ui(locale).team, "Maya Okafor", network)
        const named = ui(locale).team.networks?.[network] ?? networkNames[network]
        expect(label, `${locale}, ${network}`).toMatch(/^Maya Okafor \S/)
        expect(label.split(named).length - 1, `${locale}: "${label}" names ${named}`).toBe(1)
        expect(label, locale).not.toMatch(/[{}]/)
      }
  })

  test("the sample's words: English and German keep the brands' names, Arabic writes most its own way", () => {
    needsLanguages("de", "ar")
    expect(profileLabel(ui("en").team, "Maya Okafor", "linkedin")).toBe("Maya Okafor on LinkedIn")
    expect(profileLabel(ui("de").team, "Maya Okafor", "linkedin")).toBe("Maya Okafor auf LinkedIn")
    expect(profileLabel(ui("ar").team, "Maya Okafor", "linkedin")).toBe("Maya Okafor على لينكدإن")
    expect(profileLabel(ui("ar").team, "Maya Okafor", "x")).toBe("Maya Okafor على X")
  })
})

import { describe, expect, test } from "vitest"

import { isGroup, type MenuItem } from "#/components/layout/menu-types.ts"
import { localeCodes } from "#/i18n/locales.ts"
import { ui } from "#/i18n/ui.ts"

/** Every group's id, however deep, in menu order. */
const groupIds = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => (isGroup(item) ? [item.id, ...groupIds(item.children)] : []))

describe("the main menu's groups are keyed by ids, not by their words", () => {
  for (const locale of localeCodes) {
    test(`${locale}: each id is a plain lower-case key, unique in the menu`, () => {
      const ids = groupIds(ui(locale).menu)
      for (const id of ids) expect(id, `group id in ${locale}`).toMatch(/^[a-z][a-z0-9-]*$/)
      expect(new Set(ids).size, `duplicate group ids in ${locale}: ${ids.join(", ")}`).toBe(ids.length)
    })
  }

  test("every language keys its groups as English does", () => {
    const english = groupIds(ui("en").menu)
    for (const locale of localeCodes) expect(groupIds(ui(locale).menu), locale).toEqual(english)
  })
})

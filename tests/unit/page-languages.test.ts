/**
 * A page exists in the languages its route declares (src/lib/routes.ts, `languages`), and
 * everything that lists a page's versions follows that one declaration.
 */
import { describe, expect, test, vi } from "vitest"

import type * as routeModule from "#/lib/routes.ts"

vi.mock("#/lib/routes.ts", async (original) => {
  const actual = await original<typeof routeModule>()
  return {
    ...actual,
    routes: [
      ...actual.routes,
      { path: "/integrations/", title: "Integrations", group: "company", languages: ["de"] },
      { path: "/changelog/", title: "Changelog", group: "content" },
    ],
  }
})

const { alternates, isLocalizedPath, localeCodes, localePath, localeStaticPaths, localizedPaths, pageLocales } =
  await import("#/i18n/locales.ts")

describe("a page in some languages", () => {
  test("a page declared in German exists in English and German, and nowhere else", () => {
    expect(pageLocales("/integrations/")).toEqual(["en", "de"])
    expect(localizedPaths).toContain("/integrations/")
    expect(localeStaticPaths("/integrations/")).toEqual([
      { params: { locale: undefined }, props: { locale: "en" } },
      { params: { locale: "de" }, props: { locale: "de" } },
    ])
    expect(alternates("/de/integrations/")).toEqual([
      { locale: "en", path: "/integrations/" },
      { locale: "de", path: "/de/integrations/" },
    ])
  })

  test("a link to it from a language it lacks goes to its English version", () => {
    expect(localePath("de", "/integrations/#setup")).toBe("/de/integrations/#setup")
    for (const locale of localeCodes.filter((code) => code !== "en" && code !== "de"))
      expect(localePath(locale, "/integrations/")).toBe("/integrations/")
  })

  test("a page that declares no languages is English alone", () => {
    expect(pageLocales("/changelog/")).toEqual(["en"])
    expect(isLocalizedPath("/changelog/")).toBe(false)
    expect(localizedPaths).not.toContain("/changelog/")
    expect(alternates("/changelog/")).toEqual([{ locale: "en", path: "/changelog/" }])
  })

  test("a page declared in every language is built in each", () => {
    const everywhere = localizedPaths.find((path) => pageLocales(path).length === localeCodes.length)
    expect(everywhere, "a page in every language").toBeDefined()
    expect(localeStaticPaths(everywhere!).map((entry) => entry.props.locale)).toEqual(localeCodes)
  })
})

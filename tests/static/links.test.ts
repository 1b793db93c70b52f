/**
 * Everything a page points at resolves in the build, as a static host serves it: a link to a page
 * names its file or its folder's index.html (no host tries a .html suffix), an anchor names an id of
 * its page, and every picture, stylesheet, script and icon the page loads is a file of the build.
 */
import { describe, expect, test } from "vitest"

import { hasPage, inBuild, internalTarget, page as builtPage, pages, Problems, type BuiltPage } from "./pages"

/** The ids of a page's document (a template's content is not in it until a script stamps it out). */
const idsOf = new Map<string, Set<string>>()
function ids(page: BuiltPage): Set<string> {
  let found = idsOf.get(page.path)
  if (!found) {
    found = new Set(
      page
        .$("[id]")
        .filter((_, el) => page.$(el).closest("template").length === 0)
        .map((_, el) => page.$(el).attr("id"))
        .get(),
    )
    idsOf.set(page.path, found)
  }
  return found
}

/** A built page for a path within the site (a folder's path or a page file), if the build has one. */
function targetPage(path: string): BuiltPage | undefined {
  const asPage = path === "/404.html" ? "/404" : path
  return hasPage(asPage) ? builtPage(asPage) : undefined
}

/** The addresses in a srcset attribute. */
const candidates = (srcset: string | undefined) =>
  (srcset ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean)

describe("every page", () => {
  test("links only to files of the build, and to anchors that exist on their page", () => {
    const problems = new Problems()
    for (const page of pages()) {
      for (const element of page.$("a[href]").toArray()) {
        if (page.$(element).closest("template").length > 0) continue
        const link = page.$(element).attr("href")!
        const target = internalTarget(link, page)
        if (!target) continue
        if (!inBuild(target.path)) {
          problems.add(page, `links to ${target.path}, which is not a file of the build`)
          continue
        }
        if (!target.hash) continue
        const linked = target.path === page.path ? page : targetPage(target.path)
        if (linked && !ids(linked).has(target.hash))
          problems.add(page, `links to #${target.hash} on ${linked.path}, which has no such id`)
      }
    }
    expect(problems.lines).toEqual([])
  })

  test("loads its pictures, stylesheets, scripts and icons, and names its other versions and feeds, from files of the build", () => {
    const problems = new Problems()
    for (const page of pages()) {
      const urls = [
        ...page
          .$("img[src], video[poster], source[src], script[src], link[href]")
          .toArray()
          .flatMap((element) => {
            const { src, poster, href } = element.attribs
            return [src ?? poster ?? href ?? ""]
          }),
        ...page
          .$("img[srcset], source[srcset]")
          .toArray()
          .flatMap((element) => candidates(element.attribs.srcset)),
      ]
      for (const url of urls) {
        if (url.startsWith("data:")) continue
        const target = internalTarget(url, page)
        if (!target) problems.add(page, `loads ${url} from another origin`)
        else if (!inBuild(target.path)) problems.add(page, `loads ${target.path}, which is not a file of the build`)
      }
    }
    expect(problems.lines).toEqual([])
  })
})

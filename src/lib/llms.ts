/**
 * /llms.txt and /llms-full.txt (the llmstxt.org format): the site's name and summary, then its pages
 * and items as `- [Title](absolute URL): summary` lines under `## Section` headings. Read from the
 * route list and the collections, so drafts never appear and a new page or item does at once.
 */
import { site } from "#/config/site.ts"
import { locales, pageLocales, localePath, defaultLocale } from "#/i18n/locales.ts"
import { markdownTwins, twinPath, type Twin, type TwinSection, type TwinWords } from "#/lib/content/twins.ts"
import { routes } from "#/lib/routes.ts"
import { absoluteUrl } from "#/lib/url.ts"

const sections: readonly TwinSection[] = ["Services", "Work", "Careers", "Blog"]

/**
 * The site's own pages, in each of their languages: every route but a duplicate, a featured-item
 * view (its item is listed under its section) and the 404 page.
 */
function llmsPages(): { title: string; url: string }[] {
  return routes
    .filter((route) => !route.canonical && !route.featured && route.path !== "/404")
    .flatMap((route) =>
      pageLocales(route.path).map((locale) => ({
        title: locale === defaultLocale ? route.title : `${route.title} (${locales[locale].label})`,
        url: absoluteUrl(localePath(locale, route.path)),
      })),
    )
}

const line = (title: string, url: string, summary?: string) => `- [${title}](${url})${summary ? `: ${summary}` : ""}`
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim()

function header(): string {
  return `# ${site.name}\n\n> ${site.defaultDescription}\n`
}

function listing(twins: readonly Twin[]): string {
  const pages = `## Pages\n\n${llmsPages()
    .map((page) => line(page.title, page.url))
    .join("\n")}\n`
  const items = sections.map((section) => {
    const lines = twins
      .filter((twin) => twin.section === section)
      .map((twin) => line(twin.title, absoluteUrl(twin.path), oneLine(twin.summary)))
    return lines.length > 0 ? `## ${section}\n\n${lines.join("\n")}\n` : ""
  })
  return [header(), pages, ...items].filter(Boolean).join("\n")
}

/** /llms.txt: every page and item, one line each; each item's Markdown twin is at `<page>index.md`. */
export async function llmsIndex(): Promise<string> {
  return listing(await markdownTwins())
}

/** /llms-full.txt: the listing, then the full text of every item (its Markdown twin). */
export async function llmsFull(words: TwinWords): Promise<string> {
  const twins = await markdownTwins()
  const texts = twins.map((twin) => `<!-- ${absoluteUrl(twinPath(twin.path))} -->\n\n${twin.markdown(words)}`)
  return [listing(twins), ...texts].join("\n---\n\n")
}

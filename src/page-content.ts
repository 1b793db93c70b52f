/**
 * A page's content as its route renders it, in a language: the English file
 * (src/content/pages/<name>.yaml) or, in another language, the English file with its translation's
 * words laid over it (src/content/pages/de/<name>.yaml, words only: src/lib/content/words.ts),
 * read through the page schema, every portrait made a picture, its questions as structured data,
 * and the file it came from, for the messages that name it.
 */
import { getEntry } from "astro:content"

import { defaultLocale, languageName, localePath, type Locale } from "#/i18n/locales.ts"
import { overlay, type Words as OverlayWords } from "#/i18n/overlay.ts"
import { withBrandDeep } from "#/lib/brand-token.ts"
import { pageQuestions, topicsOf } from "#/lib/content/questions.ts"
import { alignedSections, kindProblems, wordProblems, wordsOf } from "#/lib/content/words.ts"
import { resolvePictures } from "#/lib/images.ts"
import { faqPage, pricingPlans } from "#/lib/structured-data.ts"
import { absoluteUrl } from "#/lib/url.ts"
import { pageSchema, type PageContent } from "#/page-schema.ts"

const folder = `${process.env.CONTENT_DIR ?? "src/content"}/pages`

/** The page's content in English, or laid over with a language's words; a bad file stops the build naming it. */
export async function pageSource(
  name: string,
  locale: Locale = defaultLocale,
): Promise<PageContent & { file: string }> {
  const entry = await getEntry("pages", name)
  const file = entry?.filePath ?? `${folder}/${name}.yaml`
  if (!entry) throw new Error(`${file} is missing: the route /${name}/ renders its sections`)
  let source: unknown = entry.data
  let from = file
  if (locale !== defaultLocale) {
    const translation = await getEntry("pageTranslations", `${locale}/${name}`)
    const language = languageName(locale)
    from = translation?.filePath ?? `${folder}/${locale}/${name}.yaml`
    if (!translation)
      throw new Error(`${from} is missing: the ${language} page needs the words of ${file}, in its shape`)
    // Its sections are matched to the English file's by kind, so a section moved there keeps its words.
    const words = alignedSections(source as PageContent, translation.data)
    const problems = [
      ...wordProblems(wordsOf(source, pageSchema), words, [], source),
      ...kindProblems(source, pageSchema, words),
    ]
    if (problems.length > 0) throw new Error(`${from} does not translate ${file}:\n  ${problems.join("\n  ")}`)
    source = overlay(source, words as OverlayWords<unknown>, locale)
  }
  const parsed = pageSchema.safeParse(withBrandDeep(source))
  if (!parsed.success)
    throw new Error(
      `${from}:\n  ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n  ")}`,
    )
  return { ...parsed.data, file: from }
}

/** The page as its route renders it. */
export async function pageContent(name: string, locale: Locale = defaultLocale) {
  const { file, ...source } = await pageSource(name, locale)
  const page = await resolvePictures(source)
  // A page's questions are its FAQPage structured data too: search engines read them from there.
  // Those of a topic (src/content/questions/) are read in the page's language.
  const topicQuestions = await pageQuestions(page.sections, locale)
  const questions = page.sections.flatMap((section) =>
    section.type === "faq" ? section.items : topicsOf(section).flatMap(topicQuestions),
  )
  const jsonLd = questions.length > 0 ? [faqPage(questions)] : undefined
  return { ...page, meta: { ...page.meta, jsonLd }, file }
}

/**
 * The plans of a page's pricing blocks as structured data (a Product per plan, an Offer per billing
 * period), for the route /<name>/: the plans' names in the page's language, their prices English's,
 * since structured data writes a price one way ("$199"). A plan without the period switch has no
 * yearly offer and is left out.
 */
export async function planProducts(name: string, locale: Locale = defaultLocale) {
  const plansOf = (page: PageContent) =>
    page.sections.flatMap((section) => (section.type === "pricing" ? section.plans : []))
  const english = plansOf(await pageSource(name))
  const shown = locale === defaultLocale ? english : plansOf(await pageSource(name, locale))
  const offers = shown.flatMap((plan, index) => {
    const price = english[index]!.price
    return "monthly" in price ? [{ ...plan, price }] : []
  })
  return pricingPlans(offers, absoluteUrl(localePath(locale, `/${name}/`)))
}

/**
 * Adds a page, ready to build and to fill with its own words:
 *
 *   npm run add -- page integrations                      English alone, at /integrations/
 *   npm run add -- page integrations --languages de       English and German (/de/integrations/)
 *   npm run add -- page integrations --languages all      every language of src/i18n/languages.ts
 *   options: --title "Integrations" (the page's name; from the slug by default), --group company
 *
 * It writes the route's entry in src/lib/routes.ts (which drives the pages built, the language
 * control, hreflang and the sitemap), the route file, which renders the page's content, and the
 * content file, src/content/pages/<slug>.yaml: a banner, a grid of three points and a closing call
 * to action. For each other language it writes the same words to translate, in the content file's
 * shape (src/content/pages/<language>/<slug>.yaml). The editor at /admin/ shows the page at once;
 * README "Adding a page" lists the sections a page can hold. */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"

import ts from "typescript"

import { locales } from "#/i18n/languages.ts"
import { routes, type RouteGroup } from "#/lib/routes.ts"
import { runCommand, Stop } from "./structure/command.ts"
import { constValue, parse, stringProperty, writeAll } from "./structure/source.ts"

const root = process.cwd()
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { languages: { type: "string" }, title: { type: "string" }, group: { type: "string", default: "company" } },
})

const groups: readonly RouteGroup[] = ["home", "company", "commerce", "content", "account", "utility"]
const prefixed = Object.keys(locales).filter((code) => code !== "en")

/** The starting words, in the languages the sample speaks; another language starts from English's. */
const words: Record<"en" | "de" | "ar", (title: string) => Words> = {
  en: (title) => ({
    description: `${title}: what we offer, how we work with you and how to get started.`,
    lead: "What we offer, how we work with you, and how to get started.",
    featuresEyebrow: title,
    featuresTitle: "What you can count on",
    items: [
      ["Planned with you", "We agree on goals, scope and a timeline before any work starts."],
      ["Built to last", "Clean, documented work your team can run and change without us."],
      ["Supported after launch", "We stay on call after the launch and help you measure what worked."],
    ],
    ctaTitle: "Ready to talk?",
    ctaLead: "Tell us what you need and we will reply within one working day.",
    ctaLabel: "Contact us",
  }),
  de: (title) => ({
    description: `${title}: was wir anbieten, wie wir mit Ihnen arbeiten und wie Sie starten.`,
    lead: "Was wir anbieten, wie wir mit Ihnen arbeiten und wie Sie starten.",
    featuresEyebrow: title,
    featuresTitle: "Worauf Sie sich verlassen können",
    items: [
      ["Gemeinsam geplant", "Wir klären Ziele, Umfang und Zeitplan, bevor die Arbeit beginnt."],
      ["Auf Dauer gebaut", "Saubere, dokumentierte Arbeit, die Ihr Team ohne uns betreiben und ändern kann."],
      ["Betreut nach dem Launch", "Wir bleiben nach dem Start erreichbar und helfen Ihnen zu messen, was gewirkt hat."],
    ],
    ctaTitle: "Lassen Sie uns sprechen",
    ctaLead: "Sagen Sie uns, was Sie brauchen; wir antworten innerhalb eines Werktags.",
    ctaLabel: "Kontakt aufnehmen",
  }),
  ar: (title) => ({
    description: `${title}: ما نقدّمه، وكيف نعمل معك، وكيف تبدأ.`,
    lead: "ما نقدّمه، وكيف نعمل معك، وكيف تبدأ.",
    featuresEyebrow: title,
    featuresTitle: "ما يمكنك الاعتماد عليه",
    items: [
      ["نخطّط معك", "نتّفق على الأهداف والنطاق والجدول الزمني قبل أن يبدأ العمل."],
      ["مبنيّ ليدوم", "عمل نظيف وموثّق يستطيع فريقك تشغيله وتعديله من دوننا."],
      ["دعم بعد الإطلاق", "نبقى على تواصل بعد الإطلاق ونساعدك على قياس ما نجح."],
    ],
    ctaTitle: "هل أنت مستعد للحديث؟",
    ctaLead: "أخبرنا بما تحتاجه وسنردّ خلال يوم عمل واحد.",
    ctaLabel: "تواصل معنا",
  }),
}

type Words = {
  description: string
  lead: string
  featuresEyebrow: string
  featuresTitle: string
  items: readonly (readonly [string, string])[]
  ctaTitle: string
  ctaLead: string
  ctaLabel: string
}

const icons = ["target", "layers", "shield"] as const

function run(): void {
  const [kind, slug] = positionals
  if (kind !== "page" || !slug || !/^[a-z][a-z0-9-]*$/.test(slug))
    throw new Stop('Usage: npm run add -- page <slug> [--languages de|all] [--title "Title"] [--group company]')
  const path = `/${slug}/`
  if (routes.some((route) => route.path === path)) throw new Stop(`${path} is already a route (src/lib/routes.ts)`)
  const group = values.group as RouteGroup
  if (!groups.includes(group)) throw new Stop(`--group is one of ${groups.join(", ")}`)
  const languages = parseLanguages(values.languages)
  const title = values.title ?? slug.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase())

  const files = new Map<string, string>()
  const translated = languages.length > 0
  const routeFile = translated ? `src/pages/[...locale]/${slug}.astro` : `src/pages/${slug}.astro`
  const contentFile = (code?: string) => `src/content/pages/${code ? `${code}/` : ""}${slug}.yaml`
  for (const file of [routeFile, contentFile(), ...languages.map(contentFile)])
    if (existsSync(join(root, file))) throw new Stop(`${file} exists already`)

  files.set(
    join(root, "src/lib/routes.ts"),
    withRoute(path, title, group, values.languages === "all" ? "all" : languages),
  )
  files.set(join(root, routeFile), routeSource(path, slug, translated))
  files.set(join(root, contentFile()), englishContent(slug, title, languages))
  for (const code of languages) files.set(join(root, contentFile(code)), translatedContent(slug, title, code))

  writeAll(files, root)
  console.log(`Added ${path}${translated ? ` in English and ${languages.join(", ")}` : " in English"}:`)
  for (const file of files.keys()) console.log(`  ${file.slice(root.length + 1)}`)
  const untranslated = languages.filter((code) => !(code in words))
  if (untranslated.length > 0) console.log(`  The ${untranslated.join(", ")} words start in English: translate them.`)
  console.log(
    "Write its words and sections in its content files (or at /admin/); a menu or footer link is an entry in src/data/site.ts (README, Adding a page).",
  )
}

function parseLanguages(option: string | undefined): string[] {
  if (!option) return []
  if (option === "all") return prefixed
  const codes = option.split(",").map((code) => code.trim())
  const unknown = codes.filter((code) => !prefixed.includes(code))
  if (unknown.length > 0)
    throw new Stop(
      `--languages: ${unknown.join(", ")} is not a language of src/i18n/languages.ts (${prefixed.join(", ")}, or all)`,
    )
  return codes
}

/** The route list with the new entry after the last route of its group. */
function withRoute(path: string, title: string, group: RouteGroup, languages: "all" | string[]): string {
  const source = parse(join(root, "src/lib/routes.ts"))
  const list = constValue(source, "routes")
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Stop("src/lib/routes.ts: no routes list")
  const inGroup = list.elements.filter((e) => ts.isObjectLiteralExpression(e) && stringProperty(e, "group") === group)
  const after = inGroup.at(-1) ?? list.elements.at(-1)
  if (!after) throw new Stop("src/lib/routes.ts: the routes list is empty")
  const declared =
    languages === "all" ? `, languages: "all"` : languages.length > 0 ? `, languages: ${JSON.stringify(languages)}` : ""
  const entry = `\n  { path: "${path}", title: ${JSON.stringify(title)}, group: "${group}"${declared} },`
  const end = after.getEnd() + (source.text.slice(after.getEnd()).startsWith(",") ? 1 : 0)
  return source.text.slice(0, end) + entry + source.text.slice(end)
}

function routeSource(path: string, slug: string, translated: boolean): string {
  if (translated)
    return `---
import type { GetStaticPaths } from "astro"

import { localePath, localeStaticPaths } from "#/i18n/locales.ts"
import BaseLayout from "#/layouts/base-layout.astro"
import PageSections from "#/layouts/page-sections.astro"
import { pageContent } from "#/page-content.ts"

// One page per language its route declares (src/lib/routes.ts).
export const getStaticPaths = (() => localeStaticPaths("${path}")) satisfies GetStaticPaths

const { locale } = Astro.props
// The words are content (src/content/pages/${slug}.yaml, with each language's words beside it).
const page = await pageContent("${slug}", locale)
---

<BaseLayout {...page.meta} path={localePath(locale, "${path}")} banner={page.banner}>
  <PageSections sections={page.sections} file={page.file} locale={locale} />
</BaseLayout>
`
  return `---
import BaseLayout from "#/layouts/base-layout.astro"
import PageSections from "#/layouts/page-sections.astro"
import { pageContent } from "#/page-content.ts"

// The words are content (src/content/pages/${slug}.yaml).
const page = await pageContent("${slug}")
---

<BaseLayout {...page.meta} path="${path}" banner={page.banner}>
  <PageSections sections={page.sections} file={page.file} />
</BaseLayout>
`
}

/** A string as YAML writes it: in double quotes, as JSON does, so no word can be read as structure. */
const quoted = (text: string) => JSON.stringify(text)

function englishContent(slug: string, title: string, languages: readonly string[]): string {
  const w = words.en(title)
  const beside =
    languages.length > 0
      ? ` Its words in ${languages.join(", ")} are in ${languages.map((code) => `${code}/${slug}.yaml`).join(", ")}.`
      : ""
  return `# ${title} (/${slug}/): a banner, three points and a closing call to action. Change the words,
# or the sections (src/page-schema.ts lists the kinds), here or in the editor at /admin/.${beside}
meta:
  title: ${quoted(title)}
  description: ${quoted(w.description)}
banner:
  title: ${quoted(title)}
  lead: ${quoted(w.lead)}
sections:
  - type: features
    id: ${slug}-features-title
    eyebrow: ${quoted(w.featuresEyebrow)}
    title: ${quoted(w.featuresTitle)}
    items:
${w.items.map(([t, text], i) => `      - icon: ${icons[i % icons.length]}\n        title: ${quoted(t)}\n        text: ${quoted(text)}`).join("\n")}
    columns: 3
  - type: cta
    id: ${slug}-cta-title
    title: ${quoted(w.ctaTitle)}
    lead: ${quoted(w.ctaLead)}
    ctas:
      - label: ${quoted(w.ctaLabel)}
        href: /contact/
`
}

function translatedContent(slug: string, title: string, code: string): string {
  const w = (code in words ? words[code as keyof typeof words] : words.en)(title)
  const label = locales[code as keyof typeof locales].label
  return `# /${code}/${slug}/ (${label}): the words of ../${slug}.yaml, in its shape; each section names its kind.
meta:
  # The language's name keeps the title apart from English's until it is translated (titles are unique).
  title: ${quoted(`${title} (${label})`)}
  description: ${quoted(code in words ? w.description : `${label}: ${w.description}`)}
banner:
  title: ${quoted(title)}
  lead: ${quoted(w.lead)}
sections:
  - type: features
    eyebrow: ${quoted(w.featuresEyebrow)}
    title: ${quoted(w.featuresTitle)}
    items:
${w.items.map(([t, text]) => `      - title: ${quoted(t)}\n        text: ${quoted(text)}`).join("\n")}
  - type: cta
    title: ${quoted(w.ctaTitle)}
    lead: ${quoted(w.ctaLead)}
    ctas:
      - label: ${quoted(w.ctaLabel)}
`
}

runCommand(run)

/**
 * Adds a page, ready to build and to fill with its own words:
 *
 *   npm run add -- page integrations                      English alone, at /integrations/
 *   npm run add -- page integrations --languages de       English and German (/de/integrations/)
 *   npm run add -- page integrations --languages all      every language of src/i18n/languages.ts
 *   options: --title "Integrations" (the page's name; from the slug by default), --group company
 *
 * It writes the route's entry in src/lib/routes.ts (which drives the pages built, the language
 * control, hreflang and the sitemap), the route file, the page's copy module (a banner, a grid of
 * three points and a closing call to action, from the reusable sections) and, for each other
 * language, a module of the same words to translate, registered in src/i18n/pages.ts. Change the
 * sections in the route file and the words in the copy; README "Adding a page" lists the sections.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { parseArgs } from "node:util"

import ts from "typescript"

import { locales } from "#/i18n/languages.ts"
import { routes, type RouteGroup } from "#/lib/routes.ts"
import { runCommand, Stop } from "./structure/command.ts"
import { constValue, parse, stringProperty, unwrap, writeAll } from "./structure/source.ts"

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
  const name = slug.replace(/-(.)/g, (_, c: string) => c.toUpperCase())

  const files = new Map<string, string>()
  const translated = languages.length > 0
  const routeFile = translated ? `src/pages/[...locale]/${slug}.astro` : `src/pages/${slug}.astro`
  const copyFile = `src/data/pages/${slug}.ts`
  for (const file of [routeFile, copyFile, ...languages.map((code) => `src/data/pages/${code}/${slug}.ts`)])
    if (existsSync(join(root, file))) throw new Stop(`${file} exists already`)

  files.set(
    join(root, "src/lib/routes.ts"),
    withRoute(path, title, group, values.languages === "all" ? "all" : languages),
  )
  files.set(join(root, routeFile), routeSource(path, name, translated))
  files.set(join(root, copyFile), englishCopy(slug, title))
  for (const code of languages)
    files.set(join(root, `src/data/pages/${code}/${slug}.ts`), overlayCopy(slug, title, code))
  if (translated) files.set(join(root, "src/i18n/pages.ts"), withPageCopy(slug, name, languages))

  writeAll(files, root)
  console.log(`Added ${path}${translated ? ` in English and ${languages.join(", ")}` : " in English"}:`)
  for (const file of files.keys()) console.log(`  ${file.slice(root.length + 1)}`)
  const untranslated = languages.filter((code) => !(code in words))
  if (untranslated.length > 0) console.log(`  The ${untranslated.join(", ")} copy starts in English: translate it.`)
  console.log(
    "Write its words in the copy modules; a menu or footer link is an entry in src/data/site.ts (README, Adding a page).",
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

function routeSource(path: string, name: string, translated: boolean): string {
  const imports = [
    `import { CtaBanner } from "#/components/sections/cta-banner.tsx"`,
    `import { FeatureGrid } from "#/components/sections/feature-grid.tsx"`,
  ]
  if (translated)
    return `---
import type { GetStaticPaths } from "astro"

${imports.join("\n")}
import { localePath, localeStaticPaths } from "#/i18n/locales.ts"
import { pageCopy } from "#/i18n/pages.ts"
import BaseLayout from "#/layouts/base-layout.astro"

// One page per language its route declares (src/lib/routes.ts).
export const getStaticPaths = (() => localeStaticPaths("${path}")) satisfies GetStaticPaths

const { locale } = Astro.props
const c = pageCopy.${name}[locale]
---

<BaseLayout {...c.meta} path={localePath(locale, "${path}")} banner={c.banner}>
  <FeatureGrid {...c.features} />
  <CtaBanner {...c.cta} />
</BaseLayout>
`
  return `---
${imports.join("\n")}
import * as c from "#/data/pages/${path.slice(1, -1)}.ts"
import BaseLayout from "#/layouts/base-layout.astro"
---

<BaseLayout {...c.meta} path="${path}" banner={c.banner}>
  <FeatureGrid {...c.features} />
  <CtaBanner {...c.cta} />
</BaseLayout>
`
}

function englishCopy(slug: string, title: string): string {
  const w = words.en(title)
  return `/** ${title} (/${slug}/): the page's copy, one export per section. */
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"

export const meta = {
  title: ${JSON.stringify(title)},
  description: ${JSON.stringify(w.description)},
}

export const banner = {
  title: ${JSON.stringify(title)},
  lead: ${JSON.stringify(w.lead)},
}

export const features = {
  id: "${slug}-features-title",
  eyebrow: ${JSON.stringify(w.featuresEyebrow)},
  title: ${JSON.stringify(w.featuresTitle)},
  items: [
${w.items.map(([t, text], i) => `    { icon: "${icons[i % icons.length]}", title: ${JSON.stringify(t)}, text: ${JSON.stringify(text)} },`).join("\n")}
  ],
  columns: 3,
} satisfies FeatureGridProps

export const cta = {
  id: "${slug}-cta-title",
  title: ${JSON.stringify(w.ctaTitle)},
  lead: ${JSON.stringify(w.ctaLead)},
  ctas: [{ label: ${JSON.stringify(w.ctaLabel)}, href: "/contact/" }],
} satisfies CtaBannerProps
`
}

function overlayCopy(slug: string, title: string, code: string): string {
  const w = (code in words ? words[code as keyof typeof words] : words.en)(title)
  const label = locales[code as keyof typeof locales].label
  return `/** ${title} (/${code}/${slug}/) (${label}): the words of src/data/pages/${slug}.ts, nothing else. */
import type * as english from "#/data/pages/${slug}.ts"
import type { Words } from "#/i18n/overlay.ts"

// The language's name keeps the title apart from English's until it is translated (titles are unique).
export const meta = {
  title: ${JSON.stringify(`${title} (${label})`)},
  description: ${JSON.stringify(code in words ? w.description : `${label}: ${w.description}`)},
} satisfies Words<typeof english.meta>

export const banner = {
  title: ${JSON.stringify(title)},
  lead: ${JSON.stringify(w.lead)},
} satisfies Words<typeof english.banner>

export const features = {
  eyebrow: ${JSON.stringify(w.featuresEyebrow)},
  title: ${JSON.stringify(w.featuresTitle)},
  items: [
${w.items.map(([t, text]) => `    { title: ${JSON.stringify(t)}, text: ${JSON.stringify(text)} },`).join("\n")}
  ],
} satisfies Words<typeof english.features>

export const cta = {
  title: ${JSON.stringify(w.ctaTitle)},
  lead: ${JSON.stringify(w.ctaLead)},
  ctas: [{ label: ${JSON.stringify(w.ctaLabel)} }],
} satisfies Words<typeof english.cta>
`
}

/** src/i18n/pages.ts with the page's copy registered under its name, in each of its languages. */
function withPageCopy(slug: string, name: string, languages: readonly string[]): string {
  const source = parse(join(root, "src/i18n/pages.ts"))
  const copy = constValue(source, "pageCopy")
  if (!copy || !ts.isObjectLiteralExpression(copy)) throw new Stop("src/i18n/pages.ts: no pageCopy")
  // Beside the other pages' copy, before the helpers' imports.
  const copyImports = source.tree.statements.filter(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      s.moduleSpecifier.text.startsWith("#/data/"),
  )
  const lastImport = copyImports.at(-1)
  const overlayName = (code: string) => `${name}${code.charAt(0).toUpperCase()}${code.slice(1)}`
  const imports = [
    `import * as ${name} from "#/data/pages/${slug}.ts"`,
    ...languages.map((code) => `import * as ${overlayName(code)} from "#/data/pages/${code}/${slug}.ts"`),
  ].join("\n")
  const entry = `  ${name}: translated(${name}, { ${languages.map((code) => `${code}: ${overlayName(code)}`).join(", ")} }),\n`
  const close = unwrap(copy).getEnd() - 1
  const at = lastImport ? lastImport.getEnd() : 0
  return source.text.slice(0, at) + `\n${imports}` + source.text.slice(at, close) + entry + source.text.slice(close)
}

runCommand(run)

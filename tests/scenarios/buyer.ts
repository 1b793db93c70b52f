/**
 * What the scenario suite's buyer does to their copy of the project, each change in the place the
 * README names: the structure commands, their own content, and a rebrand. Every target is read from
 * the route list, the languages and the configuration, so the scenarios hold for any content; the
 * new values (the brand, the post, the job) are the buyer's own words.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

import sharp from "sharp"
import { parse } from "yaml"

import { blogAuthors, blogCategories, blogTags } from "#/data/blog-taxonomy.ts"
import { brand, site } from "#/config/site.ts"
import { prefixedLocales } from "#/i18n/locales.ts"
import { routes } from "#/lib/routes.ts"

import { root } from "./project-copy"

// ── The structure commands ──

const productHomes = routes.filter((route) => route.group === "home" && !("canonical" in route) && route.path !== "/")

/** The route's one word, as the commands take it: "/home-2/" → "home-2". */
export const word = (path: string) => path.replace(/^\/|\/$/g, "")

/** The first product home becomes the home page (--keep); the other homes go. */
export const kept = productHomes[0]!.path
export const goneHomes = routes.filter((route) => route.group === "home" && route.path !== "/").map((r) => r.path)
/** The last numbered variant of an inner page (a second FAQ, a third contact page) goes. */
export const inner = routes.filter((route) => route.group !== "home" && /-\d+\/$/.test(route.path)).at(-1)!.path
/** The last language goes; the others stay. */
export const language = prefixedLocales.at(-1)!
export const languagesLeft = prefixedLocales.filter((code) => code !== language)

/** The page added, at an address the site does not have yet, in English and the first language left. */
const slug = ["integrations", "integrations-added", "scenario-page"].find(
  (name) => !routes.some((route) => route.path === `/${name}/`),
)!
export const added = { slug, path: `/${slug}/`, language: languagesLeft[0] }

export const removeArgs = ["scripts/remove.ts", "--keep", word(kept), word(inner), language]
export const addArgs = ["scripts/add.ts", "page", slug, ...(added.language ? ["--languages", added.language] : [])]

/** A page's path in a language, whatever the checkout's routes say of it (the added page is not among them). */
export const inLanguage = (code: string, path: string) => (code === "en" ? path : `/${code}${path}`)

/** The module of src/data/homes/ a home's route file reads its copy and brand from, and what it says. */
export function homeBrand(path: string): { module: string; accent: string; mark: string } {
  const routeSource = readFileSync(join(root, `src/pages/${word(path)}.astro`), "utf8")
  const module = /from "#\/data\/homes\/([\w-]+)\.ts"/.exec(routeSource)?.[1]
  if (!module) throw new Error(`src/pages/${word(path)}.astro imports no module of src/data/homes/`)
  const text = readFileSync(join(root, `src/data/homes/${module}.ts`), "utf8")
  const accent = /\baccent: "([\w-]+)"/.exec(text)?.[1]
  const mark = /\bmark: "([\w-]+)"/.exec(text)?.[1]
  if (!accent || !mark) throw new Error(`src/data/homes/${module}.ts names no accent or mark`)
  return { module, accent, mark }
}

// ── The buyer's own content ──

const category = Object.keys(blogCategories)[0]!
const author = Object.keys(blogAuthors)[0]!
const tag = blogTags[0]

export const newPost = {
  slug: "fixture-new-post",
  title: "The post the buyer just added",
  sentence: "Quillwort meadows bloom twice in a rainy summer.",
  // Letters no sample page uses: the web fonts are cut to the built text, so they must follow it.
  newLetters: "Zoë’s crème brûlée costs ½ the price at the Straße café.",
  coverAlt: "A flat teal square",
}

/** A post's file: a complete frontmatter with `fields` over it. */
export const postFile = (
  fields: Record<string, string>,
  body = "A fixture paragraph.\n\n## A heading\n\n- a list item\n",
) =>
  `---\n${Object.entries({
    title: "Fixture post",
    excerpt: "A post the buyer adds to the blog, with a photo of their own as its cover.",
    author,
    date: "2099-01-01",
    category,
    tags: `[${tag}]`,
    cover: "./fixture-cover.png",
    coverAlt: `"${newPost.coverAlt}"`,
    ...fields,
  })
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n\n${body}`

export const draft = { slug: "fixture-unfinished-draft", title: "An unfinished draft nobody may see" }

export const job = {
  slug: "fixture-job",
  title: "Staff Engineer",
  salaryLabel: "€95–120K a year",
  fields: [
    "title: Staff Engineer",
    "description: Lead our platform team.",
    "category: Development",
    "type: Contract",
    "location: Berlin, Germany",
    "salary: { min: 95000, max: 120000, currency: EUR }",
    "posted: 2099-01-01",
    "closes: 2099-03-01",
    "order: 99",
    "experience: 8+ years",
    "details: [About the role.]",
    "responsibilities: [Design the platform.]",
    "requirements: [Experience.]",
    "skills: [TypeScript]",
  ],
}

/** A job's words in another language: each language's file holds the words only (the figures are the English file's). */
const jobWords: Record<string, string[]> = {
  de: [
    "title: Staff Engineer (m/w/d)",
    "description: Leiten Sie unser Plattform-Team.",
    "location: Berlin, Deutschland",
    "experience: 8+ Jahre",
    "details: [Über die Rolle.]",
    "responsibilities: [Die Plattform entwerfen.]",
    "requirements: [Erfahrung.]",
    "skills: [TypeScript]",
  ],
  ar: [
    "title: مهندس أول",
    "description: قُد فريق المنصّة لدينا.",
    "location: برلين، ألمانيا",
    "experience: 8 سنوات أو أكثر",
    "details: [عن الدور.]",
    "responsibilities: [تصميم المنصّة.]",
    "requirements: [الخبرة.]",
    "skills: [TypeScript]",
  ],
}

/** The job's translation into a language: its prepared words, or the English ones marked with the language's code. */
export function jobTranslation(code: string): { title: string; file: string } {
  const lines =
    jobWords[code] ??
    job.fields
      .filter((line) =>
        /^(title|description|location|experience|details|responsibilities|requirements|skills):/.test(line),
      )
      .map((line) => (line.startsWith("title:") ? `${line} (${code})` : line))
  const title = String((parse(lines.join("\n")) as { title: string }).title)
  return { title, file: lines.join("\n") }
}

/** The published posts of the checkout, as the build counts them (drafts aside). */
export const publishedPosts = () =>
  readdirSync(join(root, "src/content/blog"))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => readFileSync(join(root, "src/content/blog", file), "utf8"))
    .map((source) => parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as { draft?: boolean })
    .filter((data) => data.draft !== true).length

/** Writes the buyer's content into the copy's src/content: a post with its photo, a draft and a translated job. */
export async function writeContent(copy: string): Promise<void> {
  const content = join(copy, "src/content")
  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer()
  writeFileSync(join(content, "blog/fixture-cover.png"), cover)
  writeFileSync(
    join(content, `blog/${newPost.slug}.mdx`),
    postFile({ title: `"${newPost.title}"` }, `${newPost.sentence} ${newPost.newLetters}\n\n## More\n\n- one\n`),
  )
  writeFileSync(
    join(content, `blog/${draft.slug}.mdx`),
    postFile({ title: `"${draft.title}"`, draft: "true", date: "2099-02-01" }),
  )
  writeFileSync(join(content, `jobs/${job.slug}.yaml`), job.fields.join("\n"))
  for (const code of languagesLeft)
    writeFileSync(join(content, `jobs/${code}/${job.slug}.yaml`), jobTranslation(code).file)
}

// ── The rebrand ──

/** What the buyer's brand becomes: every value differs from the shipped one. */
export const next = {
  name: "Northwave Labs",
  shortName: "Northwave",
  // Under a sub-path: every link, asset, feed and host rule must carry /studio/.
  url: "https://northwave.example.org/studio/",
  // The kept home's mark: the removal keeps it, and it is not the site's.
  mark: homeBrand(kept).mark === brand.mark ? undefined : homeBrand(kept).mark,
  // Red at the same lightness keeps white text on the accent above 4.5:1, as the README asks.
  hue: 25,
  // Installed already (the Arabic pages' face), so the copy needs no new package. Its static files stop
  // at 700: the share images draw their 800 titles in 700.
  heading: {
    family: "Readex Pro",
    package: "@fontsource-variable/readex-pro",
    static: "@fontsource/readex-pro",
    weight: "160 700",
  },
}
export const basePath = new URL(next.url).pathname

/**
 * The page the buyer keeps in English alone (its route loses `languages`): a page of every language
 * the menu or footer links, so the translated pages link it.
 */
const siteData = readFileSync(join(root, "src/data/site.ts"), "utf8")
export const narrowed = routes.find(
  (route) =>
    route.group === "utility" &&
    route.languages === "all" &&
    route.path !== "/404" &&
    siteData.includes(`"${route.path}"`),
)!.path

/**
 * The field the buyer adds at the end of the contact page's form: its name, type and autocomplete
 * token in the English file alone (src/content/pages/contact.yaml); each language's words give only its label.
 */
export const addedField = { name: "company", label: "Company", autoComplete: "organization" }
const fieldLabels: Record<string, string> = { de: "Firma", ar: "الشركة" }
export const fieldLabel = (code: string) => fieldLabels[code] ?? `${addedField.label} (${code})`

/** The files the buyer's edits touched, for their editor to format on saving. */
export const edited = new Set<string>()

/** Replaces `from` with `to` in a file of the copy, and fails if `from` is not there. */
function edit(copy: string, file: string, from: string | RegExp, to: string) {
  const path = join(copy, file)
  const text = readFileSync(path, "utf8")
  const changed = text.replace(from, to)
  if (changed === text) throw new Error(`${file}: found nothing to change for ${String(from)}`)
  writeFileSync(path, changed)
  edited.add(file)
}

/** The added page's link in the footer's first column: its title, and each language's word for it. */
const linkLabels: Record<string, string> = { de: "Integrationen", ar: "التكاملات" }
const addedTitle = slug.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase())
const linkLabel = (code: string) => (slug === "integrations" ? linkLabels[code] : undefined) ?? addedTitle

/**
 * README "Adding a page": the buyer gives the page its words in its other language (the command
 * starts it with the English name), and links it from the footer: an entry in src/data/site.ts,
 * its word in each dictionary.
 */
export function finishAddedPage(copy: string): void {
  if (added.language && linkLabel(added.language) !== addedTitle)
    edit(
      copy,
      `src/content/pages/${added.language}/${slug}.yaml`,
      new RegExp(`: "${addedTitle}"$`, "gm"),
      `: "${linkLabel(added.language)}"`,
    )
  edit(
    copy,
    "src/data/site.ts",
    /(export const footer = \{[\s\S]*?links: \[[\s\S]*?)(\n {6}\],)/,
    `$1\n        { label: "${addedTitle}", href: "${added.path}" },$2`,
  )
  for (const code of languagesLeft)
    edit(
      copy,
      `src/i18n/ui.${code}.ts`,
      /(\n {2}footer: \{[\s\S]*?links: \[[^\]]*?)(\s*\],)/,
      `$1, { label: "${linkLabel(code)}" }$2`,
    )
}

/** The README's rebrand steps, each where it says: site.ts, global.css, fonts.ts; and a page and a field. */
export function rebrand(copy: string): void {
  edit(copy, "src/config/site.ts", `name: "${brand.name}"`, `name: "${next.name}"`)
  edit(copy, "src/config/site.ts", `shortName: "${brand.shortName}"`, `shortName: "${next.shortName}"`)
  edit(copy, "src/config/site.ts", `legalName: "${brand.legalName}"`, `legalName: "${next.name}"`)
  if (next.mark) edit(copy, "src/config/site.ts", `mark: "${brand.mark}"`, `mark: "${next.mark}"`)
  edit(copy, "src/config/site.ts", `url: "${site.url}"`, `url: "${next.url}"`)
  // Both themes' value of the accent (light-dark(light, dark)) move to the new hue.
  edit(
    copy,
    "src/styles/global.css",
    /(:root\s*\{[^}]*?--brand:\s*light-dark\(oklch\([\d.]+\s+[\d.]+\s+)[\d.]+(\),\s*oklch\([\d.]+\s+[\d.]+\s+)[\d.]+/,
    `$1${next.hue}$2${next.hue}`,
  )
  const { family, package: pkg, static: fixed, weight } = next.heading
  edit(
    copy,
    "src/config/fonts.ts",
    /heading: \{[^}]*\}/,
    `heading: {\n    family: "${family}",\n    package: "${pkg}",\n    static: "${fixed}",\n    weight: "${weight}",\n  }`,
  )
  // A page in fewer languages: its route's declaration alone (here none but English).
  edit(copy, "src/lib/routes.ts", new RegExp(`(path: "${narrowed}"[^}]*?), languages: "all"`), "$1")
  // A field added to an English form: its name, type and autocomplete in the English file, its
  // kind and label in each language's words (the list's last field, before the form's submit button).
  const { name, label, autoComplete } = addedField
  const contactForm = /(\n {6}submit: )/
  edit(
    copy,
    "src/content/pages/contact.yaml",
    contactForm,
    `\n        - kind: field\n          name: ${name}\n          label: ${label}\n          autoComplete: ${autoComplete}$1`,
  )
  for (const code of languagesLeft)
    edit(
      copy,
      `src/content/pages/${code}/contact.yaml`,
      contactForm,
      `\n        - kind: field\n          label: ${fieldLabel(code)}$1`,
    )
}

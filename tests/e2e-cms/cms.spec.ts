/**
 * The content editor (/admin/, Sveltia CMS) in a real browser, in the local-repository workflow an
 * editor without a GitHub account uses: the editor's own UI, unmocked, on a copy of src/content
 * (the folder picker answers with that copy in the Origin Private File System: opfs.ts). What it
 * saves is read back to disk, into the folder tests/support/edited-content.ts names; the configured
 * build (tests/e2e-configured) is built from that folder, which checks every entry against the
 * collections' real schemas, and its pages must show the edits (editor-content.spec.ts there).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"

import { expect, test, type Locator, type Page } from "@playwright/test"
import sharp from "sharp"
import { parse } from "yaml"

import { people } from "#/data/people.ts"
import { basePath } from "#/lib/url.ts"
import type { PageContent } from "#/page-schema.ts"
import {
  addedQuestion,
  editedRepository,
  featuredJob,
  job,
  jobFile,
  marketedPage,
  post,
  projectFile,
  translatedPage,
} from "../support/edited-content"
import { fillOpfs, filesUnder, pickOpfsFolder, readOpfs } from "./opfs"

const root = join(import.meta.dirname, "../..")
/** A photo as a camera hands it over: a JPEG, large enough for every cover size. */
const photoBytes = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: "#b45309" } })
  .jpeg()
  .toBuffer()

/** The copy of the repository the editor works on, and what it saved, on disk between the tests. */
const work = editedRepository

const saved: string[] = []

/** What went wrong on each page: a CSP violation, or a request to another origin. */
const problems = new WeakMap<Page, string[]>()

/**
 * Sveltia CMS 0.221's one known error, let through: after a save, its language switch reads each
 * language's validation, which it keeps only for the languages an entry has, so a page without a
 * translation (an English-only home) throws there. The save itself completes, as the tests check.
 */
const switchBug = (error: Error) =>
  error.message === "Cannot convert undefined or null to object" && /at Object\.values/.test(error.stack ?? "")

async function openEditor(page: Page) {
  const seen: string[] = []
  problems.set(page, seen)
  page.on("pageerror", (error) => {
    if (!switchBug(error)) seen.push(`error: ${error.message}`)
  })
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(`CSP: ${message.text()}`)
  })
  page.on("request", (request) => {
    // The suite serves the build on 127.0.0.1 (playwright.config.ts).
    if (!/^(blob:|data:)/.test(request.url()) && new URL(request.url()).hostname !== "127.0.0.1")
      seen.push(`request to another origin: ${request.url()}`)
  })
  await pickOpfsFolder(page)
  await page.goto(`${basePath}admin/`)
  await fillOpfs(page, filesUnder(work, "src/content"))
  await page.getByRole("button", { name: /local repository/i }).click()
  await expect(page.getByRole("treeitem", { name: /^Blog posts/ })).toBeVisible()
}

/** Writes what the editor saved back into the copy on disk; the editor broke no rule meanwhile. */
async function keep(page: Page) {
  expect(problems.get(page)).toEqual([])
  for (const [path, bytes] of Object.entries(await readOpfs(page))) {
    const file = join(work, path)
    if (existsSync(file) && readFileSync(file).equals(bytes)) continue
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, bytes)
    saved.push(path)
  }
}

/** Picks `option` in the editor's drop-down `name`. */
async function choose(page: Page, name: string, option: string) {
  await expect(page.getByRole("listbox")).toHaveCount(0)
  await page.getByRole("combobox", { name }).click()
  const listbox = page.getByRole("listbox")
  await listbox.getByRole("option", { name: option, exact: true }).click()
  await expect(listbox).toHaveCount(0)
}

/** Scrolls the edit pane until `target` is there: the editor draws the fields further down as they come into view. */
async function scrollTo(page: Page, target: Locator) {
  for (let step = 0; step < 30 && (await target.count()) === 0; step++) {
    await page.mouse.move(300, 400)
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(100)
  }
  await target.first().scrollIntoViewIfNeeded()
}

/**
 * Save is refused: the editor says a field has an error, and its list of errors names the field and
 * why (a page's fields, each in its language, are listed there rather than under the field).
 */
async function refused(page: Page, field: string, why: RegExp) {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByRole("alert").filter({ hasText: /has an error|have errors/ })).toBeVisible()
  await page.getByRole("button", { name: "Show Errors" }).click()
  const listed = page.getByRole("group", { name: "Validation" }).getByRole("button", { name: field })
  await expect(listed.getByRole("alert").filter({ hasText: why })).toBeVisible()
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByRole("status").filter({ hasText: /saved|created|updated/i })).toBeVisible()
}

test.describe.configure({ mode: "serial" })
// A fresh copy of the content each run: what an earlier run saved must not be built as this one's.
test.beforeAll(() => {
  rmSync(work, { recursive: true, force: true })
  cpSync(join(root, "src/content"), join(work, "src/content"), { recursive: true })
})
// Tall enough for a whole entry's fields: the editor draws fields as they come into view.
test.use({ viewport: { width: 1280, height: 2400 } })

test("an editor writes a post with a callout, and it is saved as the post page reads it", async ({ page }) => {
  await openEditor(page)
  await page.getByRole("button", { name: "New" }).click()
  // The editor announces the new entry once its form is set up; typed into before that, a field can
  // be reset (on a busy machine the title came out empty and the save was refused).
  await expect(page.getByRole("status").filter({ hasText: /creating a new entry/i })).toBeVisible()
  // Even then the form can be set up once more after the first keys (seen on a clean clone's CI: the
  // title came out empty): filled again until both fields hold their text.
  const title = page.getByRole("textbox", { name: "Title" })
  const excerpt = page.getByRole("textbox", { name: "Excerpt" })
  await expect(async () => {
    if ((await title.inputValue()) !== post.title) await title.fill(post.title)
    if ((await excerpt.inputValue()) !== post.excerpt) await excerpt.fill(post.excerpt)
    await expect(title).toHaveValue(post.title, { timeout: 1_000 })
    await expect(excerpt).toHaveValue(post.excerpt, { timeout: 1_000 })
  }).toPass()
  await choose(page, "Author", people[post.author].name)
  await page.getByRole("textbox", { name: "Date", exact: true }).fill("2026-11-20")
  await page.getByRole("radio", { name: post.category }).check()
  for (const tag of post.tags) await choose(page, "Tags", tag)
  await choose(page, "Cover", post.cover)
  // The photo, uploaded from the field's image browser.
  const photoField = page.locator('section.field[data-key-path="coverPhoto"]')
  await photoField.getByRole("button", { name: "Browse" }).click()
  const browser = page.getByRole("dialog", { name: "Select Image" })
  const chooser = page.waitForEvent("filechooser")
  await browser.getByRole("button", { name: "Upload" }).click()
  await (await chooser).setFiles({ name: post.photo.name, mimeType: "image/jpeg", buffer: photoBytes })
  await expect(browser.getByRole("option", { name: post.photo.saved })).toHaveAttribute("aria-selected", "true")
  await browser.getByRole("button", { name: "Insert" }).click()
  await expect(photoField.getByRole("button", { name: "Remove Image" })).toBeVisible()
  await page.getByRole("textbox", { name: "Cover description" }).fill(post.photo.alt)

  const body = page.locator('section.field[data-key-path="body"]')
  await scrollTo(page, body)
  const editor = body.getByRole("textbox", { name: "Text" }).first()
  await editor.click()
  await page.keyboard.type(post.text)
  await page.keyboard.press("Enter")
  await body.getByRole("button", { name: "Insert" }).first().click()
  await page.getByRole("menuitem", { name: "Callout" }).click()
  const callout = body.getByRole("group", { name: "Callout" })
  // Each field takes the keys only once it has the focus (a busy machine's first click can land
  // before the block's editor is ready, and the keys went nowhere): typed, then read back.
  const typeInto = async (field: Locator, text: string) => {
    await expect(async () => {
      await field.click({ force: true })
      await expect(field).toBeFocused({ timeout: 2_000 })
    }).toPass()
    await page.keyboard.type(text)
    await expect
      .poll(() => field.evaluate((el) => (el instanceof HTMLInputElement ? el.value : (el.textContent ?? ""))))
      .toContain(text)
  }
  await typeInto(callout.getByRole("textbox", { name: "Title" }), post.callout.title)
  await callout.getByRole("radio", { name: "tip" }).click({ force: true })
  await typeInto(callout.getByRole("textbox", { name: "Text" }), post.callout.text)
  // The block's text reaches the entry when its field loses the focus: saved with the focus still
  // inside, the callout was written empty (Chromium 150).
  await excerpt.click()

  await save(page)
  await keep(page)

  const file = `src/content/blog/${post.slug}.mdx`
  expect(saved).toContain(file)
  const source = readFileSync(join(work, file), "utf8")
  const [, frontmatter = "", mdx = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? []
  expect(parse(frontmatter)).toMatchObject({
    title: post.title,
    author: post.author,
    category: post.category,
    tags: post.tags,
    cover: post.cover,
    coverPhoto: `./images/${post.photo.saved}`,
    coverAlt: post.photo.alt,
  })
  // The photo itself, beside the posts, as uploaded.
  expect(readFileSync(join(work, "src/content/blog/images", post.photo.saved)).equals(photoBytes)).toBe(true)
  expect(frontmatter).toMatch(/^date: 2026-11-20$/m)
  expect(mdx).toContain(post.text)
  expect(mdx).toContain(`<Callout type="tip" title="${post.callout.title}">\n\n${post.callout.text}\n\n</Callout>`)
})

test("an editor changes a job in English and its title in German, and unpublishes a project", async ({ page }) => {
  const jobPath = `src/content/jobs/${jobFile}.yaml`
  const germanPath = `src/content/jobs/de/${jobFile}.yaml`
  const before = parse(readFileSync(join(work, jobPath), "utf8")) as Record<string, unknown>
  const germanBefore = parse(readFileSync(join(work, germanPath), "utf8")) as Record<string, unknown>
  const project = parse(readFileSync(join(work, `src/content/projects/${projectFile}.yaml`), "utf8")) as {
    title: string
  }
  await openEditor(page)

  await page.getByRole("treeitem", { name: /^Jobs/ }).click()
  await page.getByRole("row", { name: String(before.title) }).click()
  const english = page.getByRole("group", { name: /^Edit .English. Content$/ })
  await english.getByRole("textbox", { name: "Title" }).fill(job.title)
  await english.getByRole("spinbutton", { name: "Max" }).fill(String(job.salary))
  await english.getByRole("radio", { name: "German" }).click()
  const german = page.getByRole("group", { name: /^Edit .German. Content$/ })
  await german.getByRole("textbox", { name: "Title" }).fill(job.germanTitle)
  await save(page)

  await page.getByRole("treeitem", { name: /^Portfolio projects/ }).click()
  await page.getByRole("row", { name: project.title }).click()
  await page.getByRole("switch", { name: "Draft" }).check()
  await save(page)
  await keep(page)

  const after = parse(readFileSync(join(work, jobPath), "utf8")) as Record<string, unknown>
  // The editor writes the schema's defaults out (draft: false, per: year): the same job to the site.
  expect(after).toEqual({
    draft: false,
    ...before,
    title: job.title,
    salary: { per: "year", ...(before.salary as object), max: job.salary },
  })
  // Dates stay unquoted YAML dates, which the schema reads as dates.
  expect(readFileSync(join(work, jobPath), "utf8")).toMatch(/^posted: \d{4}-\d{2}-\d{2}$/m)
  // The German file keeps only the translated words: nothing the English file holds alone.
  const germanAfter = parse(readFileSync(join(work, germanPath), "utf8")) as Record<string, unknown>
  expect(germanAfter).toEqual({ ...germanBefore, title: job.germanTitle })
  expect(saved).toContain(`src/content/projects/${projectFile}.yaml`)
  expect(readFileSync(join(work, `src/content/projects/${projectFile}.yaml`), "utf8")).toMatch(/^draft: true$/m)
})

test("an editor picks another job for /career-details/, saved as its slug in the settings file", async ({ page }) => {
  const file = "src/content/settings/featured.yaml"
  const before = parse(readFileSync(join(work, file), "utf8")) as Record<string, unknown>
  const other = parse(readFileSync(join(work, `src/content/jobs/${featuredJob}.yaml`), "utf8")) as { title: string }
  await openEditor(page)

  await page.getByRole("treeitem", { name: /^Settings/ }).click()
  await page.getByRole("row", { name: /Featured items/ }).click()
  // The project the previous test made a draft is not offered: it has no page to feature.
  const drafted = parse(readFileSync(join(work, `src/content/projects/${projectFile}.yaml`), "utf8")) as {
    title: string
    draft?: boolean
  }
  expect(drafted.draft).toBe(true)
  await page.getByRole("combobox", { name: "Project" }).click()
  const projects = page.getByRole("listbox")
  await expect(projects.getByRole("option").first()).toBeVisible()
  await expect(projects.getByRole("option", { name: drafted.title, exact: true })).toHaveCount(0)
  await page.keyboard.press("Escape")
  await choose(page, "Job", other.title)
  await save(page)
  await keep(page)

  expect(saved).toContain(file)
  expect(parse(readFileSync(join(work, file), "utf8"))).toEqual({ ...before, job: featuredJob })
})

test("a marketer changes a page's headline, a price, a footer link and its sections' order, and a bad price is refused", async ({
  page,
}) => {
  const file = `src/content/pages/${marketedPage.file}.yaml`
  const before = parse(readFileSync(join(work, file), "utf8")) as PageContent
  const pricingAt = before.sections.findIndex((section) => section.type === "pricing")
  const pricing = before.sections[pricingAt] as Extract<PageContent["sections"][number], { type: "pricing" }>
  const planAt = Math.max(
    0,
    pricing.plans.findIndex((plan) => plan.highlighted),
  )
  const heroAt = before.sections.findIndex((section) => section.type === "hero")
  expect(pricingAt, "a page with a hero above its pricing").toBeGreaterThan(heroAt + 1)
  await openEditor(page)

  await page.getByRole("treeitem", { name: /^Pages/ }).click()
  await page.getByRole("row", { name: before.meta.title }).click()
  const sections = page.getByRole("group", { name: /Sections.+Field/ })
  // Reordered by keyboard: the pricing's handle, one place up.
  await sections.getByRole("button", { name: "Reorder Item" }).nth(pricingAt).focus()
  await page.keyboard.press("ArrowUp")
  const pricingNow = pricingAt - 1

  await sections.getByRole("button", { name: "Expand", exact: true }).nth(pricingNow).click()
  const plans = sections.getByRole("group", { name: /Plans.+Field/ })
  await plans.getByRole("button", { name: "Expand", exact: true }).nth(planAt).click()
  const monthly = plans.getByRole("textbox", { name: "Monthly", exact: true })
  // Drawn as it comes into view: a page's fields above the sections (its banner) push it down.
  await scrollTo(page, monthly)
  await expect(monthly).toHaveValue(
    ("monthly" in pricing.plans[planAt]!.price && pricing.plans[planAt]!.price.monthly) || "",
  )
  // A price without its figure is refused on save: the editor names the field and says why.
  await monthly.fill(marketedPage.notAPrice)
  await refused(page, "Monthly", /written with its figure/)
  await monthly.fill(marketedPage.monthly)

  await sections.getByRole("button", { name: "Expand", exact: true }).nth(heroAt).click()
  const headline = sections.getByRole("textbox", { name: "Title", exact: true }).first()
  await expect(headline).toHaveValue((before.sections[heroAt] as { title: string }).title)
  // An empty headline is refused too: a page needs its h1.
  await headline.fill("")
  await refused(page, "Title", /required/i)
  await headline.fill(marketedPage.headline)

  const columns = page.getByRole("group", { name: /Footer.+Field/ }).getByRole("group", { name: /Columns.+Field/ })
  await columns.getByRole("button", { name: "Expand", exact: true }).first().click()
  const links = columns.getByRole("group", { name: /Links.+Field/ })
  await links.getByRole("button", { name: "Expand", exact: true }).first().click()
  await links.getByRole("textbox", { name: "Label", exact: true }).fill(marketedPage.footerLink)

  await save(page)
  await keep(page)

  expect(saved).toContain(file)
  const after = parse(readFileSync(join(work, file), "utf8")) as PageContent
  const order = before.sections.map((section) => section.id)
  order.splice(pricingNow, 0, ...order.splice(pricingAt, 1))
  expect(after.sections.map((section) => section.id)).toEqual(order)
  const afterPricing = after.sections[pricingNow] as typeof pricing
  expect(afterPricing.plans[planAt]?.price).toMatchObject({ monthly: marketedPage.monthly })
  expect(after.sections[heroAt]).toMatchObject({ title: marketedPage.headline })
  expect(after.footer?.columns[0]?.links[0]?.label).toBe(marketedPage.footerLink)
  // Nothing else changed: the file reads as before but for the four edits.
  const expected = structuredClone(before)
  expected.sections.splice(pricingNow, 0, ...expected.sections.splice(pricingAt, 1))
  ;(expected.sections[pricingNow] as typeof pricing).plans[planAt]!.price = afterPricing.plans[planAt]!.price
  ;(expected.sections[heroAt] as { title: string }).title = marketedPage.headline
  expected.footer!.columns[0]!.links[0]!.label = marketedPage.footerLink
  // The editor writes a switch left off as false, which every component reads as off.
  expect(withoutFalse(after)).toEqual(withoutFalse(expected))
})

test("a marketer adds a question to the FAQ and translates it into each language; a question left empty is refused", async ({
  page,
}) => {
  const { topic, words } = addedQuestion
  const file = (language: string) => `src/content/questions/${language === "en" ? "" : `${language}/`}${topic}.yaml`
  type Topic = { name?: string; items: { question: string; answer: string[] }[] }
  const read = (language: string) => parse(readFileSync(join(work, file(language)), "utf8")) as Topic
  // English first (the topic's own file), then each language the question is written in.
  const codes = Object.keys(words) as (keyof typeof words)[]
  const before = Object.fromEntries(codes.map((code) => [code, read(code)])) as Record<(typeof codes)[number], Topic>
  // The editor names each language in English ("German"), as Intl does.
  const names = new Intl.DisplayNames("en", { type: "language" })
  await openEditor(page)

  await page.getByRole("treeitem", { name: /^FAQ questions/ }).click()
  await page.getByRole("row", { name: read("en").name }).click()
  for (const code of codes) {
    const language = names.of(code) ?? code
    if (code !== "en")
      await page
        .getByRole("group", { name: /^Edit .+ Content$/ })
        .getByRole("radio", { name: language })
        .click()
    const items = page
      .getByRole("group", { name: new RegExp(`^Edit .${language}. Content$`) })
      .getByRole("group", { name: /Items.+Field/ })
    await items.getByRole("button", { name: /^Add .Items.$/ }).click()
    const added = items.getByRole("group", { name: /Question.+Field/ }).last()
    const question = added.getByRole("textbox", { name: "Question" })
    const answers = items.getByRole("group", { name: /Answer.+Field/ }).last()
    await answers.getByRole("button", { name: /^Add .Answer.$/ }).click()
    await answers.getByRole("textbox").last().fill(words[code].answer)
    if (code === "en") {
      // A question without its words is refused on save, and the field says why.
      await page.getByRole("button", { name: "Save", exact: true }).click()
      await expect(question).toHaveAttribute("aria-invalid", "true")
    }
    await question.fill(words[code].question)
  }
  await save(page)
  await keep(page)

  // Each file holds its language's question at the end, and nothing else changed.
  for (const code of codes) {
    expect(saved).toContain(file(code))
    const { question, answer } = words[code]
    expect(read(code)).toEqual({ ...before[code], items: [...before[code].items, { question, answer: [answer] }] })
  }
})

test("a translator changes a page's German words, and a section moved in English keeps them", async ({ page }) => {
  const { file: name, language, banner, title } = translatedPage
  const file = (code: string) => `src/content/pages/${code === "en" ? "" : `${code}/`}${name}.yaml`
  type Words = { meta: { title: string }; banner?: { title: string }; sections: { title?: string }[] }
  const read = (code: string) => parse(readFileSync(join(work, file(code)), "utf8")) as Words
  const codes = [
    "en",
    ...readdirSync(join(work, "src/content/pages")).filter((code) => existsSync(join(work, file(code)))),
  ]
  const before = Object.fromEntries(codes.map((code) => [code, read(code)]))
  expect(before.en!.sections.length, "a page of two sections or more").toBeGreaterThan(1)
  const names = new Intl.DisplayNames("en", { type: "language" })
  const pane = (code: string) => page.getByRole("group", { name: new RegExp(`^Edit .${names.of(code)}. Content$`) })
  await openEditor(page)

  await page.getByRole("treeitem", { name: /^Pages/ }).click()
  await page.getByRole("row", { name: before.en!.meta.title }).click()
  // In English, the second section moves first, by keyboard.
  const sections = (code: string) => pane(code).getByRole("group", { name: /Sections.+Field/ })
  await sections("en").getByRole("button", { name: "Reorder Item" }).nth(1).focus()
  await page.keyboard.press("ArrowUp")

  // In German, the translator writes the banner's title and the first section's.
  await page
    .getByRole("group", { name: /^Edit .+ Content$/ })
    .getByRole("radio", { name: names.of(language) })
    .click()
  await pane(language)
    .getByRole("group", { name: /Title banner.+Field/ })
    .getByRole("textbox", { name: "Title", exact: true })
    .fill(banner)
  await sections(language).getByRole("button", { name: "Expand", exact: true }).first().click()
  await sections(language).getByRole("textbox", { name: "Title", exact: true }).first().fill(title)
  await save(page)
  await keep(page)

  // The English file has the new order; a translation keeps its own, matched to English's by kind,
  // and the German file has its new words.
  const english = read("en").sections.map((section) => section.title)
  const old = before.en!.sections.map((section) => section.title)
  expect(english).toEqual([old[1], old[0], ...old.slice(2)])
  const german = read(language)
  expect(german.banner?.title).toBe(banner)
  expect(german.sections.map((section) => section.title)).toEqual([
    title,
    ...before[language]!.sections.slice(1).map((section) => section.title),
  ])
})

/** A copy without the fields that are false, at any depth. */
function withoutFalse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFalse)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== false)
      .map(([key, item]) => [key, withoutFalse(item)]),
  )
}

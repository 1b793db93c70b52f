/**
 * The forms of every page in every language, read from the build: each one that sends is set up as
 * src/data/forms.ts says (with no endpoint, method="dialog": nothing leaves the browser), keeps the
 * browser's own validation until its script takes over, and gives every control a label and the
 * error line the form-status island writes into. The contact, quote and account forms carry the
 * fields of their page's copy, in its language.
 *
 * What only the script does (the messages, the focus, the status line, the requests not made) is
 * checked once per form component in the browser: contact.spec.ts (the contact and quote form, on
 * /quote/), forms.spec.ts (the account form, on /sign-up/), coming-soon.spec.ts (the newsletter box)
 * and career.spec.ts (the job application).
 */
import type { Cheerio, CheerioAPI } from "cheerio"
import type { Element } from "domhandler"
import { expect, test } from "vitest"

import type { ContactFormProps } from "#/components/sections/contact-form.tsx"
import type { AuthFormProps } from "#/components/sections/auth-form.tsx"
import { formFor } from "#/data/forms.ts"
import { localePath, pageLocales, type Locale } from "#/i18n/locales.ts"
import { formNameField, honeypotField, type FormKind } from "#/lib/forms.ts"
import { href } from "#/lib/url.ts"
import { contactPageIn } from "../support/contact-pages"
import { needsRoutes } from "../support/needs"
import { pageIn, sectionsOf } from "../support/page-files"
import { nameOf, oneByRole, reachable, byRole } from "./dom"
import { hasPage, page, pages, Problems, text, type BuiltPage } from "./pages"

/** The forms of a page that send something (they carry their kind in the form-name field). */
function sendingForms(built: BuiltPage): { form: Cheerio<Element>; kind: FormKind }[] {
  return built
    .$("form")
    .toArray()
    .flatMap((form) => {
      const kind = built.$(form).find(`input[type=hidden][name="${formNameField}"]`).attr("value")
      return kind ? [{ form: built.$(form), kind: kind as FormKind }] : []
    })
}

/** The controls a visitor fills in: not the hidden fields, not the anti-spam one. */
const controlsOf = (form: Cheerio<Element>) =>
  form
    .find("input, textarea, select")
    .toArray()
    .filter((control) => control.attribs.type !== "hidden" && control.attribs.name !== honeypotField)

/** What to call a form in a problem line. */
const formName = ($: CheerioAPI, form: Cheerio<Element>, kind: string) =>
  `the ${kind} form "${text(form.attr("aria-label") ?? $(`[id="${form.attr("aria-labelledby")}"]`).text())}"`

test("every form that sends is set up as src/data/forms.ts says, and validates natively until its script runs", () => {
  const problems = new Problems()
  let forms = 0
  for (const built of pages()) {
    for (const { form, kind } of sendingForms(built)) {
      forms++
      const setup = formFor(kind)
      const what = formName(built.$, form, kind)
      for (const [name, value] of Object.entries(setup.attributes))
        if (form.attr(name) !== value) problems.add(built, `${what}: ${name}="${form.attr(name)}", not "${value}"`)
      // The service's hidden fields; a form may add its own (a job application names its job).
      for (const field of setup.hidden)
        if (form.find(`input[type=hidden][name="${field.name}"]`).attr("value") !== field.value)
          problems.add(built, `${what}: no hidden field ${field.name}="${field.value}"`)
      if (form.attr("novalidate") !== undefined)
        problems.add(built, `${what}: novalidate in the HTML (without JavaScript nothing would check the fields)`)
    }
  }
  expect(forms, "forms that send").toBeGreaterThan(0)
  expect(problems.lines, "form set-up").toEqual([])
})

test("every control of every form that sends has a label and an empty error line it is described by", () => {
  const problems = new Problems()
  for (const built of pages()) {
    const { $ } = built
    for (const { form, kind } of sendingForms(built)) {
      const what = formName($, form, kind)
      for (const control of controlsOf(form)) {
        const name = control.attribs.name ?? ""
        const label = nameOf($, control)
        if (!label) problems.add(built, `${what}: ${name} has no label`)
        const id = control.attribs.id
        if (id && $(`[id="${id}"]`).length !== 1) problems.add(built, `${what}: the id ${id} is not unique on the page`)
        const described = (control.attribs["aria-describedby"] ?? "").split(/\s+/).filter(Boolean)
        for (const ref of described)
          if (form.find(`[id="${ref}"]`).length !== 1)
            problems.add(built, `${what}: ${name} is described by #${ref}, which the form does not hold`)
        const error = described.find((ref) => ref.endsWith("-error"))
        const line = error ? form.find(`[id="${error}"]`) : undefined
        if (!line?.length) problems.add(built, `${what}: ${name} is described by no error line`)
        else if (line.attr("data-error-for") !== name)
          problems.add(
            built,
            `${what}: #${error} is the error line of "${line.attr("data-error-for")}", not of ${name}`,
          )
        else if (text(line.text())) problems.add(built, `${what}: #${error} is not empty before anything was sent`)
      }
    }
  }
  expect(problems.lines, "labels and error lines").toEqual([])
})

test("every newsletter box asks for an email address, required, with the browser's email autofill", () => {
  const problems = new Problems()
  let boxes = 0
  for (const built of pages())
    for (const { form } of sendingForms(built).filter(({ kind }) => kind === "newsletter")) {
      boxes++
      const controls = controlsOf(form)
      const [email] = controls
      if (controls.length !== 1 || !email) problems.add(built, `a newsletter form has ${controls.length} controls`)
      else if (
        email.attribs.type !== "email" ||
        email.attribs.autocomplete !== "email" ||
        !("required" in email.attribs)
      )
        problems.add(
          built,
          `the newsletter box is type=${email.attribs.type} autocomplete=${email.attribs.autocomplete}${"required" in email.attribs ? "" : ", not required"}`,
        )
    }
  // The footer's box is on every page with the studio's footer.
  expect(boxes, "newsletter boxes").toBeGreaterThan(pages().length / 2)
  expect(problems.lines, "newsletter boxes").toEqual([])
})

/** Each language's version of a page that the build has. */
const versions = (path: string) =>
  pageLocales(path)
    .map((locale) => ({ locale, path: localePath(locale, path) }))
    .filter((version) => hasPage(version.path))

/** A form's control found by its label, as getByLabel does: exactly one, or a problem. */
function controlByLabel(built: BuiltPage, form: Cheerio<Element>, label: string, problems: Problems) {
  const found = controlsOf(form).filter((control) => nameOf(built.$, control) === text(label))
  if (found.length !== 1) problems.add(built, `${found.length} controls labelled "${label}", not one`)
  return found[0]
}

/** The contact or quote form of a page in each of its languages holds the fields of that language's copy. */
function expectContactForm(path: string, formOf: (locale: Locale) => ContactFormProps) {
  const problems = new Problems()
  for (const version of versions(path)) {
    const built = page(version.path)
    const data = formOf(version.locale)
    const form = built.$(`form[aria-labelledby="${data.id}"]`)
    if (form.length !== 1) {
      problems.add(built, `${form.length} forms named by #${data.id}`)
      continue
    }
    // The asterisk is explained before the fields.
    const note = form.find("p").first()
    if (text(note.text()) !== text(data.labels.requiredNote) || note.nextAll().find("input, textarea").length === 0)
      problems.add(built, `the note "${data.labels.requiredNote}" is not the form's first line`)
    for (const field of data.fields) {
      if (field.kind === "choice") {
        const group = byRole(built.$, "group", { scope: form }).filter(
          (element) => text(built.$(element).children("legend").text()).replace(/\s*\*$/, "") === text(field.label),
        )
        const radios = group[0] ? built.$(group[0]).find("input[type=radio]").toArray() : []
        if (group.length !== 1) problems.add(built, `${group.length} groups with the legend "${field.label}"`)
        else if (
          JSON.stringify(radios.map((radio) => nameOf(built.$, radio))) !==
          JSON.stringify(field.options.map((option) => text(option.label)))
        )
          problems.add(built, `${field.label}: its radios are not the options of the copy`)
        else if (
          radios.some((radio) => radio.attribs.name !== field.name || "required" in radio.attribs !== !!field.required)
        )
          problems.add(
            built,
            `${field.label}: a radio is not named ${field.name} or not ${field.required ? "" : "un"}required`,
          )
        continue
      }
      const control = controlByLabel(built, form, field.label, problems)
      if (!control) continue
      if ("required" in control.attribs !== !!field.required)
        problems.add(built, `${field.label} is ${field.required ? "not " : ""}required`)
      const tag = field.type === "textarea" ? "textarea" : "input"
      if (control.name !== tag) problems.add(built, `${field.label} is a <${control.name}>, not an <${tag}>`)
      if (tag === "input" && control.attribs.type !== (field.type ?? "text"))
        problems.add(built, `${field.label} is type=${control.attribs.type}, not ${field.type ?? "text"}`)
      if (field.autoComplete && control.attribs.autocomplete !== field.autoComplete)
        problems.add(built, `${field.label}: autocomplete=${control.attribs.autocomplete}, not ${field.autoComplete}`)
    }
    if (byRole(built.$, "button", { name: text(data.submit), scope: form }).length !== 1)
      problems.add(built, `no button "${data.submit}"`)
  }
  expect(problems.lines, `${path}: the form of the copy`).toEqual([])
}

test("/contact/: the message form has the copy's fields, in every language", () => {
  needsRoutes("/contact/")
  expectContactForm("/contact/", (locale) => contactPageIn("contact", locale).form)
})

test("/contact-2/: the message form has the copy's fields, in every language", () => {
  needsRoutes("/contact-2/")
  expectContactForm("/contact-2/", (locale) => contactPageIn("contact-2", locale).form)
})

test("/contact-3/: the question form has the copy's fields, in every language", () => {
  needsRoutes("/contact-3/")
  expectContactForm("/contact-3/", (locale) => contactPageIn("contact-3", locale).form)
})

test("/quote/: the quote form has the copy's fields and budget range, then the steps that follow it, in every language", () => {
  needsRoutes("/quote/")
  expectContactForm("/quote/", (locale) => contactPageIn("quote", locale).form)
  const problems = new Problems()
  for (const version of versions("/quote/")) {
    const built = page(version.path)
    const nextSteps = contactPageIn("quote", version.locale).steps!
    const region = oneByRole(built.$, "region", { name: text(nextSteps.title) })
    const steps = byRole(built.$, "listitem", { scope: region }).map((item) => text(built.$(item).text()))
    if (
      steps.length !== nextSteps.steps.length ||
      nextSteps.steps.some((step, i) => !steps[i]?.includes(text(step.title)))
    )
      problems.add(built, `the next steps read ${JSON.stringify(steps)}`)
  }
  expect(problems.lines, "the steps after a quote request").toEqual([])
})

/** An account page's form in a language, as its content file gives it (src/content/pages/<name>.yaml). */
const accountForm = (name: string) => (locale: Locale) => sectionsOf(pageIn(name, locale), "auth")[0]!

/** An account form of a page in each of its languages: the copy's fields, box and links. */
function expectAuthForm(path: string, formOf: (locale: Locale) => AuthFormProps) {
  const problems = new Problems()
  for (const version of versions(path)) {
    const built = page(version.path)
    const data = formOf(version.locale)
    const form = built.$(`form[aria-labelledby="${data.id}"]`)
    if (form.length !== 1) {
      problems.add(built, `${form.length} forms named by #${data.id}`)
      continue
    }
    for (const field of data.fields) {
      const control = controlByLabel(built, form, field.label, problems)
      if (!control) continue
      const expected = {
        type: field.type ?? "text",
        autocomplete: field.autoComplete,
        required: field.required ? "" : undefined,
        minlength: field.minLength?.toString(),
      }
      const shown = {
        type: control.attribs.type,
        autocomplete: control.attribs.autocomplete,
        required: control.attribs.required,
        minlength: control.attribs.minlength,
      }
      if (JSON.stringify(shown) !== JSON.stringify(expected))
        problems.add(built, `${field.label}: ${JSON.stringify(shown)}, not ${JSON.stringify(expected)}`)
    }
    if (data.checkbox) {
      const box = form.find(`input[type=checkbox][name="${data.checkbox.name}"]`)
      if (box.length !== 1) problems.add(built, `no checkbox ${data.checkbox.name}`)
      else if ("required" in box[0]!.attribs !== !!data.checkbox.required)
        problems.add(built, `the ${data.checkbox.name} box is ${data.checkbox.required ? "not " : ""}required`)
    }
    const main = built.$("main")
    for (const link of [data.aside, data.footer.link].filter((link) => link !== undefined)) {
      const found = byRole(built.$, "link", { name: text(link.label), scope: main })
      if (found.length !== 1 || found[0]!.attribs.href !== href(link.href))
        problems.add(built, `the link "${link.label}" is not one link to ${href(link.href)}`)
    }
    if (byRole(built.$, "button", { name: text(data.submit), scope: form }).length !== 1)
      problems.add(built, `no button "${data.submit}"`)
  }
  expect(problems.lines, `${path}: the account form of the copy`).toEqual([])
}

test("/sign-in/: a real password field, credential autofill, and the ways to reset or sign up, in every language", () => {
  needsRoutes("/sign-in/")
  expectAuthForm("/sign-in/", accountForm("sign-in"))
  // Whatever the copy says: the box a password manager fills in.
  const problems = new Problems()
  for (const version of versions("/sign-in/")) {
    const built = page(version.path)
    const password = reachable(built.$, "main input[type=password]")
    if (password.length !== 1 || password.attr("autocomplete") !== "current-password")
      problems.add(built, "no one password field with autocomplete=current-password")
    if (reachable(built.$, "main input[autocomplete=email]").length !== 1)
      problems.add(built, "no one field with autocomplete=email")
  }
  expect(problems.lines, "the sign-in form").toEqual([])
})

test("/sign-up/: name, email, a new password of a minimum length and the terms box, in every language", () => {
  needsRoutes("/sign-up/")
  expectAuthForm("/sign-up/", accountForm("sign-up"))
})

test("/reset-password/: the email box and the way back to signing in, in every language", () => {
  needsRoutes("/reset-password/")
  expectAuthForm("/reset-password/", accountForm("reset-password"))
})

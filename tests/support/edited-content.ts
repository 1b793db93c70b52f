/**
 * What the content editor saved, shared by two suites: the editor suite (tests/e2e-cms) edits a copy
 * of src/content in Sveltia CMS and writes what it saves back here, and the configured build
 * (tests/e2e-configured) is built from this folder and checks that its pages show those edits.
 * The editor suite makes the copy afresh at its start; inside node_modules, so it is never committed.
 */
import { join } from "node:path"

import { covers } from "#/data/art.ts"
import { blogAuthors, blogCategories, blogTags } from "#/data/blog-taxonomy.ts"
import type { people } from "#/data/people.ts"

/** The repository the editor opens: its content sits under src/content, where the editor looks. */
export const editedRepository = join(import.meta.dirname, "../../node_modules/.cache/edited-content")

/** The content folder the editor saved to: CONTENT_DIR for a build of it. */
export const editedContent = join(editedRepository, "src/content")

/** The post the editor writes, with an uploaded photo as its cover and a callout in its text. */
export const post = {
  title: "Editing the site without a developer",
  slug: "editing-the-site-without-a-developer",
  excerpt: "How our editors publish posts, jobs and translations from the browser.",
  author: Object.keys(blogAuthors)[0] as keyof typeof people,
  category: Object.keys(blogCategories)[0]!,
  tags: blogTags.slice(0, 2),
  cover: Object.keys(covers)[0]!,
  /** The photo the editor uploads, which takes the art's place; the editor saves it under a URL-safe name. */
  photo: {
    name: "Team Workshop (1).JPG",
    saved: "team-workshop-1.jpg",
    alt: "Four people sorting sticky notes on a wall",
  },
  text: "Every save is a commit.",
  callout: { title: "Before you publish", text: "Preview the post first." },
}

/** A job with a German translation (its file name), and what the editor changes in it. */
export const jobFile = "product-designer"
export const job = { title: "Senior Product Designer", salary: 72000, germanTitle: "Senior Product Designer (m/w/d)" }
/** The job the editor features on /career-details/ instead (not the one it retitles). */
export const featuredJob = "client-partner"
/** A project the editor unpublishes (draft). */
export const projectFile = "ledgerly"

/**
 * A page whose copy is content (src/content/pages/<file>.yaml), and what a marketer changes in it:
 * the hero's headline, the recommended plan's monthly price, the first footer link's words, and
 * the pricing moved one place up.
 */
/**
 * A page in several languages (src/content/pages/<file>.yaml, de/, ar/): a marketer moves its
 * second section first in English, and a translator changes its German banner's title and the
 * moved section's German title.
 */
export const translatedPage = {
  file: "contact",
  path: "/contact/",
  language: "de",
  banner: "Schreiben Sie uns, rufen Sie an",
  title: "Erzählen Sie uns von Ihrem Projekt",
}

/** The question the marketer adds to the FAQ pages' general topic, in each of the site's languages. */
export const addedQuestion = {
  topic: "general",
  words: {
    en: {
      question: "Can we see work in progress before launch?",
      answer: "Yes. You get a private preview link from the first week, updated every time we ship a change.",
    },
    de: {
      question: "Können wir die Arbeit vor dem Launch sehen?",
      answer:
        "Ja. Ab der ersten Woche erhalten Sie einen privaten Vorschau-Link, der bei jeder Änderung aktualisiert wird.",
    },
    ar: {
      question: "هل يمكننا رؤية العمل قبل الإطلاق؟",
      answer: "نعم. تحصل على رابط معاينة خاص منذ الأسبوع الأول، يُحدَّث مع كل تغيير ننشره.",
    },
  },
} as const

export const marketedPage = {
  file: "home-7",
  path: "/home-7/",
  headline: "Hosting that stays online when your shop gets busy",
  monthly: "$17.49",
  notAPrice: "cheap",
  footerLink: "Hosting services and prices",
}

import type { ReactNode } from "react"

import { Container } from "#/components/ui/container.tsx"
import { Link } from "#/components/ui/link.tsx"
import { fillTemplate } from "#/lib/content/format.ts"

/** A block drawn from configuration after a section's paragraphs: the page passes it as a slot of that name. */
export type LegalBlock = "facts" | "processors" | "analytics" | "storage"

export type LegalSection = {
  /** The heading's id, stable in every language. */
  id: string
  title: string
  paragraphs?: readonly string[]
  items?: readonly string[]
  kind?: LegalBlock
}

/** The words every legal page shares, from the shell's words in the page's language. */
export type LegalDocumentLabels = {
  /** The table of contents' name. */
  contents: string
  /** "Last updated: {date}" */
  updated: string
}

export type LegalDocumentProps = {
  labels: LegalDocumentLabels
  /** The revision date: `date` for <time datetime>, `dateLabel` in the page's language. */
  date: { date: string; dateLabel: string }
  sections: readonly LegalSection[]
  /** The facts the words name ("{legalName}", "{email}"), filled into every paragraph and item. */
  values: Readonly<Record<string, string>>
} & Partial<Record<LegalBlock, ReactNode>>

/**
 * A legal page's text (privacy, terms, imprint, accessibility, cookies): numbered sections with
 * headings, paragraphs and lists, one column at reading width, and the blocks that come from
 * configuration (the company's facts, the processors, what is stored) where a section asks for them.
 */
export function LegalDocument({ labels, date, sections, values, ...blocks }: LegalDocumentProps) {
  const fill = (text: string) => fillTemplate(text, values)
  const [before, after] = labels.updated.split("{date}")
  return (
    <div className="py-(--spacing-section)">
      <Container className="max-w-3xl">
        <p className="text-sm text-muted">
          {before}
          <time dateTime={date.date}>{date.dateLabel}</time>
          {after}
        </p>
        <nav aria-labelledby="legal-contents-title" className="mt-8 rounded-(--radius-card) bg-surface p-6">
          <h2 id="legal-contents-title" className="mb-3 text-sm font-semibold tracking-wider text-ink uppercase">
            {labels.contents}
          </h2>
          <ol className="grid list-decimal gap-1 ps-5 marker:text-muted">
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  href={`#${section.id}`}
                  className="inline-flex min-h-8 items-center text-ink-soft hover:text-brand"
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <div key={section.id} className="mt-12 flex flex-col gap-4 leading-relaxed text-ink-soft">
            <h2 id={section.id} className="scroll-mt-24 font-display text-2xl font-semibold text-ink">
              {section.title}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
            {section.items && (
              <ul className="grid list-disc gap-2 ps-5 marker:text-brand">
                {section.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            )}
            {section.kind && blocks[section.kind]}
          </div>
        ))}
      </Container>
    </div>
  )
}

export type FactListProps = {
  items: readonly { id: string; label: string; value: string; href?: string }[]
}

/** The company's facts as a definition list: label, then the value (a link when it has an address). */
export function FactList({ items }: FactListProps) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-(--radius-card) border border-line p-6 sm:grid-cols-[minmax(0,14rem)_1fr]">
      {items.map((item) => (
        <div key={item.id} className="contents">
          <dt className="font-semibold text-ink">{item.label}</dt>
          <dd className="break-words">
            {item.href ? (
              <Link href={item.href} className="text-brand underline underline-offset-4">
                <bdi>{item.value}</bdi>
              </Link>
            ) : (
              <bdi>{item.value}</bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export type ProcessorListProps = {
  items: readonly {
    key: string
    label: string
    /** Who processes the data, and where ("Formspree, Inc.", "United States"); absent for an endpoint of the site's own. */
    company?: { name: string; country: string }
    purpose: string
    privacyUrl?: string
    /** The privacy link's words ("Formspree's privacy policy"). */
    privacyLabel: string
  }[]
  /** What the page says when the list is empty. */
  empty: string
  /** The language's comma, between a company and its country (", ", Arabic "، "). */
  comma: string
}

/** The services that receive visitors' data, each with its company, purpose and privacy policy. */
export function ProcessorList({ items, empty, comma }: ProcessorListProps) {
  if (items.length === 0) return <p>{empty}</p>
  return (
    <ul className="grid gap-4">
      {items.map((item) => (
        <li key={item.key} className="flex flex-col gap-1 rounded-(--radius-card) border border-line p-5">
          <span className="font-semibold text-ink">
            <bdi>{item.label}</bdi>
          </span>
          {item.company && (
            <span className="text-sm text-muted">
              {/* The name keeps its own direction; the country follows it in the page's. */}
              <bdi>{item.company.name}</bdi>
              {comma}
              {item.company.country}
            </span>
          )}
          <span>{item.purpose}</span>
          {item.privacyUrl && (
            <Link href={item.privacyUrl} rel="noopener" className="w-fit text-brand underline underline-offset-4">
              {item.privacyLabel}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

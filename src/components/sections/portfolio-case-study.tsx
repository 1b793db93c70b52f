import { buttonClassName } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type CaseStudyFact = { icon: IconName; label: string; value: string }

export type CaseStudyChapter = {
  /** The chapter heading's id (each chapter is a section named by its heading). */
  id: string
  title: string
  paragraphs: readonly string[]
  /** Pictures after the text (the project's gallery, shared out over the chapters). */
  images?: readonly Picture[]
  /** A short list after the text ("Services"). */
  list?: { title: string; items: readonly string[] }
  /** Key figures after the text. */
  metrics?: { title: string; items: readonly { value: string; label: string }[] }
}

export type PortfolioCaseStudyProps = {
  /** The project's cover, first on the page (the LCP image). */
  cover: Picture
  facts: {
    id: string
    title: string
    items: readonly CaseStudyFact[]
    /** The live project, if there is one; opens in a new tab, and says so. */
    website?: { label: string; href: string; newTab: string }
  }
  chapters: readonly CaseStudyChapter[]
  /**
   * The language of the chapters' paragraphs where it is not the page's (a translation that leaves
   * the story in English), with a note in the page's language saying so above them.
   */
  body?: { lang: string; dir?: "ltr" | "rtl"; note: string }
}

/**
 * One project told as a case study: the cover, a facts panel (client, category, duration, website)
 * and the challenge, approach and results as named sections.
 */
export function PortfolioCaseStudy({ cover, facts, chapters, body }: PortfolioCaseStudyProps) {
  return (
    <div className="py-(--spacing-section)">
      <Container>
        <div className="overflow-hidden rounded-(--radius-panel) bg-surface-2 shadow-float">
          <Img image={cover} priority className="aspect-[16/9] w-full object-cover" />
        </div>
        <div className="mt-12 grid gap-12 lg:mt-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <aside
            aria-labelledby={facts.id}
            className="self-start rounded-(--radius-card) border border-line bg-surface p-7 lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1"
          >
            <h2 id={facts.id} className="font-display text-xl font-semibold text-ink">
              {facts.title}
            </h2>
            <dl className="mt-6 flex flex-col divide-y divide-line">
              {facts.items.map((fact) => (
                <div key={fact.label} className="relative min-h-18 py-4 ps-14 first:min-h-14 first:pt-0">
                  <dt className="text-sm text-muted">
                    <span className="absolute start-0 grid size-10 place-items-center rounded-xl bg-brand-soft text-brand-strong">
                      <Icon name={fact.icon} className="size-5" />
                    </span>
                    {fact.label}
                  </dt>
                  <dd className="font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
            {facts.website && (
              <Link
                href={facts.website.href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ className: "mt-4 w-full" })}
              >
                {facts.website.label}
                <span className="sr-only">{` (${facts.website.newTab})`}</span>
                <Icon name="arrow-up-right" className="size-4" />
              </Link>
            )}
          </aside>
          <div className="flex flex-col gap-14 lg:col-start-1 lg:row-start-1">
            {body && (
              <p
                data-body-note=""
                className="-mb-4 flex items-start gap-3 rounded-(--radius-card) border border-line bg-surface px-5 py-4 text-sm text-muted"
              >
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong">
                  <Icon name="globe" className="size-4" />
                </span>
                <span className="self-center">{body.note}</span>
              </p>
            )}
            {chapters.map((chapter) => (
              <section key={chapter.id} aria-labelledby={chapter.id} className="flex flex-col gap-5">
                <h2 id={chapter.id} className="text-3xl font-bold text-ink">
                  {chapter.title}
                </h2>
                {/* The story alone keeps the English words: headings, lists and figures are the page's. */}
                <div lang={body?.lang} dir={body?.dir} className="flex flex-col gap-5">
                  {chapter.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="text-lead text-ink-soft">
                      {paragraph}
                    </p>
                  ))}
                </div>
                {chapter.list && (
                  <div className="mt-2">
                    <h3 className="font-display text-lg font-semibold text-ink">{chapter.list.title}</h3>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {chapter.list.items.map((item) => (
                        <li
                          key={item}
                          className="rounded-full bg-brand-soft px-3.5 py-1.5 text-sm font-medium text-brand-strong"
                        >
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {chapter.metrics && (
                  <div className="mt-2">
                    <h3 className="sr-only">{chapter.metrics.title}</h3>
                    <dl className="grid gap-4 sm:grid-cols-3">
                      {chapter.metrics.items.map((metric) => (
                        <div
                          key={metric.label}
                          className="flex flex-col-reverse gap-1 rounded-(--radius-card) border border-line bg-canvas p-6 shadow-card"
                        >
                          <dt className="text-sm text-muted">{metric.label}</dt>
                          <dd className="font-display text-4xl font-bold text-brand-strong">{metric.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                )}
                {chapter.images?.map((image) => (
                  <div key={image.src} className="mt-4 reveal overflow-hidden rounded-(--radius-card) bg-surface-2">
                    <Img image={image} className="aspect-[3/2] w-full object-cover" />
                  </div>
                ))}
              </section>
            ))}
          </div>
        </div>
      </Container>
    </div>
  )
}

import { Icon } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

/** How a card looks: a framed card, an image tile with its caption over it, or image-first and unframed. */
export type PortfolioCardLook = "card" | "overlay" | "plain"
/** The card's footprint: its image ratio, and in a mosaic the cells it spans. */
export type PortfolioCardSize = "standard" | "wide" | "tall"

export type PortfolioCardProps = {
  title: string
  /** Short label above or beside the title ("Brand identity"). */
  category: string
  cover: Picture
  /** The case study (/portfolio-details/). */
  href: string
  /** One sentence about the project, shown by the card and plain looks. */
  summary?: string
  /** Small print beside the category ("2025"). */
  meta?: string
  look?: PortfolioCardLook
  size?: PortfolioCardSize
  /** h3 under a section's h2; h2 where the cards are the section's top level. */
  headingLevel?: "h2" | "h3"
  /** Shown before the title in the plain look ("01"); decorative. */
  index?: string
  /** Load the image at once (only for a card in the first screen). */
  priority?: boolean
  className?: string
  labels?: { view: string }
  /**
   * The language of the project's own words (title, category, summary) when it is not the page's:
   * "en" for a project shown in English on a German or Arabic page.
   */
  lang?: string
}

const ratio = {
  standard: "aspect-[4/3]",
  wide: "aspect-[16/10]",
  tall: "aspect-[4/5]",
} as const satisfies Record<PortfolioCardSize, string>

/**
 * A project as a card linking to its case study. The title is the link and stretches over the
 * whole card, so the card is one tab stop with the project's name as its accessible name.
 */
export function PortfolioCard({
  title,
  category,
  cover,
  href,
  summary,
  meta,
  look = "card",
  size = "standard",
  headingLevel: Heading = "h3",
  index,
  priority = false,
  className,
  labels = { view: "View case study" },
  lang,
}: PortfolioCardProps) {
  const link = (
    <Link
      data-card-link=""
      href={href}
      className="outline-none after:absolute after:inset-0 after:z-10 focus-visible:outline-hidden"
    >
      {title}
    </Link>
  )

  if (look === "overlay")
    return (
      <article
        data-card=""
        className={cn(
          "group relative isolate flex min-h-72 overflow-hidden rounded-(--radius-card) surface-dark shadow-card transition-shadow duration-300 hover:shadow-lift has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand",
          className,
        )}
      >
        <Img
          image={cover}
          priority={priority}
          className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-band/95 via-band/45 to-transparent"
        />
        <div className="mt-auto flex w-full items-end justify-between gap-4 p-6 sm:p-7">
          <div className="flex min-w-0 flex-col gap-1.5">
            <p lang={lang} className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">
              {category}
              {meta && <span className="sr-only">, </span>}
              {meta && <span className="ms-2 font-medium tracking-normal normal-case">{meta}</span>}
            </p>
            <Heading data-card-title="" lang={lang} className="font-display text-2xl font-semibold text-ink">
              {link}
            </Heading>
          </div>
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-canvas text-ink transition-transform duration-300 group-hover:-rotate-45 motion-reduce:transition-none"
          >
            <Icon name="arrow-right" className="size-5" />
          </span>
        </div>
      </article>
    )

  if (look === "plain")
    return (
      <article
        data-card=""
        className={cn(
          "group relative flex flex-col gap-5 rounded-2xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand",
          className,
        )}
      >
        <div lang={lang} className="overflow-hidden rounded-2xl bg-surface-2">
          <Img
            image={cover}
            priority={priority}
            className={cn(
              "w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100",
              ratio[size],
            )}
          />
        </div>
        <div className="flex items-baseline gap-4 border-b border-line pb-5">
          {index && (
            <span aria-hidden="true" className="shrink-0 font-display text-sm font-semibold text-muted tabular-nums">
              {index}
            </span>
          )}
          <div className="flex min-w-0 grow flex-col gap-1">
            <Heading
              data-card-title=""
              lang={lang}
              className="font-display text-xl font-semibold text-ink group-hover:text-brand-strong"
            >
              {link}
            </Heading>
            {summary && (
              <p lang={lang} className="text-sm text-muted">
                {lang ? <bdi>{summary}</bdi> : summary}
              </p>
            )}
          </div>
          <p lang={lang} className="shrink-0 text-end text-sm text-muted">
            {category}
            {meta && <span className="sr-only">, </span>}
            {meta && <span className="block">{meta}</span>}
          </p>
        </div>
      </article>
    )

  return (
    <article
      data-card=""
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-canvas shadow-card transition-[translate,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-lift has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand motion-reduce:transition-none motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div lang={lang} className="overflow-hidden bg-surface-2">
        <Img
          image={cover}
          priority={priority}
          className={cn(
            "w-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100",
            ratio[size],
          )}
        />
      </div>
      <div className="flex grow flex-col gap-3 p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span lang={lang} className="font-semibold text-brand-strong">
            {category}
          </span>
          {meta && <span className="sr-only">, </span>}
          {meta && <span className="text-muted">{meta}</span>}
        </p>
        <Heading data-card-title="" lang={lang} className="font-display text-xl font-semibold text-ink">
          {link}
        </Heading>
        {summary && (
          <p lang={lang} className="grow text-muted">
            {/* Isolated: an English sentence on a right-to-left page keeps its full stop at its end. */}
            {lang ? <bdi>{summary}</bdi> : summary}
          </p>
        )}
        <p aria-hidden="true" className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong">
          {labels.view}
          <Icon
            name="arrow-right"
            className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
          />
        </p>
      </div>
    </article>
  )
}

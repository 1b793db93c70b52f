import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Icon } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Section } from "#/components/ui/section.tsx"
import type { Picture } from "#/lib/pictures.ts"

export type ArticleBlock = {
  heading: string
  paragraphs?: readonly string[]
  /** A checklist ("bullets") or numbered steps ("steps"). */
  list?: { kind: "bullets" | "steps"; items: readonly string[] }
}

export type ServiceArticleProps = {
  id: string
  eyebrow: string
  title: string
  image: Picture
  intro: readonly string[]
  blocks: readonly ArticleBlock[]
  /** The side card: key facts about the engagement and the next step. */
  facts: {
    id: string
    title: string
    items: readonly { label: string; value: string }[]
    cta: Cta
  }
}

/** A service's page: the service explained, with a facts card beside it. */
export function ServiceArticle({ id, eyebrow, title, image, intro, blocks, facts }: ServiceArticleProps) {
  return (
    <Section labelledBy={id}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <article className="flex flex-col gap-6">
          <p className="text-xs font-semibold tracking-[0.14em] text-brand-strong uppercase">{eyebrow}</p>
          <h2 id={id} className="-mt-2 text-title font-bold text-ink">
            {title}
          </h2>
          {/* The article image is the first screen's largest paint: fetch it first. */}
          <Img
            image={image}
            priority
            className="aspect-[3/2] h-auto w-full rounded-(--radius-panel) object-cover shadow-card"
          />
          {intro.map((paragraph) => (
            <p key={paragraph} className="text-lead text-ink-soft">
              {paragraph}
            </p>
          ))}
          {blocks.map((block) => (
            <div key={block.heading} className="flex flex-col gap-4 pt-4">
              <h3 className="font-display text-2xl font-bold text-ink">{block.heading}</h3>
              {block.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="text-muted">
                  {paragraph}
                </p>
              ))}
              {block.list?.kind === "bullets" && (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {block.list.items.map((item) => (
                    <li key={item} className="flex gap-3 text-ink-soft">
                      <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand text-brand-fg">
                        <Icon name="check" className="size-3.5" />
                      </span>
                      {item}
                    </li>
                  ))}
                </ul>
              )}
              {block.list?.kind === "steps" && (
                <ol className="grid gap-4">
                  {block.list.items.map((item, index) => (
                    <li key={item} className="flex gap-4 rounded-(--radius-card) border border-line bg-surface p-5">
                      <span
                        aria-hidden="true"
                        className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft font-display text-sm font-bold text-brand-strong"
                      >
                        {index + 1}
                      </span>
                      <span className="pt-1.5 text-ink-soft">{item}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          ))}
        </article>

        <aside aria-labelledby={facts.id} className="lg:sticky lg:top-28 lg:self-start">
          <div className="flex flex-col gap-6 rounded-(--radius-card) border border-line bg-surface p-7 shadow-card">
            <h2 id={facts.id} className="font-display text-xl font-semibold text-ink">
              {facts.title}
            </h2>
            <dl className="grid gap-4">
              {facts.items.map((fact) => (
                <div
                  key={fact.label}
                  className="flex flex-col gap-0.5 border-b border-line pb-4 last:border-0 last:pb-0"
                >
                  <dt className="text-sm text-muted">{fact.label}</dt>
                  <dd className="font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <Link
              href={facts.cta.href}
              className={buttonClassName({ variant: facts.cta.variant, className: "w-full" })}
            >
              {facts.cta.label}
            </Link>
          </div>
        </aside>
      </div>
    </Section>
  )
}

import { cn } from "#/lib/cn.ts"

export type AccordionItem = {
  question: string
  /** One string per paragraph. */
  answer: readonly string[]
}

export type AccordionProps = {
  /** Groups the items: opening one closes the others (native `<details name>`). */
  name: string
  items: readonly AccordionItem[]
  /** Wrap each question in a heading so the questions appear in the page outline. */
  headingLevel?: 3 | 4
  /** Open the first item (the default: a visitor sees one answer without clicking). */
  firstOpen?: boolean
  className?: string
}

/**
 * Exclusive accordion with no JavaScript: `<details name>` keeps one item open, clicking the open
 * one closes it, answers are in the HTML (find-in-page opens them), and .disclosure animates the
 * 300 ms collapse where the browser can.
 */
export function Accordion({ name, items, headingLevel, firstOpen = true, className }: AccordionProps) {
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null
  return (
    <div className={cn("grid gap-3", className)}>
      {items.map((item, index) => (
        <details
          key={item.question}
          name={name}
          open={(firstOpen && index === 0) || undefined}
          className="group disclosure rounded-(--radius-card) border border-line bg-canvas shadow-card open:border-brand/30"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-(--radius-card) px-5 py-4 font-display text-base font-semibold text-ink sm:px-6 sm:text-lg">
            {Heading ? (
              <Heading className="text-[length:inherit]">{item.question}</Heading>
            ) : (
              <span>{item.question}</span>
            )}
            <span
              aria-hidden="true"
              className="relative grid size-8 shrink-0 place-items-center rounded-full bg-surface-2 text-ink transition-colors group-open:bg-brand group-open:text-brand-fg before:absolute before:h-0.5 before:w-3 before:rounded before:bg-current after:absolute after:h-3 after:w-0.5 after:rounded after:bg-current after:transition-transform after:duration-300 group-open:after:scale-y-0 forced-colors:before:bg-[CanvasText] forced-colors:after:bg-[CanvasText]"
            />
          </summary>
          <div className="grid gap-3 px-5 pb-5 text-muted sm:px-6">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}

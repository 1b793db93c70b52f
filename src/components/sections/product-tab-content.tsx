import type { ReactNode } from "react"

import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"

export type ProductTabContentProps = {
  title: string
  text: string
  bullets: readonly string[]
  cta?: Cta
  /** The product screen for this area (a mock-up from src/components/art/visuals, a slot). */
  media?: ReactNode
}

/** One panel of a product tour: what the area does, beside a screen of it. */
export function ProductTabContent({ title, text, bullets, cta, media }: ProductTabContentProps) {
  return (
    <div className="grid items-center gap-10 rounded-(--radius-panel) border border-line bg-canvas p-6 shadow-card sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-14">
      <div className="flex flex-col items-start gap-5">
        <h4 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h4>
        <p className="text-lead text-muted">{text}</p>
        <ul className="grid gap-3">
          {bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 text-ink-soft">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand text-brand-fg">
                <Icon name="check" className="size-3.5" />
              </span>
              {bullet}
            </li>
          ))}
        </ul>
        {cta && (
          <Link href={cta.href} className={buttonClassName({ variant: cta.variant ?? "primary" })}>
            {cta.label}
          </Link>
        )}
      </div>
      {media && <div>{media}</div>}
    </div>
  )
}

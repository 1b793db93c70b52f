import type { ReactNode } from "react"

import { Container } from "#/components/ui/container.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"

export type ComingSoonHeroProps = {
  id: string
  eyebrow: string
  title: string
  lead: string
  /** Under the form: what happens to the address ("never shared, no spam"). */
  note: string
  /** A way out while waiting ("Questions before launch? Get in touch"). */
  link: { text: string; label: string; href: string }
  /** The countdown island, from the page. */
  countdown?: ReactNode
  /** The "Get Notified" form in the form-status island, from the page. */
  form?: ReactNode
}

/** The coming-soon page: its <h1>, the countdown to launch and the "tell me when" box. */
export function ComingSoonHero({ id, eyebrow, title, lead, note, link, countdown, form }: ComingSoonHeroProps) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden hero-mesh">
      <Container className="flex flex-col items-center gap-8 py-16 text-center md:gap-10 md:py-24">
        <div className="flex max-w-3xl flex-col items-center gap-5">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-canvas/80 px-3.5 py-1.5 text-sm font-semibold text-brand-strong shadow-card">
            <Icon name="rocket" className="size-4" />
            {eyebrow}
          </p>
          <h1 id={id} className="text-display font-extrabold text-ink">
            {title}
          </h1>
          <p className="max-w-2xl text-lead text-muted">{lead}</p>
        </div>
        {countdown}
        <div className="flex w-full max-w-xl flex-col gap-3 text-start">
          {form}
          <p className="flex items-start justify-center gap-2 text-center text-sm text-muted">
            <Icon name="lock" className="mt-0.5 size-4 shrink-0" />
            {note}
          </p>
        </div>
        <p className="text-sm text-muted">
          {link.text}{" "}
          <Link href={link.href} className="font-semibold text-brand-strong underline-offset-4 hover:underline">
            {link.label}
          </Link>
        </p>
      </Container>
    </section>
  )
}

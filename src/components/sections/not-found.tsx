import type { ReactNode } from "react"

import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"

export type NotFoundProps = {
  code: string
  title: string
  text: string
  cta: Cta
  /** A site-search box under the way home (the site-search island, from the page), so a lost visitor can look. */
  search?: ReactNode
}

export function NotFound({ code, title, text, cta, search }: NotFoundProps) {
  return (
    <section aria-labelledby="not-found-title" className="hero-mesh">
      <Container className="flex flex-col items-center gap-6 py-24 text-center md:py-36">
        <p
          aria-hidden="true"
          className="bg-linear-to-br from-brand to-brand-2 bg-clip-text font-display text-[clamp(6rem,4rem+10vw,11rem)] leading-none font-extrabold text-transparent"
        >
          {code}
        </p>
        <h1 id="not-found-title" className="text-title font-bold text-ink">
          {title}
        </h1>
        <p className="max-w-md text-lead text-muted">{text}</p>
        <Link href={cta.href} className={buttonClassName({ size: "lg", className: "max-w-full" })}>
          <Icon name="arrow-right" className="size-4 shrink-0 rotate-180" />
          {/* A long label (Arabic) wraps on a narrow phone rather than widening the page. */}
          <span className="whitespace-normal">{cta.label}</span>
        </Link>
        {search && <div className="mt-6 w-full max-w-xl text-start">{search}</div>}
      </Container>
    </section>
  )
}

import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Container } from "#/components/ui/container.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Logo, type Brand } from "#/components/ui/logo.tsx"
import { ctaTrackAttribute } from "#/lib/site-events.ts"

import type { LegalLinks, MenuLink } from "./menu-types"
import { FooterBar, FooterColumns } from "./site-footer"

/** What a product home says in its footer: its data module's `footer`. */
export type ProductFooterCopy = {
  /** One line about the product, under its name. */
  blurb: string
  columns: readonly { title: string; links: readonly MenuLink[] }[]
  /** The product's own call to action ("Start free"). */
  cta?: Cta
}

export type ProductFooterProps = ProductFooterCopy & {
  brand: Brand
  copyright: string
  backToTop: string
  /** The legal pages' row (the studio's English pages: the product homes are English alone). */
  legal: LegalLinks
  /** Where the logo leads (the product's home) and its accessible name. */
  home: { href: string; label: string }
  /** The consent banner's "Privacy settings" control, when the analytics tool needs consent. */
  privacySettings?: string | undefined
}

/**
 * The footer of a product's home page: the product's name, mark and line, its own links and call
 * to action, on the dark band. The agency's pages keep the studio's footer (SiteFooter); a buyer who
 * keeps one product home as their own site gets that product's footer under it.
 */
export function ProductFooter({
  brand,
  blurb,
  columns,
  cta,
  copyright,
  backToTop,
  legal,
  home,
  privacySettings,
}: ProductFooterProps) {
  return (
    <footer className="surface-dark text-muted">
      <Container className="grid gap-12 py-16 md:py-20 lg:grid-cols-12">
        <div className="flex flex-col items-start gap-5 lg:col-span-5">
          <Link href={home.href} className="w-fit rounded-lg" aria-label={home.label}>
            <Logo brand={brand} />
          </Link>
          <p className="max-w-sm leading-relaxed">{blurb}</p>
          {cta && (
            <Link href={cta.href} className={buttonClassName({ variant: cta.variant })} {...ctaTrackAttribute}>
              {cta.label}
            </Link>
          )}
        </div>
        <FooterColumns columns={columns} className="lg:col-span-7" />
      </Container>
      <FooterBar copyright={copyright} backToTop={backToTop} legal={legal} privacySettings={privacySettings} />
    </footer>
  )
}

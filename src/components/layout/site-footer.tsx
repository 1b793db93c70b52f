import type { ReactNode } from "react"

import { BrandIcon } from "#/components/ui/brand-icon.tsx"
import { Container } from "#/components/ui/container.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Logo, type Brand } from "#/components/ui/logo.tsx"
import { cn } from "#/lib/cn.ts"

import { ConsentSettingsButton } from "./consent-banner"
import type { FooterContent, LegalLinks } from "./menu-types"

export type SiteFooterProps = FooterContent & {
  brand: Brand
  /** The newsletter form, passed in from the layout so it can be an island. */
  newsletterForm?: ReactNode
  /** Where the logo leads (the home page in the page's language) and its accessible name. */
  home: { href: string; label: string }
  /** The consent banner's "Privacy settings" control, when the analytics tool needs consent. */
  privacySettings?: string | undefined
}

export function SiteFooter({
  brand,
  blurb,
  columns,
  contactTitle,
  contact,
  socials,
  newsletter,
  copyright,
  backToTop,
  legal,
  newsletterForm,
  home,
  privacySettings,
}: SiteFooterProps) {
  return (
    <footer className="surface-dark text-muted">
      <Container className="grid gap-12 py-16 md:py-20 lg:grid-cols-12">
        <div className="flex flex-col gap-5 lg:col-span-4">
          <Link href={home.href} className="w-fit rounded-lg" aria-label={home.label}>
            <Logo brand={brand} />
          </Link>
          <p className="max-w-sm leading-relaxed">{blurb}</p>
          <ul className="flex gap-2">
            {socials.map((social) => (
              <li key={social.network}>
                <Link
                  href={social.href}
                  aria-label={social.label}
                  rel="noopener"
                  className="grid size-11 place-items-center rounded-full bg-surface-2 text-ink transition-colors hover:bg-brand hover:text-brand-fg"
                >
                  <BrandIcon name={social.network} className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumns columns={columns} className="lg:col-span-5" />
        <div className="flex flex-col gap-4 lg:col-span-3">
          <h2 className="text-sm font-semibold tracking-wider text-ink uppercase">{contactTitle}</h2>
          <address className="grid gap-3 not-italic">
            <span className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-brand-tint" />
              {/* Isolated: a Latin address or a phone number keeps its own order on a right-to-left page. */}
              <bdi>{contact.address}</bdi>
            </span>
            <Link href={contact.phone.href} className="flex gap-3 hover:text-ink">
              <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-brand-tint" />
              <bdi dir="ltr">{contact.phone.label}</bdi>
            </Link>
            <Link href={contact.email.href} className="flex gap-3 break-all hover:text-ink">
              <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-brand-tint" />
              <bdi dir="ltr">{contact.email.label}</bdi>
            </Link>
            <span className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-brand-tint" />
              {contact.hours}
            </span>
          </address>
        </div>
        <div className="rounded-(--radius-card) bg-surface-2 p-6 md:p-8 lg:col-span-12 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div className="mb-5 max-w-xl lg:mb-0">
            <h2 className="font-display text-xl font-semibold text-ink">{newsletter.title}</h2>
            <p className="mt-1">{newsletter.text}</p>
          </div>
          <div className="w-full lg:max-w-md">{newsletterForm}</div>
        </div>
      </Container>
      <FooterBar copyright={copyright} backToTop={backToTop} legal={legal} privacySettings={privacySettings} />
    </footer>
  )
}

/** A footer's columns of links, each a navigation landmark named by its title. */
export function FooterColumns({ columns, className }: Pick<SiteFooterProps, "columns"> & { className?: string }) {
  return (
    <div className={cn("grid gap-10 sm:grid-cols-3", className)}>
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title}>
          <h2 className="mb-4 text-sm font-semibold tracking-wider text-ink uppercase">{column.title}</h2>
          <ul className="grid gap-1">
            {column.links.map((link) => (
              <li key={link.href + link.label}>
                <Link href={link.href} className="inline-flex min-h-8 items-center transition-colors hover:text-ink">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  )
}

/**
 * The last line of every footer: the copyright, the legal pages (with the consent banner's "Privacy
 * settings" control at the end of their row, when the analytics tool needs consent) and the way back
 * to the top of the page.
 */
export function FooterBar({
  copyright,
  backToTop,
  legal,
  privacySettings,
}: {
  copyright: string
  backToTop: string
  legal: LegalLinks
  privacySettings?: string | undefined
}) {
  return (
    <div className="border-t border-line">
      <Container className="flex flex-col items-center justify-between gap-4 py-6 text-sm lg:flex-row">
        <p>{copyright}</p>
        <nav aria-label={legal.label}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
            {legal.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-flex min-h-11 items-center hover:text-ink">
                  {link.label}
                </Link>
              </li>
            ))}
            {privacySettings && (
              <li className="inline-flex min-h-11 items-center">
                <ConsentSettingsButton label={privacySettings} />
              </li>
            )}
          </ul>
        </nav>
        <Link href="#top" className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 hover:text-ink">
          <Icon name="arrow-up" className="size-4" />
          {backToTop}
        </Link>
      </Container>
    </div>
  )
}

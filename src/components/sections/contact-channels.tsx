import { Card } from "#/components/ui/card.tsx"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

export type ContactChannel = {
  icon: IconName
  title: string
  text: string
  /** How to reach it: a phone number or an email address (with href), opening hours or an address (without). */
  contact: { label: string; href?: string }
}

/**
 * A phone number, address or email keeps its own reading order inside right-to-left text: isolated,
 * and a phone number (no letters to go by) always left to right.
 */
function ContactLabel({ contact }: { contact: ContactChannel["contact"] }) {
  return <bdi dir={contact.href?.startsWith("tel:") ? "ltr" : undefined}>{contact.label}</bdi>
}

export type ContactChannelListProps = {
  items: readonly ContactChannel[]
  /** "row": cards side by side from 768 px; "stack": compact blocks one under another (beside a form). */
  layout?: "row" | "stack"
  className?: string
}

/** Contact widgets (chat, phone, email, address) as a list of cards. Each title is an <h3>. */
export function ContactChannelList({ items, layout = "row", className }: ContactChannelListProps) {
  return (
    <ul className={cn("grid gap-5", layout === "row" && "md:grid-cols-3 md:gap-6", className)}>
      {items.map((item) => (
        <li key={item.title}>
          <Card
            className={cn(
              "flex h-full gap-4",
              layout === "row" ? "flex-col items-center p-8 text-center" : "items-start p-5 sm:p-6",
            )}
          >
            <span
              className={cn(
                "grid shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand-strong",
                layout === "row" ? "size-14" : "size-12",
              )}
            >
              <Icon name={item.icon} className="size-6" />
            </span>
            <div className="flex min-w-0 flex-col gap-1.5">
              <h3 className="font-display text-lg font-semibold text-ink">{item.title}</h3>
              <p className="text-muted">{item.text}</p>
              {item.contact.href ? (
                <Link
                  href={item.contact.href}
                  className="font-semibold wrap-anywhere text-brand-strong underline-offset-4 hover:underline"
                >
                  <ContactLabel contact={item.contact} />
                </Link>
              ) : (
                <p className="font-semibold text-ink">
                  <ContactLabel contact={item.contact} />
                </p>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export type ContactChannelsProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  items: readonly ContactChannel[]
  tone?: SectionTone
}

/** A section of contact channel cards (Contact: phone, email, studio; Contact 3: chat, phone, email). */
export function ContactChannels({ id, eyebrow, title, lead, items, tone }: ContactChannelsProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ContactChannelList items={items} className="mt-12 md:mt-14" />
    </Section>
  )
}

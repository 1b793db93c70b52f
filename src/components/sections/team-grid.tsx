import { BrandIcon } from "#/components/ui/brand-icon.tsx"
import type { BrandIconName } from "#/components/ui/third-party-marks.ts"
import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

/** simple-icons has no LinkedIn mark (trademark policy), so that one is drawn here. */
export type SocialNetwork = BrandIconName | "linkedin"

export type TeamSocial = { network: SocialNetwork; href: string }

/** Each network by its brand's name, as English and most languages write it. */
export const networkNames = {
  linkedin: "LinkedIn",
  x: "X",
  dribbble: "Dribbble",
  behance: "Behance",
  github: "GitHub",
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  apple: "Apple",
  "google-play": "Google Play",
} as const satisfies Record<SocialNetwork, string>

/** How a profile link is named for screen readers, in the page's language: "Maya Okafor on LinkedIn". */
export type TeamLabels = {
  /** "{name}" and "{network}" are filled in. */
  profile: string
  /** The networks a language writes its own way (Arabic); the rest keep `networkNames`. */
  networks?: Partial<Record<SocialNetwork, string>>
}

// `networks` is there, empty, for a language's own names to be laid over (src/i18n/overlay.ts).
export const englishTeamLabels: TeamLabels = { profile: "{name} on {network}", networks: {} }

/** A profile link's accessible name: whose profile, on which network. */
export const profileLabel = (labels: TeamLabels, name: string, network: SocialNetwork) =>
  labels.profile.replace("{name}", name).replace("{network}", labels.networks?.[network] ?? networkNames[network])

export type TeamMemberCard = {
  name: string
  role: string
  /** A square portrait; the name beside it says who it is, so it is decorative. */
  avatar: Picture
  socials: readonly TeamSocial[]
}

export type TeamGridProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  members: readonly TeamMemberCard[]
  columns?: 2 | 3 | 4
  /** A card at the end of the grid ("Want to join us?" → /career/). */
  invite?: { title: string; text: string; cta: Cta }
  /** A button under the grid ("Meet All Members" → /team/). */
  action?: Cta
  tone?: SectionTone
  /** Animate the cards in on scroll; turn off when the grid sits in the first screen. */
  reveal?: boolean
  labels?: TeamLabels
}

const grid = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const

function SocialGlyph({ network }: { network: SocialNetwork }) {
  if (network !== "linkedin") return <BrandIcon name={network} className="size-4" />
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
      <circle cx="5.5" cy="5.5" r="2.25" />
      <path d="M3.6 9.2h3.8V21H3.6zM9.8 9.2h3.6v1.7c.6-1 1.9-2 3.9-2 3.9 0 4.6 2.5 4.6 5.8V21h-3.8v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9.8z" />
    </svg>
  )
}

/** People cards (portrait, name, role, social links) with an optional invite card or button. */
export function TeamGrid({
  id,
  eyebrow,
  title,
  lead,
  members,
  columns = 4,
  invite,
  action,
  tone,
  reveal = true,
  labels = englishTeamLabels,
}: TeamGridProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className={cn("mt-14 grid gap-6", grid[columns])}>
        {members.map((member) => (
          <li key={member.name} className={reveal ? "reveal" : undefined}>
            <article className="group flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-canvas shadow-card">
              <div className="overflow-hidden bg-surface-2">
                <Img
                  image={{ ...member.avatar, alt: "" }}
                  className="aspect-square h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
              </div>
              <div className="flex grow flex-col items-center gap-1 px-5 pt-5 pb-6 text-center">
                <h3 className="font-display text-lg font-semibold text-ink">{member.name}</h3>
                <p className="text-sm text-muted">{member.role}</p>
                <ul className="mt-4 flex flex-wrap justify-center gap-2">
                  {member.socials.map((social) => (
                    <li key={social.network}>
                      <Link
                        href={social.href}
                        aria-label={profileLabel(labels, member.name, social.network)}
                        rel="noopener"
                        className="grid size-10 place-items-center rounded-full bg-surface-2 text-ink-soft transition-colors hover:bg-brand hover:text-brand-fg"
                      >
                        <SocialGlyph network={social.network} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        ))}
        {invite && (
          <li className={reveal ? "reveal" : undefined}>
            {/* Like the closing CTA panel, the deep brand in both themes (the dark theme's pale brand
                glares beside the dark cards), and a focus ring in the card's text colour, since the
                page's brand ring would match the card. */}
            <div className="relative isolate flex h-full min-h-72 flex-col items-start justify-end gap-4 overflow-hidden rounded-(--radius-card) bg-brand p-7 text-brand-fg scheme-light shadow-card [&_:focus-visible]:outline-brand-fg">
              <div
                aria-hidden="true"
                className="absolute -end-16 -top-16 -z-10 size-56 rounded-full bg-brand-tint/30 blur-2xl"
              />
              <h3 className="font-display text-2xl font-bold">{invite.title}</h3>
              <p className="opacity-90">{invite.text}</p>
              <Link href={invite.cta.href} className={buttonClassName({ variant: invite.cta.variant ?? "inverse" })}>
                {invite.cta.label}
              </Link>
            </div>
          </li>
        )}
      </ul>
      {action && (
        <div className="mt-12 flex justify-center">
          <Link href={action.href} className={buttonClassName({ variant: action.variant ?? "primary", size: "lg" })}>
            {action.label}
          </Link>
        </div>
      )}
    </Section>
  )
}

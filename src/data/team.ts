/**
 * The studio team: who they are (a person from people.ts), what they do and where to find
 * them. About, Team and the home pages pick members from here and turn them into cards with
 * `memberCards()`. Other brands (Home 5, Home 8) can pass their own `TeamMember` lists.
 */
import type { SocialNetwork, TeamMemberCard } from "#/components/sections/team-grid.tsx"
import { personName, type PersonId } from "#/data/people.ts"
import { brand } from "#/config/site.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

export type TeamMember = {
  person: PersonId
  role: string
  /** Four profiles per card, in the order shown. The addresses are fictional samples. */
  socials: readonly { network: SocialNetwork; href: string }[]
}

/** How each network is named in a link's accessible name ("Maya Okafor on LinkedIn"). */
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

/** The brand in a handle ("lumora"): sample profiles follow a rebrand. */
const handleTag = brand.shortName.toLowerCase().replace(/[^a-z0-9]/g, "")

/** Fictional sample profiles: a handle per person, one address pattern per network. */
const profileUrls = {
  linkedin: (handle: string) => `https://www.linkedin.com/in/${handle}-${handleTag}-sample/`,
  x: (handle: string) => `https://x.com/${handle.replace(/-/g, "_")}_${handleTag}`,
  dribbble: (handle: string) => `https://dribbble.com/${handle}-${handleTag}`,
  behance: (handle: string) => `https://www.behance.net/${handle}-${handleTag}`,
  github: (handle: string) => `https://github.com/${handle}-${handleTag}`,
  instagram: (handle: string) => `https://www.instagram.com/${handle.replace(/-/g, ".")}.${handleTag}/`,
} as const satisfies Partial<Record<SocialNetwork, (handle: string) => string>>

const profiles = (handle: string, networks: readonly (keyof typeof profileUrls)[]) =>
  networks.map((network) => ({ network, href: profileUrls[network](handle) }))

const designer = ["linkedin", "dribbble", "behance", "instagram"] as const
const engineer = ["linkedin", "github", "x", "dribbble"] as const
const strategist = ["linkedin", "x", "instagram", "behance"] as const

/** The studio's leads: the team of four on About and the first grid on Team. */
export const leadership = [
  { person: "maya-okafor", role: "Founder & Creative Director", socials: profiles("maya-okafor", designer) },
  { person: "kenji-watanabe", role: "Head of Engineering", socials: profiles("kenji-watanabe", engineer) },
  { person: "amara-haddad", role: "Strategy Director", socials: profiles("amara-haddad", strategist) },
  { person: "lucas-martin", role: "Design Director", socials: profiles("lucas-martin", designer) },
] as const satisfies readonly TeamMember[]

/** Designers, engineers and strategists who run projects day to day. */
export const studio = [
  { person: "priya-natarajan", role: "Senior Product Designer", socials: profiles("priya-natarajan", designer) },
  { person: "daniel-reyes", role: "Lead Frontend Engineer", socials: profiles("daniel-reyes", engineer) },
  { person: "sofia-marchetti", role: "Brand Designer", socials: profiles("sofia-marchetti", designer) },
  { person: "zanele-dlamini", role: "UX Researcher", socials: profiles("zanele-dlamini", strategist) },
  { person: "omar-farouk", role: "Backend Engineer", socials: profiles("omar-farouk", engineer) },
  { person: "jonas-lindqvist", role: "Motion Designer", socials: profiles("jonas-lindqvist", designer) },
  { person: "hannah-kim", role: "Content Strategist", socials: profiles("hannah-kim", strategist) },
] as const satisfies readonly TeamMember[]

/** A person of the studio's own team (the leads and the studio), whose role every language names. */
type StudioPerson = (typeof leadership)[number]["person"] | (typeof studio)[number]["person"]

/**
 * The studio team in another language (src/data/team.de.ts, team.ar.ts): every studio person's
 * role, and how a social link is named. Names stay as they are in people.ts.
 */
export type TeamTranslation = {
  roles: Record<StudioPerson, string>
  /** A social link's accessible name: "{name}" and "{network}" are filled in ("{name} auf {network}"). */
  onNetwork: string
  /** Networks named differently in this language; the rest keep `networkNames`. */
  networks?: Partial<Record<SocialNetwork, string>>
}

/** A member's role and social-link names in a language (English, without a translation: the member's own `role`). */
function words(translation: TeamTranslation | undefined, person: PersonId, role: string) {
  if (!translation) return { role, onNetwork: "{name} on {network}", networks: networkNames }
  const translatedRole = (translation.roles as Partial<Record<PersonId, string>>)[person]
  if (translatedRole === undefined)
    throw new Error(`memberCards: the translation (src/data/team.<language>.ts) has no role for "${person}"`)
  return {
    role: translatedRole,
    onNetwork: translation.onNetwork,
    networks: { ...networkNames, ...translation.networks },
  }
}

/**
 * Cards for TeamGrid: name from people.ts, a square portrait `size` px wide, named social links.
 * In another language the roles and link names come from its translation, src/data/team.<language>.ts
 * (studio people only), which that language's page passes.
 */
export function memberCards(
  members: readonly TeamMember[],
  size = 320,
  translation?: TeamTranslation,
): Unresolved<TeamMemberCard>[] {
  return members.map(({ person, role, socials }) => {
    const name = personName(person)
    const local = words(translation, person, role)
    return {
      name,
      role: local.role,
      avatar: avatar(person, size),
      socials: socials.map(({ network, href }) => ({
        network,
        href,
        label: local.onNetwork.replace("{name}", name).replace("{network}", local.networks[network]),
      })),
    }
  })
}

import type { BrandIconName } from "#/components/ui/third-party-marks.ts"

export type MenuLink = { readonly label: string; readonly href: string }
export type MenuGroup = {
  /**
   * A stable key, the same in every language: the group's element ids come from it, never from the
   * label (Arabic letters, say, make no id at all).
   */
  readonly id: string
  readonly label: string
  readonly children: readonly MenuItem[]
}
export type MenuItem = MenuLink | MenuGroup

export function isGroup(item: MenuItem): item is MenuGroup {
  return "children" in item
}

/** True when the group (or one of its descendants) links to `path`. */
export function containsPath(item: MenuItem, path: string): boolean {
  return isGroup(item) ? item.children.some((child) => containsPath(child, path)) : item.href === path
}

/**
 * The agency footer's words and links, as src/data/site.ts gives them and each language's
 * dictionary translates them. Apart from the footer component, so that the data names its shape
 * without importing the component that draws it.
 */
export type FooterContent = {
  blurb: string
  columns: readonly { title: string; links: readonly MenuLink[] }[]
  contactTitle: string
  contact: {
    address: string
    phone: MenuLink
    email: MenuLink
    hours: string
  }
  socials: readonly { network: BrandIconName; label: string; href: string }[]
  newsletter: { title: string; text: string; placeholder: string; button: string }
  copyright: string
  backToTop: string
  /** The legal pages' row at the foot of every footer, named by `label`. */
  legal: LegalLinks
}

/** The legal row's links (privacy, terms, imprint, …), a list so that another entry is one more item. */
export type LegalLinks = { label: string; links: readonly MenuLink[] }

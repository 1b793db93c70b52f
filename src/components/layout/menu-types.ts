export type MenuLink = { readonly label: string; readonly href: string }
export type MenuGroup = { readonly label: string; readonly children: readonly MenuItem[] }
export type MenuItem = MenuLink | MenuGroup

export function isGroup(item: MenuItem): item is MenuGroup {
  return "children" in item
}

/** Drops links for which `keep` is false, and groups left empty. */
export function pruneMenu(items: readonly MenuItem[], keep: (href: string) => boolean): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (!isGroup(item)) return keep(item.href) ? [item] : []
    const children = pruneMenu(item.children, keep)
    return children.length > 0 ? [{ label: item.label, children }] : []
  })
}

/** True when the group (or one of its descendants) links to `path`. */
export function containsPath(item: MenuItem, path: string): boolean {
  return isGroup(item) ? item.children.some((child) => containsPath(child, path)) : item.href === path
}

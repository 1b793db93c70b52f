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

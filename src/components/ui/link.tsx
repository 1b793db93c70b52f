import type { ComponentProps } from "react"

import { href as served } from "@/lib/url"

export type LinkProps = ComponentProps<"a"> & { href: string }

/**
 * Every link a component draws: an <a> whose `href` is a path within the site ("/about/") or any
 * other address (https:, mailto:, tel:, #id). Site paths get the deploy base (src/lib/url.ts), so
 * the whole site moves under a sub-path by changing site.url alone. The lint step rejects a bare
 * `<a href>` in components for that reason.
 */
export function Link(props: LinkProps) {
  // Spread first, then href: the attribute keeps the place the caller gave it in the markup.
  return (
    <a {...props} href={served(props.href)}>
      {props.children}
    </a>
  )
}

import type { ReactNode } from "react"

import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"

export type AnchoredHeadingProps = {
  level: 2 | 3
  /** Given by Astro from the heading's text, unique within the post; the table of contents links to it. */
  id?: string
  children?: ReactNode
  /** Names the anchor link: "<label>: <text>" ("Link to section", src/data/pages/blog.ts). */
  label: string
  /** The heading's text as plain words (Astro's list of the post's headings). */
  text: string
}

/**
 * A section heading of a post with a link to itself, to copy or share the section's address. The
 * link shows when the heading is hovered or the link has focus; it is always there for a keyboard.
 */
export function AnchoredHeading({ level, id, children, label, text }: AnchoredHeadingProps) {
  const Tag = level === 2 ? "h2" : "h3"
  if (!id) return <Tag>{children}</Tag>
  return (
    <Tag id={id} className="group scroll-mt-28">
      {children}
      <Link
        href={`#${id}`}
        aria-label={`${label}: ${text}`}
        className="ms-2 inline-flex size-8 translate-y-0.5 items-center justify-center rounded-md align-baseline text-muted no-underline opacity-0 group-hover:opacity-100 hover:text-brand-strong focus-visible:opacity-100"
      >
        <Icon name="link" className="size-5" />
      </Link>
    </Tag>
  )
}

/**
 * What a post's MDX body is rendered with: the components of the contract (src/lib/post-components.ts),
 * which a post uses without importing them, and its h2 and h3 headings given anchor links. The post
 * page passes the result to <Content components={…}>; the words come from src/data/pages/blog.ts.
 */
import type { MarkdownHeading } from "astro"
import type { ComponentProps, ReactNode } from "react"

import type { PostComponentName } from "#/lib/post-components.ts"

import { Callout } from "./callout"
import { Comparison } from "./comparison"
import { CtaButton } from "./cta-button"
import Figure from "./figure.astro"
import { AnchoredHeading } from "./heading"
import { PullQuote } from "./pull-quote"
import Video from "./video.astro"

export type ProseLabels = {
  callout: ComponentProps<typeof Callout>["labels"]
  /** "Link to section", before each heading's text in its anchor's name. */
  anchor: string
}

/** The contract's components by name: each name of postComponents, and no other. */
export function postComponentMap(labels: ProseLabels) {
  return {
    Callout: (props: Omit<ComponentProps<typeof Callout>, "labels">) => <Callout {...props} labels={labels.callout} />,
    Figure,
    Video,
    PullQuote,
    CtaButton,
    Comparison,
  } satisfies Record<PostComponentName, unknown>
}

/**
 * Everything <Content components> needs: the contract's components, and the h2 and h3 headings
 * with anchor links named from `headings` (render()'s list, which has each heading's id and text).
 */
export function proseComponents(labels: ProseLabels, headings: readonly MarkdownHeading[]) {
  const heading = (level: 2 | 3) =>
    function Heading({ id, children }: { id?: string; children?: ReactNode }) {
      const text = headings.find((item) => item.slug === id)?.text ?? ""
      return (
        <AnchoredHeading level={level} id={id} label={labels.anchor} text={text}>
          {children}
        </AnchoredHeading>
      )
    }
  return { ...postComponentMap(labels), h2: heading(2), h3: heading(3) }
}

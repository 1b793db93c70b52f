import type { ReactNode } from "react"

export type PullQuoteProps = {
  /** Who said it, under the quote. */
  cite?: string
  /** The quote, in Markdown. */
  children: ReactNode
}

/** A sentence lifted out of a post and set large, with who said it. */
export function PullQuote({ cite, children }: PullQuoteProps) {
  return (
    <figure className="my-10">
      <blockquote className="font-display text-2xl leading-snug font-semibold sm:text-3xl">{children}</blockquote>
      {cite && <figcaption className="mt-4 ps-5 text-base text-muted not-italic">{`— ${cite}`}</figcaption>}
    </figure>
  )
}

import type { ReactNode } from "react"

import { Container } from "#/components/ui/container.tsx"

export type BlogColumnsProps = {
  /** The main column: the post list or the article. */
  children: ReactNode
  /** Named slot from the page: the blog sidebar. */
  sidebar?: ReactNode
}

/** The blog's two columns: content, and the sidebar beside it on wide screens (below it on phones). */
export function BlogColumns({ children, sidebar }: BlogColumnsProps) {
  return (
    <Container className="grid gap-12 py-(--spacing-section) lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-16">
      <div className="min-w-0">{children}</div>
      {sidebar}
    </Container>
  )
}

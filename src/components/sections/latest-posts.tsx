import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Link } from "#/components/ui/link.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"

import { BlogCard, type BlogCardPost } from "./blog-card"

export type LatestPostsProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** Compact cards, three to a row (`await latestPostCards(3)` from src/lib/content/blog.ts). */
  posts: readonly BlogCardPost[]
  /** A link under the cards ("Visit the blog"). */
  link?: Cta
  tone?: SectionTone
}

/** A home page's blog teaser: the newest posts as compact cards. */
export function LatestPosts({ id, eyebrow, title, lead, posts, link, tone }: LatestPostsProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="reveal">
            <BlogCard post={post} variant="compact" headingLevel="h3" />
          </li>
        ))}
      </ul>
      {link && (
        <p className="mt-12 text-center">
          <Link href={link.href} className={buttonClassName({ variant: link.variant ?? "secondary", size: "lg" })}>
            {link.label}
          </Link>
        </p>
      )}
    </Section>
  )
}

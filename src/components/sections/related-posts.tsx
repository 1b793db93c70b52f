import { BlogCard, type BlogCardPost } from "./blog-card"

export type RelatedPostsProps = {
  id: string
  title: string
  posts: readonly BlogCardPost[]
}

/** Posts to read next under an article: compact cards, up to three to a row. */
export function RelatedPosts({ id, title, posts }: RelatedPostsProps) {
  if (posts.length === 0) return null
  return (
    <section data-pagefind-ignore="all" aria-labelledby={id} className="mt-16">
      <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} variant="compact" headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  )
}

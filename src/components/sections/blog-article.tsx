import type { ReactNode } from "react"

import { Badge } from "#/components/ui/badge.tsx"
import { Icon } from "#/components/ui/icon.tsx"
import { Img } from "#/components/ui/img.tsx"
import { Link } from "#/components/ui/link.tsx"
import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"

type Link = { name: string; href: string }

export type BlogArticleProps = {
  image: Picture
  /** The author links to their page. */
  author: { name: string; avatar: Picture; href: string }
  date: string
  dateLabel: string
  category: Link
  tags: readonly Link[]
  /** "5 min read". */
  readingTime: string
  /** "3 Comments", linking to the comment list. */
  comments: { label: string; href: string }
  /** Plain share links (no script): the visitor's browser opens the network's own share page. */
  share: { title: string; links: readonly { network: string; label: string; href: string }[] }
  labels?: { by: string; category: string; tags: string }
  /** The post's MDX body, rendered by the page. */
  children: ReactNode
  /** The post's table of contents (PostToc): before the text on a phone, beside it on a wide screen. */
  toc?: ReactNode
}

/*
 * Typography for the MDX body. Markdown gives bare elements, so the styles target them from here:
 * one place to restyle every post.
 */
const prose = [
  "text-lg leading-relaxed text-ink-soft",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink sm:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_p]:mt-5 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-ink",
  "[&_ol]:mt-5 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:ps-6",
  "[&_ul]:mt-5 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:ps-6 [&_li]:ps-1 [&_li]:marker:text-brand",
  // Markdown's own links; a component's links (a button, an anchor) carry their own classes.
  "[&_a:not([class])]:font-medium [&_a:not([class])]:text-brand-strong [&_a:not([class])]:underline [&_a:not([class])]:underline-offset-2",
  "[&_code]:rounded-md [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base [&_code]:text-ink",
  // Fenced code: a bordered well on surface, so it stays a distinct block on a dark page as on a light one.
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-(--radius-card) [&_pre]:border [&_pre]:border-line [&_pre]:bg-surface [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-relaxed",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-sm",
  // Tokens are coloured by the code-token-* classes of src/styles/global.css (Shiki, at build).
  "[&_blockquote]:mt-6 [&_blockquote]:border-s-4 [&_blockquote]:border-brand [&_blockquote]:ps-5 [&_blockquote]:text-ink [&_blockquote]:italic",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-line-strong [&_th]:py-2 [&_th]:pe-4 [&_th]:text-start [&_th]:text-ink",
  "[&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_td]:pe-4 [&_hr]:my-10 [&_hr]:border-line",
].join(" ")

/** A blog post: cover, byline (author, date, category, comment count), the article body and its tags. */
export function BlogArticle({
  image,
  author,
  date,
  dateLabel,
  category,
  tags,
  readingTime,
  comments,
  share,
  labels = { by: "By", category: "Category", tags: "Tags" },
  children,
  toc,
}: BlogArticleProps) {
  return (
    <article>
      <Img image={image} priority className="aspect-3/2 w-full rounded-(--radius-panel) bg-surface-2 object-cover" />
      <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-line pb-6 text-sm text-muted">
        <span className="inline-flex items-center gap-2.5">
          <Img image={author.avatar} className="size-10 rounded-full bg-surface-2" />
          <span>
            {`${labels.by} `}
            <Link
              href={author.href}
              rel="author"
              className="font-semibold text-ink hover:text-brand-strong hover:underline"
            >
              {author.name}
            </Link>
          </span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Icon name="calendar" className="size-4" />
          <time dateTime={date}>{dateLabel}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="sr-only">{`${labels.category}: `}</span>
          <Link href={category.href} className="rounded-full hover:underline">
            <Badge>{category.name}</Badge>
          </Link>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Icon name="clock" className="size-4" />
          {readingTime}
        </span>
        <Link
          href={comments.href}
          className="inline-flex min-h-6 items-center gap-1.5 font-medium text-ink-soft hover:text-brand-strong hover:underline"
        >
          <Icon name="message-circle" className="size-4" />
          {comments.label}
        </Link>
      </p>
      <div className={cn("mt-8", toc != null && "xl:grid xl:grid-cols-[minmax(0,1fr)_12rem] xl:gap-10")}>
        {toc != null && <div className="xl:order-last">{toc}</div>}
        <div className={cn("min-w-0", prose)}>{children}</div>
      </div>
      <div data-pagefind-ignore="all" className="mt-10 flex flex-wrap items-center gap-3 border-t border-line pt-6">
        <h2 id="post-tags" className="text-base font-semibold text-ink">
          {`${labels.tags}:`}
        </h2>
        <ul aria-labelledby="post-tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.name}>
              <Link
                href={tag.href}
                rel="tag"
                className="inline-flex min-h-10 items-center rounded-full bg-surface px-4 text-sm font-medium text-ink-soft ring-1 ring-line transition-colors hover:bg-brand hover:text-brand-fg hover:ring-brand"
              >
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div data-pagefind-ignore="all" className="mt-6 flex flex-wrap items-center gap-3">
        <h2 id="post-share" className="text-base font-semibold text-ink">
          {`${share.title}:`}
        </h2>
        <ul aria-labelledby="post-share" className="flex flex-wrap gap-2">
          {share.links.map((link) => (
            <li key={link.network}>
              <Link
                href={link.href}
                target={link.network === "email" ? undefined : "_blank"}
                rel="noopener noreferrer"
                className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium text-ink-soft ring-1 ring-line transition-colors hover:bg-surface-2 hover:text-brand-strong"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}

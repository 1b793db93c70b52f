import { Link } from "#/components/ui/link.tsx"

type Section = { id: string; text: string }

export type PostTocProps = {
  /** The title over the list, which names the navigation landmark ("On this page"). */
  title: string
  /** The post's h2 sections, each with its h3 subsections. */
  sections: readonly (Section & { subsections: readonly Section[] })[]
}

const link = "block rounded-sm py-1 text-muted hover:text-brand-strong hover:underline"

/**
 * A post's table of contents: links to its sections, before the text on a phone and beside it,
 * sticky, on a wide screen (the article places it). Plain links to the headings' ids: no script.
 */
export function PostToc({ title, sections }: PostTocProps) {
  return (
    <nav
      aria-labelledby="post-toc-title"
      data-pagefind-ignore="all"
      className="mb-10 rounded-(--radius-card) border border-line p-5 text-sm xl:sticky xl:top-28 xl:mb-0 xl:max-h-[calc(100dvh-8rem)] xl:overflow-y-auto xl:border-0 xl:border-s xl:p-0 xl:ps-5"
    >
      <p id="post-toc-title" className="mb-2 font-semibold text-ink">
        {title}
      </p>
      <ol className="grid gap-0.5">
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} className={link}>
              {section.text}
            </Link>
            {section.subsections.length > 0 && (
              <ol className="grid gap-0.5 ps-4">
                {section.subsections.map((sub) => (
                  <li key={sub.id}>
                    <Link href={`#${sub.id}`} className={link}>
                      {sub.text}
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

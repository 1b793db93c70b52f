import { useEffect, useRef, useState, type KeyboardEvent } from "react"

import { Glyph } from "#/components/islands/glyphs.tsx"

/** The little of Pagefind's browser API this uses (https://pagefind.app/docs/api/). */
type PagefindSection = { url: string; title: string; excerpt: string; locations?: readonly number[] }
type PagefindData = { url: string; excerpt: string; meta: { title?: string }; sub_results?: readonly PagefindSection[] }
type Pagefind = {
  init?: () => Promise<void>
  debouncedSearch: (
    term: string,
    options?: object,
    wait?: number,
  ) => Promise<{ results: readonly { data: () => Promise<PagefindData> }[] } | null>
}

/**
 * The search box's words. The count line has one template per plural category of the page's
 * language (Intl.PluralRules: English one/other, Arabic zero/one/two/few/many/other), `other`
 * always; a category the language does not name falls back to `other`. `none` is the line for no
 * results at all. `{count}` (written with the page's digits) and `{query}` are filled in.
 */
export type SiteSearchLabels = {
  submit: string
  results: string
  none: string
  zero?: string
  one?: string
  two?: string
  few?: string
  many?: string
  other: string
  unavailable: string
}

export type SiteSearchProps = {
  /** The form's id: links can point at it (#blog-search). */
  id: string
  label: string
  placeholder: string
  /** Where the form goes without JavaScript (GET ?q=…); the page then runs the search. */
  action: string
  /** The index the build writes (integrations/search-index.ts), as served (under the deploy base). */
  bundle: string
  limit?: number
  labels?: SiteSearchLabels
  /** The Intl locale the count is written and its plural chosen in (`intlLocale(locale)`): the page's language. */
  locale?: string
}

type Hit = { url: string; title: string; page: string; excerpt: string }

const defaultLabels: SiteSearchLabels = {
  submit: "Search",
  results: "Search results",
  none: "No results for “{query}”",
  one: "1 result for “{query}”",
  other: "{count} results for “{query}”",
  unavailable: "Search is not available right now. Please try again later.",
}

/** A page's best-matching section (Pagefind splits pages at headings with an id), or the page. */
function toHit(data: PagefindData): Hit {
  const page = data.meta.title ?? data.url
  let best: PagefindSection | undefined
  for (const section of data.sub_results ?? [])
    if (!best || (section.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = section
  return best && best.url !== data.url
    ? { url: best.url, title: best.title, page, excerpt: best.excerpt }
    : { url: data.url, title: page, page, excerpt: data.excerpt }
}

/** Pagefind marks matches with <mark>; keep those and treat everything else as text. */
function Excerpt({ html }: { html: string }) {
  const nodes = Array.from(new DOMParser().parseFromString(html, "text/html").body.childNodes)
  return (
    <span className="mt-1 block text-sm text-muted">
      {nodes.map((node, i) =>
        node.nodeName === "MARK" ? (
          <mark key={i} className="rounded-sm bg-brand-soft px-0.5 text-ink">
            {node.textContent}
          </mark>
        ) : (
          node.textContent
        ),
      )}
    </span>
  )
}

/**
 * Site search over the static Pagefind index. Nothing is fetched until the visitor focuses or
 * types in the box; then the index loads once, results appear below as a list of links, and the
 * count is announced. Without JavaScript the form is a plain GET to `action`.
 */
export function SiteSearch({
  id,
  label,
  placeholder,
  action,
  bundle,
  limit = 5,
  labels = defaultLabels,
  locale = "en-US",
}: SiteSearchProps) {
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const pagefind = useRef<Promise<Pagefind> | null>(null)
  const latest = useRef(0)
  const [hits, setHits] = useState<readonly Hit[]>([])
  const [status, setStatus] = useState("")

  const load = () => {
    pagefind.current ??= import(/* @vite-ignore */ bundle).then(async (module: Pagefind) => {
      await module.init?.()
      return module
    })
    return pagefind.current
  }

  const search = async (term: string) => {
    const run = ++latest.current
    const query = term.trim()
    if (!query) {
      setHits([])
      setStatus("")
      return
    }
    try {
      const found = await (await load()).debouncedSearch(query, {}, 200)
      if (!found) return // a newer keystroke replaced this search
      const data = await Promise.all(found.results.slice(0, limit).map((result) => result.data()))
      if (run !== latest.current) return
      const count = found.results.length
      const template = count === 0 ? labels.none : (labels[new Intl.PluralRules(locale).select(count)] ?? labels.other)
      setHits(data.map(toHit))
      setStatus(template.replace("{count}", new Intl.NumberFormat(locale).format(count)).replace("{query}", query))
    } catch {
      pagefind.current = null
      setHits([])
      setStatus(labels.unavailable)
    }
  }

  useEffect(() => {
    const box = input.current
    if (!box) return
    // Arriving from a category or tag link (?q=…), or from the form without JavaScript.
    const query = new URLSearchParams(window.location.search).get("q")
    if (query && !box.value) box.value = query
    // Catch up with a visitor who focused or typed before the island hydrated.
    if (box.value) void search(box.value)
    else if (document.activeElement === box) void load().catch(() => undefined)
    // Once, on hydration: search() is recreated every render but reads only refs and props.
  }, [])

  const links = () => Array.from(list.current?.querySelectorAll("a") ?? [])
  const onListKey = (event: KeyboardEvent) => {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === "ArrowDown") all[Math.min(at + 1, all.length - 1)]?.focus()
    else if (event.key === "ArrowUp") (at <= 0 ? input.current : all[at - 1])?.focus()
    else if (event.key === "Escape") input.current?.focus()
    else return
    event.preventDefault()
  }

  return (
    <div>
      <form
        id={id}
        role="search"
        action={action}
        method="get"
        className="scroll-mt-28"
        onSubmit={(event) => {
          event.preventDefault()
          void search(input.current?.value ?? "")
        }}
      >
        <label htmlFor={`${id}-input`} className="mb-4 block font-display text-xl font-bold text-ink">
          {label}
        </label>
        <div className="flex items-center gap-2 rounded-full border border-line-strong bg-canvas p-1 ps-5 focus-within:border-brand focus-within:ring-3 focus-within:ring-brand/25">
          <input
            ref={input}
            id={`${id}-input`}
            name="q"
            type="search"
            autoComplete="off"
            placeholder={placeholder}
            aria-controls={`${id}-results`}
            className="min-h-11 w-full min-w-0 bg-transparent text-base text-ink outline-none placeholder:text-muted focus-visible:outline-hidden"
            onFocus={() => void load().catch(() => undefined)}
            onInput={(event) => void search(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown" && links()[0]) {
                event.preventDefault()
                links()[0]?.focus()
              }
            }}
          />
          <button
            type="submit"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-brand-fg hover:bg-brand-strong"
          >
            <Glyph name="search" className="size-5" />
            <span className="sr-only">{labels.submit}</span>
          </button>
        </div>
      </form>
      <p role="status" className="mt-3 text-sm font-medium text-ink-soft empty:hidden">
        {status}
      </p>
      <ol ref={list} id={`${id}-results`} aria-label={labels.results} className="mt-3 grid gap-2 empty:hidden">
        {hits.map((hit) => (
          <li key={hit.url}>
            <a
              href={hit.url}
              onKeyDown={onListKey}
              className="block rounded-xl bg-canvas p-3 ring-1 ring-line transition-colors hover:ring-brand focus-visible:ring-brand"
            >
              <span className="block font-semibold text-ink">{hit.title}</span>
              {hit.page !== hit.title && <span className="block text-xs text-muted">{hit.page}</span>}
              <Excerpt html={hit.excerpt} />
            </a>
          </li>
        ))}
      </ol>
    </div>
  )
}

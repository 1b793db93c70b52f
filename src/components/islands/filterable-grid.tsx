import { useEffect, useRef, useState, type ReactNode } from "react"

import { cn } from "#/lib/cn.ts"
import {
  countText,
  filterFromSearch,
  matches,
  urlWithFilter,
  type CountLabels,
  type CountNoun,
  type FilterOption,
} from "#/lib/filters.ts"
import { replayPendingClick } from "#/lib/pending-click.ts"

export type FilterableGridProps = {
  /** Names the filter group ("Filter jobs by team"). */
  label: string
  /** "Show All" and its siblings; `all` is the unfiltered state. */
  all: string
  filters: readonly FilterOption[]
  /** The tags of each item, in the order the items are rendered (they carry data-filter-item). */
  itemTags: readonly (readonly string[])[]
  noun: CountNoun
  /** The status line's words in the page's language (English by default) and its Intl locale. */
  count?: CountLabels
  locale?: string
  /** The query parameter that keeps the choice in the URL. */
  param?: string
  /** "bar" above the grid, or "sidebar": a vertical list beside it (minimal portfolio). */
  layout?: "bar" | "sidebar"
  /** The grid, rendered at build; every element with data-filter-item is one item. */
  children: ReactNode
}

/**
 * Filter buttons over a server-rendered grid. Every item is in the HTML and visible without
 * JavaScript; once hydrated, the buttons (aria-pressed) hide the items whose tags miss the filter,
 * the status line announces the count, and the filter lives in the URL (?filter=…) so it can be
 * shared and Back restores the previous one.
 */
export function FilterableGrid({
  label,
  all,
  filters,
  itemTags,
  noun,
  count,
  locale,
  param = "filter",
  layout = "bar",
  children,
}: FilterableGridProps) {
  const root = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState<string | null>(null)

  useEffect(() => {
    const read = () => setActive(filterFromSearch(window.location.search, param, filters))
    read()
    window.addEventListener("popstate", read)
    return () => window.removeEventListener("popstate", read)
  }, [param, filters])

  // After the URL is read: a filter pressed before the island ran is the visitor's latest choice.
  useEffect(() => replayPendingClick(root.current), [])

  useEffect(() => {
    const items = root.current?.querySelectorAll<HTMLElement>("[data-filter-item]") ?? []
    items.forEach((item, index) => {
      item.hidden = !matches(itemTags[index] ?? [], active)
    })
  }, [active, itemTags])

  const choose = (value: string | null) => {
    if (value === active) return
    setActive(value)
    window.history.pushState(null, "", urlWithFilter(window.location.href, param, value))
  }

  const shown = itemTags.filter((tags) => matches(tags, active)).length
  const activeLabel = filters.find((filter) => filter.value === active)?.label ?? null
  const options: readonly { value: string | null; label: string }[] = [{ value: null, label: all }, ...filters]
  const sidebar = layout === "sidebar"

  return (
    <div ref={root} className={cn(sidebar && "grid gap-10 lg:grid-cols-[14rem_1fr]")}>
      <div className={cn("flex flex-col gap-4", sidebar ? "lg:sticky lg:top-28 lg:self-start" : "mb-10 items-center")}>
        <div
          role="group"
          aria-label={label}
          className={cn("flex flex-wrap gap-2", sidebar ? "lg:flex-col" : "justify-center")}
        >
          {options.map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={option.value === active}
              onClick={() => choose(option.value)}
              className={cn(
                "inline-flex min-h-11 cursor-pointer items-center rounded-full px-5 text-sm font-semibold text-ink-soft ring-1 ring-line transition-colors hover:bg-surface-2 aria-pressed:forced-selected aria-pressed:bg-brand aria-pressed:text-brand-fg aria-pressed:ring-brand",
                sidebar && "lg:justify-start lg:rounded-xl",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        <p role="status" className="text-sm text-muted">
          {countText(shown, itemTags.length, noun, activeLabel, count, locale)}
        </p>
      </div>
      {children}
    </div>
  )
}

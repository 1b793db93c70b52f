/** Pure helpers of the filterable grid, kept apart so they are unit-tested without a browser. */
export type FilterOption = { value: string; label: string }

/** The filter named in a URL's query, if it is one of the options; otherwise "all" (null). */
export function filterFromSearch(search: string, param: string, options: readonly FilterOption[]): string | null {
  const value = new URLSearchParams(search).get(param)
  return options.some((option) => option.value === value) ? value : null
}

/** The same URL with the filter set, or removed for "all", keeping any other query and the hash. */
export function urlWithFilter(href: string, param: string, value: string | null): string {
  const url = new URL(href)
  if (value) url.searchParams.set(param, value)
  else url.searchParams.delete(param)
  return url.pathname + url.search + url.hash
}

export function matches(tags: readonly string[], value: string | null): boolean {
  return value === null || tags.includes(value)
}

/** "Showing all 6 jobs" / "Showing 2 of 6 jobs: Design" / "No projects in Branding yet". */
export function countText(
  shown: number,
  total: number,
  noun: { one: string; other: string },
  filterLabel: string | null,
): string {
  const word = (n: number) => (n === 1 ? noun.one : noun.other)
  if (filterLabel === null) return `Showing all ${total} ${word(total)}`
  if (shown === 0) return `No ${noun.other} in ${filterLabel} yet`
  return `Showing ${shown} of ${total} ${word(total)}: ${filterLabel}`
}

/** Pure helpers of the filterable grid, kept apart so they are unit-tested without a browser. */
export type FilterOption = { value: string; label: string }

/**
 * A filter for each category that `labels` names, in its order: the value is the category in lower
 * case, as the items are tagged (a job of the Design team: "design"), the label its words.
 */
export const categoryFilters = (labels: Readonly<Record<string, string>>): FilterOption[] =>
  Object.entries(labels).map(([category, label]) => ({ value: category.toLowerCase(), label }))

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

/**
 * The words of the status line, per language: {total}, {shown}, {noun} (the noun for {total}),
 * {nouns} (its plural) and {filter} are filled in.
 */
export type CountLabels = { all: string; some: string; none: string }

export const defaultCountLabels: CountLabels = {
  all: "Showing all {total} {noun}",
  some: "Showing {shown} of {total} {noun}: {filter}",
  none: "No {nouns} in {filter} yet",
}

/** A noun in each plural form a language uses (Intl.PluralRules): English needs one and other. */
export type CountNoun = Partial<Record<Intl.LDMLPluralRule, string>> & { one: string; other: string }

/** "Showing all 6 jobs" / "Showing 2 of 6 jobs: Design" / "No projects in Branding yet". */
export function countText(
  shown: number,
  total: number,
  noun: CountNoun,
  filterLabel: string | null,
  labels: CountLabels = defaultCountLabels,
  locale = "en-US",
): string {
  const plural = new Intl.PluralRules(locale).select(total)
  const numbers = new Intl.NumberFormat(locale)
  const fill = (template: string) =>
    template
      .replaceAll("{total}", numbers.format(total))
      .replaceAll("{shown}", numbers.format(shown))
      .replaceAll("{nouns}", noun.other)
      .replaceAll("{noun}", noun[plural] ?? noun.other)
      .replaceAll("{filter}", filterLabel ?? "")
  if (filterLabel === null) return fill(labels.all)
  if (shown === 0) return fill(labels.none)
  return fill(labels.some)
}

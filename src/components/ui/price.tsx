import { cn } from "#/lib/cn.ts"

export type PriceProps = {
  /** As the plan shows it: "$199", "00", "2.99", "free". */
  amount: string
  period?: string
  className?: string
}

/**
 * A whole amount of money as a language writes it, for a page's copy: (199, "de-DE") → "199 $",
 * (199, "ar-u-nu-latn") → "199 US$" (`intlLocale(locale)`, src/i18n/locales.ts, gives the tag).
 * The figure stays the figure; only its symbol, grouping and order follow the language.
 */
export function formatMoney(amount: number, locale: string, currency = "USD"): string {
  return joinMoney(moneyFormat(locale, currency).formatToParts(amount), locale)
}

function moneyFormat(locale: string, currency: string) {
  return new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 })
}

/**
 * In right-to-left text a symbol of letters and a sign ("US$") would show as "$US": there the
 * symbol is isolated (FSI … PDI), so it keeps its own order beside the figure.
 */
function joinMoney(parts: readonly { type: string; value: string }[], locale: string): string {
  const info = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?: () => { direction?: string } }
  const rtl = info.getTextInfo?.().direction === "rtl"
  return parts.map((part) => (rtl && part.type === "currency" ? `\u2068${part.value}\u2069` : part.value)).join("")
}

/** A price with its period; the amount is the copy's own text so "$00" and "free" stay verbatim. */
export function Price({ amount, period, className }: PriceProps) {
  return (
    <span className={cn("inline-flex items-baseline gap-1", className)}>
      <span className="font-display text-4xl font-bold tracking-tight text-ink tabular-nums">{amount}</span>
      {period && <span className="text-sm text-muted">/{period}</span>}
    </span>
  )
}

import { cn } from "#/lib/cn.ts"

import { Price } from "./price"

export type BillingPeriod = "monthly" | "yearly"

/**
 * Put this class on the element that holds both the switch and the prices: the prices follow the
 * checked radio through `:has()`, so the toggle works with no JavaScript and the label shown as
 * selected always matches the prices shown.
 */
export const periodScope = "group/pricing"

export type PeriodSwitchProps = {
  /** The radio group's name, unique on the page. */
  name: string
  legend: string
  labels: Record<BillingPeriod, string>
  /** Which period the page shows first (each page's data module sets it). */
  initial: BillingPeriod
  /** A short badge beside the yearly option ("Save 20%"). */
  yearlyNote?: string
  className?: string
}

/** Monthly / Yearly as a radio group styled as a segmented control. */
export function PeriodSwitch({ name, legend, labels, initial, yearlyNote, className }: PeriodSwitchProps) {
  return (
    <fieldset className={cn("flex flex-wrap items-center justify-center gap-3", className)}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-full bg-canvas p-1 shadow-card ring-1 ring-line">
        {(["monthly", "yearly"] as const).map((period) => (
          <label
            key={period}
            className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full px-5 text-sm font-semibold text-muted transition-colors has-checked:forced-selected has-checked:bg-brand has-checked:text-brand-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
          >
            <input type="radio" name={name} value={period} defaultChecked={period === initial} className="sr-only" />
            {labels[period]}
          </label>
        ))}
      </div>
      {yearlyNote && (
        <span className="rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-strong">
          {yearlyNote}
        </span>
      )}
    </fieldset>
  )
}

export type PeriodPriceProps = {
  monthly: { amount: string; period: string }
  yearly: { amount: string; period: string }
  className?: string
}

/** Both prices are in the HTML; CSS shows the one whose radio is checked (inside `periodScope`). */
export function PeriodPrice({ monthly, yearly, className }: PeriodPriceProps) {
  return (
    <span className={className}>
      {/* Wrapped, so `hidden` never meets Price's own inline-flex on one element (CSS order would decide). */}
      <span className="group-has-[[value=yearly]:checked]/pricing:hidden">
        <Price {...monthly} />
      </span>
      <span className="hidden group-has-[[value=yearly]:checked]/pricing:inline">
        <Price {...yearly} />
      </span>
    </span>
  )
}

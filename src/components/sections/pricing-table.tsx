import { buttonClassName, type Cta } from "#/components/ui/button.ts"
import { Icon, type IconName } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"
import { ctaTrackAttribute } from "#/lib/site-events.ts"
import { PeriodPrice, PeriodSwitch, periodScope, type BillingPeriod } from "#/components/ui/period-switch.tsx"
import { Price } from "#/components/ui/price.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

export type PlanFeature = {
  text: string
  /** false: shown crossed out with a cross icon and "Not included:" for screen readers. */
  included: boolean
  /** The plan's allowance, shown at the end of the line ("50", "60 days", "Unlimited"). */
  limit?: string
}

/**
 * A price that follows the period switch (both figures are in the HTML), or one price that does
 * not change (a page with no switch, or a plan billed one way only).
 */
export type PlanPrice = { monthly: string; yearly: string } | { amount: string; period?: string }

export type PricingPlan = {
  /** The plan's name ("Silver Plan"): words a translation gives (a `name` elsewhere is structure). */
  title: string
  blurb: string
  icon?: IconName
  price: PlanPrice
  features: readonly PlanFeature[]
  /** The plan the page recommends: drawn raised, with a ring and the badge. */
  highlighted?: boolean
  /** Text of the badge on the plan ("Most popular"); shown on any plan that has one. */
  badge?: string
  cta: Cta
}

export type PricingPeriod = {
  /** The radio group's name, unique on the page. */
  name: string
  /** Which period shows at load (monthly on /pricing, yearly on /home-2 …: each page's data module chooses). */
  initial: BillingPeriod
  /** Names the radio group for screen readers ("Billing period"). */
  legend: string
  /** The two options ("Per Month" / "Per Year"). */
  labels: Record<BillingPeriod, string>
  /** What each price is per, after the slash ("month" / "year"). */
  units: Record<BillingPeriod, string>
  /** A small badge beside the switch ("Save up to 20%"). */
  yearlyNote?: string
}

export type PricingTableProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  plans: readonly PricingPlan[]
  /** The Monthly / Yearly switch. Leave it out when every plan has one price. */
  period?: PricingPeriod
  /**
   * "cards": a centred heading over plan cards side by side (one plan: a single centred card).
   * "rows": heading and switch side by side, then one wide row per plan (name, features, price).
   */
  layout?: "cards" | "rows"
  /** Small print under the plans ("Prices in USD, taxes extra. Cancel any time."). */
  note?: string
  tone?: SectionTone
  labels?: { features?: string; notIncluded?: string }
}

const cardColumns = {
  1: "mx-auto max-w-md",
  2: "mx-auto max-w-4xl md:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "sm:grid-cols-2 xl:grid-cols-4",
} as const

const defaultLabels = { features: "What's included", notIncluded: "Not included:" }

/*
 * Cards side by side share their rows (CSS subgrid): the name and blurb, the price and button, the
 * features' heading and each feature line take the height of the tallest in the row, so a longer
 * line in one language never pulls one card's features out of line with its neighbours'. A card
 * spans as many rows of the list as it has parts; class names are written out whole for Tailwind.
 */
const rowSpans = [
  "row-span-1",
  "row-span-2",
  "row-span-3",
  "row-span-4",
  "row-span-5",
  "row-span-6",
  "row-span-7",
  "row-span-8",
  "row-span-9",
  "row-span-10",
  "row-span-11",
  "row-span-12",
  "row-span-13",
  "row-span-14",
  "row-span-15",
  "row-span-16",
] as const
/** A subgrid spanning `rows` rows of its parent, or nothing when there are more than the list above holds. */
const subgridRows = (rows: number) => {
  const span = rowSpans[rows - 1]
  return span ? `grid grid-rows-subgrid ${span}` : undefined
}

/**
 * Plan cards with an optional Monthly / Yearly switch. The switch is a radio group and the prices
 * follow it through CSS `:has()` (components/ui/period-switch.tsx), so it works without JavaScript
 * and the label shown as selected always matches the prices shown.
 */
export function PricingTable({
  id,
  eyebrow,
  title,
  lead,
  plans,
  period,
  layout = "cards",
  note,
  tone,
  labels,
}: PricingTableProps) {
  const text = { ...defaultLabels, ...labels }
  const periodSwitch = period && (
    <PeriodSwitch
      name={period.name}
      legend={period.legend}
      labels={period.labels}
      initial={period.initial}
      yearlyNote={period.yearlyNote}
    />
  )
  const count = Math.min(Math.max(plans.length, 1), 4) as keyof typeof cardColumns
  // The rows a card spans: its header, its price and button, the features' heading, then each line.
  const featureRows = Math.max(1, ...plans.map((plan) => plan.features.length))
  const shared = layout === "cards" && plans.length > 1 && subgridRows(3 + featureRows) ? featureRows : undefined

  return (
    <Section labelledBy={id} tone={tone}>
      <div className={periodScope}>
        {layout === "rows" ? (
          <div className="flex flex-col items-start gap-8 lg:flex-row lg:items-end lg:justify-between">
            <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} align="start" />
            {periodSwitch}
          </div>
        ) : (
          <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead}>
            {periodSwitch && <div className="mt-4">{periodSwitch}</div>}
          </SectionHeading>
        )}
        <ul
          data-plans={layout}
          className={cn("grid gap-6", layout === "rows" ? "mt-12" : cn("mt-16 items-stretch", cardColumns[count]))}
        >
          {plans.map((plan) => (
            <li key={plan.title} className={shared ? subgridRows(3 + shared) : "flex"}>
              <PlanCard plan={plan} layout={layout} period={period} labels={text} featureRows={shared} />
            </li>
          ))}
        </ul>
        {note && <p className="mt-10 text-center text-sm text-muted">{note}</p>}
      </div>
    </Section>
  )
}

type PlanCardProps = {
  plan: PricingPlan
  layout: "cards" | "rows"
  period?: PricingPeriod
  labels: typeof defaultLabels
  /** The feature rows the cards of the list share (subgrid), when they share them. */
  featureRows?: number | undefined
}

function PlanCard({ plan, layout, period, labels, featureRows }: PlanCardProps) {
  const rows = layout === "rows"
  const grid = featureRows !== undefined
  return (
    <article
      className={cn(
        "relative w-full rounded-(--radius-card) border bg-canvas text-ink",
        grid ? subgridRows(3 + featureRows) : "flex flex-col",
        plan.highlighted ? "border-brand shadow-lift ring-1 ring-brand" : "border-line shadow-card",
        rows
          ? "gap-8 p-7 sm:p-8 lg:grid lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.7fr)_minmax(0,0.8fr)] lg:items-center lg:gap-10 lg:p-10"
          : "gap-7 p-7 sm:p-8",
      )}
    >
      <header className={cn("flex flex-col gap-3", !rows && plan.badge && "pt-2")}>
        <div className="flex flex-wrap items-center gap-3">
          {plan.icon && (
            <span
              className={cn(
                "grid size-11 place-items-center rounded-xl",
                plan.highlighted ? "bg-brand text-brand-fg" : "bg-brand-soft text-brand-strong",
              )}
            >
              <Icon name={plan.icon} className="size-5" />
            </span>
          )}
          <h3 className="font-display text-xl font-semibold">{plan.title}</h3>
          {plan.badge && (
            <span
              className={cn(
                "rounded-full bg-brand px-3 py-1 text-xs font-semibold text-brand-fg",
                !rows && "absolute inset-x-0 -top-3.5 mx-auto w-fit whitespace-nowrap shadow-card",
              )}
            >
              {plan.badge}
            </span>
          )}
        </div>
        <p className="text-muted">{plan.blurb}</p>
      </header>

      <div className={cn("flex flex-col gap-6", rows ? "lg:order-last lg:border-s lg:border-line lg:ps-10" : "")}>
        <PlanPriceView price={plan.price} period={period} />
        <Link
          href={plan.cta.href}
          className={buttonClassName({
            variant: plan.cta.variant ?? (plan.highlighted ? "primary" : "secondary"),
            size: "lg",
            className: "w-full",
          })}
          {...ctaTrackAttribute}
        >
          {plan.cta.label}
          <span className="sr-only">{`: ${plan.title}`}</span>
        </Link>
      </div>

      <div
        className={cn(
          "gap-4",
          grid ? subgridRows(1 + featureRows) : "flex flex-col",
          !rows && "border-t border-line pt-6",
        )}
      >
        <p className="text-sm font-semibold text-ink">{labels.features}</p>
        <ul
          className={cn(
            "grid gap-3",
            grid && subgridRows(featureRows),
            rows ? "text-sm sm:grid-cols-2 sm:gap-x-6" : "text-sm sm:text-base",
          )}
        >
          {plan.features.map((feature) => (
            <FeatureLine key={feature.text} feature={feature} notIncluded={labels.notIncluded} inlineLimit={rows} />
          ))}
        </ul>
      </div>
    </article>
  )
}

function PlanPriceView({ price, period }: { price: PlanPrice; period?: PricingPeriod }) {
  if ("amount" in price) return <Price amount={price.amount} period={price.period} />
  if (!period) return <Price amount={price.monthly} />
  return (
    <PeriodPrice
      monthly={{ amount: price.monthly, period: period.units.monthly }}
      yearly={{ amount: price.yearly, period: period.units.yearly }}
    />
  )
}

type FeatureLineProps = {
  feature: PlanFeature
  notIncluded: string
  /** Rows are narrow per line: the limit follows the text as a pill instead of a right-hand column. */
  inlineLimit: boolean
}

function FeatureLine({ feature, notIncluded, inlineLimit }: FeatureLineProps) {
  return (
    <li className={cn("flex items-start gap-3", feature.included ? "text-ink-soft" : "text-muted")}>
      <span
        className={cn(
          "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full",
          feature.included ? "bg-brand-soft text-brand-strong" : "bg-surface-2 text-muted",
        )}
      >
        <Icon name={feature.included ? "check" : "x"} className="size-3.5" strokeWidth={2.5} />
      </span>
      <span className={cn("grow", !feature.included && "line-through decoration-line-strong")}>
        {!feature.included && <span className="sr-only">{`${notIncluded} `}</span>}
        {feature.text}
        {feature.limit && inlineLimit && (
          <span className="ms-2 inline-block rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-strong">
            {feature.limit}
          </span>
        )}
      </span>
      {feature.limit && !inlineLimit && <span className="shrink-0 font-semibold text-ink">{feature.limit}</span>}
    </li>
  )
}

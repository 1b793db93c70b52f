import { Icon } from "#/components/ui/icon.tsx"
import { Section, type SectionTone } from "#/components/ui/section.tsx"
import { SectionHeading } from "#/components/ui/section-heading.tsx"
import { cn } from "#/lib/cn.ts"

export type ComparisonTableProps = {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  /** The column heads: the product first, then what it is compared with. */
  columns: readonly string[]
  /** One row per point of comparison: a value per column, a tick, a cross or a few words. */
  rows: readonly { feature: string; values: readonly (boolean | string)[] }[]
  /** What a screen reader says for a tick and a cross, and the name of the first column. */
  labels: { yes: string; no: string; feature: string }
  tone?: SectionTone
}

/**
 * The product beside its alternatives, point by point: a real table (a header row, a header cell per
 * row), the product's column on the accent's tint. Short values (a tick, a cross, a few words) keep
 * it inside a 320 px screen: the point column wraps instead.
 */
export function ComparisonTable({ id, eyebrow, title, lead, columns, rows, labels, tone }: ComparisonTableProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <div className="mx-auto mt-14 max-w-5xl reveal overflow-hidden rounded-(--radius-card) border border-line bg-canvas shadow-card">
        <table className="w-full border-collapse text-start text-sm sm:text-base">
          <thead>
            <tr>
              <th scope="col" className="px-3 py-4 text-start text-sm font-semibold text-muted sm:px-7">
                {labels.feature}
              </th>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    "px-2 py-4 text-center font-display text-sm font-semibold sm:px-4 sm:text-base",
                    index === 0 ? "bg-brand-soft text-brand-strong" : "text-ink",
                  )}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-t border-line">
                <th scope="row" className="px-3 py-4 text-start font-medium text-ink-soft sm:px-7">
                  {row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index] ?? index}
                    className={cn(
                      "px-4 py-4 text-center text-sm",
                      index === 0 && "bg-brand-soft font-semibold text-ink",
                    )}
                  >
                    {typeof value === "string" ? (
                      value
                    ) : (
                      <>
                        <Icon
                          name={value ? "check" : "x"}
                          className={cn("inline size-5", value ? "text-success" : "text-muted")}
                        />
                        <span className="sr-only">{value ? labels.yes : labels.no}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}

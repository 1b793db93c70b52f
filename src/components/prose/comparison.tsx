import { useId } from "react"

export type ComparisonProps = {
  leftTitle: string
  left: readonly string[]
  rightTitle: string
  right: readonly string[]
}

/**
 * Two lists side by side (stacked on a phone): before and after, do and don't. Each title names its
 * list; they are not headings, so a comparison never shifts the post's outline or its table of contents.
 */
export function Comparison({ leftTitle, left, rightTitle, right }: ComparisonProps) {
  const id = useId()
  const columns = [
    { key: "left", title: leftTitle, items: left },
    { key: "right", title: rightTitle, items: right },
  ]
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2">
      {columns.map((column) => (
        <div key={column.key} className="rounded-(--radius-card) bg-surface p-6 ring-1 ring-line">
          <p id={`${id}-${column.key}`} className="text-lg font-semibold text-ink">
            {column.title}
          </p>
          <ul aria-labelledby={`${id}-${column.key}`} className="text-base">
            {column.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

import { cn } from "#/lib/cn.ts"

/** Charts for mock-ups: simple SVG, brand-coloured, decorative (the surrounding text carries the facts). */

function scale(values: readonly number[], width: number, height: number, pad = 4) {
  const max = Math.max(...values)
  const min = Math.min(...values)
  const range = max - min || 1
  return values.map((v, i) => ({
    x: Math.round((i / Math.max(1, values.length - 1)) * (width - pad * 2) + pad),
    y: Math.round(height - pad - ((v - min) / range) * (height - pad * 2)),
  }))
}

/**
 * A line over its box, whatever the box's proportions: the drawing stretches to fill it
 * (preserveAspectRatio="none"), and its strokes and end dot are drawn in screen pixels
 * (non-scaling-stroke; the dot is a zero-length stroke with a round cap), so they stay round.
 */
export function LineChart({ values, className }: { values: readonly number[]; className?: string }) {
  const width = 320
  const height = 120
  const points = scale(values, width, height, 6)
  const line = points.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join(" ")
  const last = points[points.length - 1] ?? { x: 0, y: 0 }
  const dot = `M${last.x} ${last.y}h0`
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={cn("w-full overflow-visible", className)}
      aria-hidden="true"
      focusable="false"
    >
      {[0.25, 0.5, 0.75].map((f) => (
        <line
          key={f}
          x1="0"
          x2={width}
          y1={height * f}
          y2={height * f}
          className="stroke-line"
          strokeDasharray="4 6"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <path d={`${line} L${last.x} ${height} L${points[0]?.x ?? 0} ${height}Z`} className="fill-brand/12" />
      <path
        d={line}
        fill="none"
        className="stroke-brand"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
      <path d={dot} className="stroke-brand" strokeWidth="13" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
      <path d={dot} className="stroke-canvas" strokeWidth="6" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  )
}

/**
 * Bars across their box, one column each, with the column's label (a quarter, a weekday) under its
 * own bar: a label cannot drift from its bar, whatever the width. Each bar is an SVG sized by
 * attributes (no inline styles: the CSP forbids them), stretched to its column.
 */
export function BarChart({
  values,
  labels,
  highlight,
  className,
}: {
  values: readonly number[]
  labels?: readonly string[]
  highlight?: number
  className?: string
}) {
  const max = Math.max(...values)
  return (
    <div
      data-chart="bars"
      className={cn("grid h-28 auto-cols-fr grid-flow-col gap-1.5 sm:gap-2", className)}
      aria-hidden="true"
    >
      {values.map((v, i) => {
        const h = Math.max(5, (v / max) * 100)
        return (
          // Quarters and weekdays may repeat: the position tells the columns apart.
          <div key={i} className="grid min-w-0 grid-rows-[minmax(0,1fr)_auto] gap-1.5">
            {/* Laid over its cell, so the drawing's own size never stretches the column. */}
            <span className="relative">
              <svg
                viewBox="0 0 10 100"
                preserveAspectRatio="none"
                className="absolute inset-0 size-full"
                focusable="false"
              >
                <rect
                  y={100 - h}
                  width="10"
                  height={h}
                  className={i === (highlight ?? values.length - 1) ? "fill-brand" : "fill-brand/25"}
                />
              </svg>
            </span>
            {labels && (
              <span data-label="" className="text-center text-[0.625rem] leading-none text-muted">
                {labels[i]}
              </span>
            )}
          </div>
        )
      })}
    </div>
  )
}

/** A ring showing `value` percent. */
export function DonutChart({ value, className }: { value: number; className?: string }) {
  const r = 40
  const c = 2 * Math.PI * r
  return (
    <svg viewBox="0 0 100 100" className={cn("-rotate-90", className)} aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r={r} fill="none" className="stroke-brand/15" strokeWidth="12" />
      <circle
        cx="50"
        cy="50"
        r={r}
        fill="none"
        className="stroke-brand"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${(c * value) / 100} ${c}`}
      />
    </svg>
  )
}

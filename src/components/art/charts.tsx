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

export function LineChart({ values, className }: { values: readonly number[]; className?: string }) {
  const width = 320
  const height = 120
  const points = scale(values, width, height)
  const line = points.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join(" ")
  const last = points[points.length - 1] ?? { x: 0, y: 0 }
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={cn("w-full", className)} aria-hidden="true" focusable="false">
      {[0.25, 0.5, 0.75].map((f) => (
        <line key={f} x1="0" x2={width} y1={height * f} y2={height * f} className="stroke-line" strokeDasharray="4 6" />
      ))}
      <path d={`${line} L${last.x} ${height} L${points[0]?.x ?? 0} ${height}Z`} className="fill-brand/12" />
      <path
        d={line}
        fill="none"
        className="stroke-brand"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={last.x} cy={last.y} r="5" className="fill-canvas stroke-brand" strokeWidth="3" />
    </svg>
  )
}

export function BarChart({
  values,
  highlight,
  className,
}: {
  values: readonly number[]
  highlight?: number
  className?: string
}) {
  const max = Math.max(...values)
  const width = 320
  const height = 120
  const gap = 8
  const bar = (width - gap * (values.length - 1)) / values.length
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={cn("w-full", className)} aria-hidden="true" focusable="false">
      {values.map((v, i) => {
        const h = Math.max(6, (v / max) * height)
        return (
          <rect
            key={i}
            x={i * (bar + gap)}
            y={height - h}
            width={bar}
            height={h}
            rx="5"
            className={i === (highlight ?? values.length - 1) ? "fill-brand" : "fill-brand/25"}
          />
        )
      })}
    </svg>
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

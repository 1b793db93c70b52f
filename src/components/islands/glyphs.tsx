/**
 * The few icons islands draw. Islands ship to the browser, so they use these inline paths rather
 * than the icon registry in components/ui/icon.tsx, which would pull every registered icon in.
 */
const paths = {
  play: "M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z",
  close: "M6 6l12 12M18 6 6 18",
  prev: "M15 6l-6 6 6 6",
  next: "M9 6l6 6-6 6",
  pause: "M9 5v14M15 5v14",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4.2-4.2",
} as const

export type GlyphName = keyof typeof paths

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  const filled = name === "play"
  // Prev and next point along the reading direction: mirrored on a right-to-left page ("next" points left).
  if (name === "prev" || name === "next") className = `${className ?? ""} rtl:-scale-x-100`
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  )
}

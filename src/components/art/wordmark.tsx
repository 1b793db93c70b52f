import { cn } from "#/lib/cn.ts"

const glyphs = {
  circle: <circle cx="12" cy="12" r="9" />,
  triangle: <path d="M12 3 21.5 20h-19Z" />,
  hexagon: <path d="m12 2.5 8.3 4.8v9.4L12 21.5l-8.3-4.8V7.3Z" />,
  squares: <path d="M3 3h8v8H3Zm10 10h8v8h-8Zm0-10h8v8h-8Z" />,
  wave: <path d="M2 14c3-6 6-6 10 0s7 6 10 0v7H2Z" />,
  leaf: <path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16Z" />,
  ring: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z" />,
} as const

export type WordmarkGlyph = keyof typeof glyphs

export const wordmarkGlyphs = Object.keys(glyphs) as [WordmarkGlyph, ...WordmarkGlyph[]]

export type WordmarkProps = { name: string; glyph: WordmarkGlyph; className?: string }

/** A fictional client's logo: glyph plus name, in the muted ink of a logo strip. */
export function Wordmark({ name, glyph, className }: WordmarkProps) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-muted", className)}>
      <svg viewBox="0 0 24 24" className="size-7 fill-current" aria-hidden="true" focusable="false">
        {glyphs[glyph]}
      </svg>
      <span className="font-display text-xl font-bold tracking-tight">{name}</span>
    </span>
  )
}

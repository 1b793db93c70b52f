import { cn } from "#/lib/cn.ts"

export type GlowProps = {
  /** How far it spills around the mock-up (Tailwind inset classes); 1.5 rem past every edge by default. */
  inset?: string
}

/**
 * The soft accent glow behind a hero mock-up: a blurred gradient from the variant's accent to its
 * second accent, placed behind its positioned parent. Decoration only, hidden from assistive tech.
 */
export function Glow({ inset = "-inset-6" }: GlowProps) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "absolute -z-10 rounded-[3rem] bg-linear-to-br from-brand/20 via-transparent to-brand-2/25 blur-2xl",
        inset,
      )}
    />
  )
}

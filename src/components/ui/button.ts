import { cn } from "#/lib/cn.ts"

/*
 * Every variant with an edge draws it with a shadow or a ring: forced colours (Windows high contrast)
 * drop both and paint the fill in the page's colour, and global.css turns those two into an outline
 * there, so a button never reads as plain text. Ghost buttons have no edge in any mode.
 */
const variants = {
  primary: "bg-brand text-brand-fg shadow-card hover:bg-brand-strong",
  secondary: "bg-canvas text-ink ring-1 ring-line-strong hover:bg-surface-2",
  ghost: "text-ink hover:bg-surface-2",
  inverse: "bg-canvas text-ink shadow-card hover:bg-surface-2",
  outline: "text-current ring-1 ring-current/40 hover:bg-current/10",
} as const

const sizes = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-13 px-7 text-base",
  /** Square, for icon-only buttons (44 px: WCAG target size with room to spare). */
  icon: "size-11 shrink-0",
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes
/** The variants by name, for the schemas of content that names one. */
export const buttonVariants = Object.keys(variants) as [ButtonVariant, ...ButtonVariant[]]

/** One look for <button> and <a>: call it for either element's className. */
export function buttonClassName({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,box-shadow,translate] duration-200 hover:-translate-y-px active:translate-y-0 disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  )
}

/** A call to action as content modules describe it. */
export type Cta = {
  label: string
  href: string
  variant?: ButtonVariant
  /** Words read after the label but not shown, for a generic label ("Learn more" + " about Learnwise"): link text must say where it goes (WCAG 2.4.4). */
  context?: string
}

/** Joins class names, skipping falsy ones. Class order is left to the Prettier Tailwind plugin. */
export function cn(...classes: ReadonlyArray<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ")
}

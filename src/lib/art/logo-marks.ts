/** Glyphs drawn inside the brand square, one per fictional brand. */
export const marks = {
  spark: "M16 5c.9 5.6 2.4 7.1 8 8-5.6.9-7.1 2.4-8 8-.9-5.6-2.4-7.1-8-8 5.6-.9 7.1-2.4 8-8Z",
  bubble:
    "M8 9.5A3.5 3.5 0 0 1 11.5 6h9A3.5 3.5 0 0 1 24 9.5v6a3.5 3.5 0 0 1-3.5 3.5H15l-5 4v-4.2A3.5 3.5 0 0 1 8 15.5Z",
  stride: "M7 21.5 13 10l4 7 3-5 5 9.5Z",
  book: "M8 8.5c3-1.2 5.6-.9 8 .8v14c-2.4-1.7-5-2-8-.8Zm16 0c-3-1.2-5.6-.9-8 .8v14c2.4-1.7 5-2 8-.8Z",
  rise: "M8 23v-5h4v5Zm6 0V13h4v10Zm6 0V8h4v15Z",
  send: "M7 15.5 25 8l-6.5 17-3.2-7.3Zm8.3 2.2L25 8",
  cloud: "M11 22a5 5 0 0 1-.6-10A6.5 6.5 0 0 1 23 13.2 4.4 4.4 0 0 1 22.4 22Z",
  compass: "M16 6a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4.5 5.5-2.8 6.2-6.2 2.8 2.8-6.2Z",
  clock: "M16 6a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 4.5h2.4v5.1l3.6 2.1-1.2 2.1-4.8-2.8Z",
  quill: "M24 7c-7.5.5-12.5 5.5-14 14l-2 4 4-2c8.5-1.5 13.5-6.5 14-14Zm-9 10 5-5",
} as const

export type BrandMark = keyof typeof marks

/** A mark with an open line (a path that does not end closed) is stroked as well as filled, so the line shows. */
export function isStroked(mark: BrandMark): boolean {
  return !marks[mark].endsWith("Z")
}

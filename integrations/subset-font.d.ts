// subset-font ships no types; this is the part of its API the font-subset integration uses.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Buffer,
    text: string | null | undefined,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2"
      keepFeatures?: readonly string[]
      variationAxes?: Record<string, Axis>
      noLayoutClosure?: boolean
      keepAllGlyphs?: boolean
    },
  ): Promise<Buffer>
}

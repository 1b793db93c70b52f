// fontverter ships no types; this is the part of its API the pictures' lettering uses.
declare module "fontverter" {
  type Format = "truetype" | "woff" | "woff2" | "sfnt"
  const fontverter: { convert(font: Buffer, to: Format): Promise<Buffer> }
  export default fontverter
}

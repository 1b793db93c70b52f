import { isStroked, marks, type BrandMark } from "./logo-marks.ts"

/** The brand square as a standalone SVG file (favicon, app icons). */
export function brandMarkSvg(mark: BrandMark, color: string): string {
  const stroked = isStroked(mark)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="9" fill="${color}"/><path d="${marks[mark]}" fill="#fff" stroke="#fff" stroke-width="${stroked ? 1.6 : 0}" stroke-linejoin="round"/></svg>`
}

/**
 * An SVG as a `data:` URL for an attribute: single quotes inside, and percent-escaped every character
 * a URL may not hold as it is (spaces, `<`, `>`: browsers take them, the HTML standard's URL syntax
 * and so the validator do not) or gives a meaning (`#`, `%`). Still a third the size of base64.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[^\w\-.~!$'()*+,;=:@/]/g, encodeURIComponent)}`
}

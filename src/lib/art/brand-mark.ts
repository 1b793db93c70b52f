import { marks, type BrandMark } from "../../components/ui/logo-marks.ts"

/** The brand square as a standalone SVG file (favicon, app icons). */
export function brandMarkSvg(mark: BrandMark, color: string): string {
  const stroked = mark === "send" || mark === "quill"
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="9" fill="${color}"/><path d="${marks[mark]}" fill="#fff" stroke="#fff" stroke-width="${stroked ? 1.6 : 0}" stroke-linejoin="round"/></svg>`
}

/** "#rrggbb" as its red, green and blue channels, 0 to 255. */
export function hexRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/**
 * Astro islands as the build wrote them: each <astro-island> names its component (component-export)
 * and serialises its props in its `props` attribute, JSON where every value is a `[type, value]`
 * pair. Decoded here as Astro's own client does (astro/dist/runtime/server/astro-island.js), so a
 * check reads what the island was given: a video's embed address, a grid's items, a slider's slides.
 */
import type { CheerioAPI } from "cheerio"
import type { Element } from "domhandler"

type Tuple = [number, unknown]

const reviveArray = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw.map((item) => revive(item as Tuple)) : [])

const reviveObject = (raw: unknown): unknown =>
  typeof raw !== "object" || raw === null
    ? raw
    : Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, revive(value as Tuple)]))

const types: Record<number, (value: unknown) => unknown> = {
  0: reviveObject,
  1: reviveArray,
  2: (value) => new RegExp(String(value)),
  3: (value) => new Date(String(value)),
  4: (value) => new Map(reviveArray(value) as [unknown, unknown][]),
  5: (value) => new Set(reviveArray(value)),
  6: (value) => BigInt(String(value)),
  7: (value) => new URL(String(value)),
  8: (value) => new Uint8Array(value as number[]),
  9: (value) => new Uint16Array(value as number[]),
  10: (value) => new Uint32Array(value as number[]),
  11: (value) => Number.POSITIVE_INFINITY * Number(value),
}

function revive([type, value]: Tuple): unknown {
  const reviver = types[type]
  return reviver ? reviver(value) : undefined
}

/** An island's props, decoded (an island without props: an empty object). */
export function islandProps(island: Element): Record<string, unknown> {
  const raw = island.attribs.props
  return raw ? (reviveObject(JSON.parse(raw)) as Record<string, unknown>) : {}
}

/** The page's islands of one component, by its export name ("VideoDialog"), in document order. */
export function islandsOf($: CheerioAPI, component: string): Element[] {
  return $(`astro-island[component-export="${component}"]`).toArray()
}

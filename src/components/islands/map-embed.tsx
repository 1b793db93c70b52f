import { useEffect, useRef, useState } from "react"

/** The only host the map loads from; it must also be in the CSP's frame-src. */
export const mapHost = "https://www.openstreetmap.org"

export type MapEmbedProps = {
  /** Where the pin goes (decimal degrees). */
  lat: number
  lon: number
  /** OpenStreetMap zoom level: 16 shows a few streets around the pin. */
  zoom?: number
  /** Names the map frame for screen readers ("Map of Lumora Studio, 214 Harbor Street…"). */
  title: string
  labels: MapEmbedLabels
}

export type MapEmbedLabels = {
  /** The button that loads the map ("Show map"). */
  show: string
  /** The note over the placeholder; "{host}" is replaced with the map's host name. */
  notice: string
  /** The link that works without JavaScript ("Open in OpenStreetMap"). */
  open: string
  /** Read after the link by screen readers ("(opens in a new tab)"). */
  newTab: string
}

/**
 * An OpenStreetMap embed that loads only when the visitor asks: until "Show map" is pressed no
 * request reaches openstreetmap.org. Then focus moves into the map frame. The "Open in
 * OpenStreetMap" link works without JavaScript, and the button only appears once it can work.
 */
export function MapEmbed({ lat, lon, zoom = 16, title, labels }: MapEmbedProps) {
  const text = labels
  const [ready, setReady] = useState(false)
  const [shown, setShown] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => setReady(true), [])
  useEffect(() => {
    if (shown) frame.current?.focus()
  }, [shown])

  const host = new URL(mapHost).host
  // About a 2.5 km wide view at zoom 16, narrower or wider by a factor of two per zoom step.
  const dLon = (360 / 2 ** zoom) * 1.5
  const dLat = dLon * 0.55
  const bbox = [lon - dLon, lat - dLat, lon + dLon, lat + dLat].map((n) => n.toFixed(5)).join(",")
  const src = `${mapHost}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`
  const link = `${mapHost}/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-4/3 overflow-hidden rounded-(--radius-card) border border-line bg-surface-2 sm:aspect-video">
        {shown ? (
          <iframe
            ref={frame}
            src={src}
            title={title}
            className="size-full"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {/* A hint of streets, drawn here: nothing is fetched before the visitor asks. Half the
                field-border tone: a backdrop, not a grid of bars, in either theme. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 400 225"
              preserveAspectRatio="xMidYMid slice"
              className="absolute inset-0 size-full text-line-strong/50"
              fill="none"
              stroke="currentColor"
            >
              <path d="M-10 60 L410 110 M-10 170 L410 140 M80 -10 L130 240 M260 -10 L230 240" strokeWidth="10" />
              <path d="M-10 20 L410 40 M-10 210 L410 200 M180 -10 L190 240 M340 -10 L320 240" strokeWidth="4" />
            </svg>
            <div className="absolute inset-0 grid place-items-center p-5">
              <div className="flex max-w-sm flex-col items-center gap-3 rounded-(--radius-card) bg-canvas/95 p-5 text-center shadow-card">
                <p className="text-sm text-ink-soft">{text.notice.replaceAll("{host}", host)}</p>
                <button
                  type="button"
                  hidden={!ready}
                  onClick={() => setShown(true)}
                  className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full bg-brand px-5 text-sm font-semibold text-brand-fg shadow-card hover:bg-brand-strong"
                >
                  {text.show}
                </button>
              </div>
            </div>
          </>
        )}
      </div>
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className="self-start text-sm font-semibold text-brand-strong underline underline-offset-4"
      >
        {text.open}
        <span className="sr-only">{` ${text.newTab}`}</span>
      </a>
    </div>
  )
}

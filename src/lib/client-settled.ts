import type { ClientDirective } from "astro"

import { QUIET_MS, settledWithinMs } from "./client-settled-timing"
import { pendingClickAttribute, pendingClickEvent } from "./pending-click"

/**
 * `client:settled`: hydrates an island once the page has loaded (its stylesheet, fonts and
 * first-screen images are in) and its largest paint is done; `client:settled="visible"` waits,
 * after that, until the island is also in view.
 *
 * In place of Astro's client:idle and client:visible, which can start while the page still waits
 * for its stylesheet and fonts: the main thread is idle then, and an island in the first screen is
 * in view at the first layout. Its JavaScript (React included, about 60 KB) would then share a slow
 * connection with the fonts, and a font that misses the first paint leaves the page in its fallback
 * (font-display: optional). The server HTML shows the island's content all along.
 *
 * A button pressed before then is not lost: it is marked `data-click-pending` (below), the island
 * starts at once (the visitor is here, so nothing is left to wait for), and it presses the button
 * again once it listens (`replayPendingClick`, src/lib/pending-click.ts). Links and form fields need
 * no help: they work without JavaScript.
 */
const settled: ClientDirective = (load, options, el) => {
  let started = false
  const hydrate = () => {
    if (started) return
    started = true
    void load().then((run) => run())
  }
  if (el.querySelector(`[${pendingClickAttribute}]`)) return hydrate()
  el.addEventListener(pendingClickEvent, hydrate)
  const start = () => {
    if (options.value !== "visible") return hydrate()
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      hydrate()
    })
    // <astro-island> is display: contents, so it has no box of its own to observe.
    for (const child of el.children) observer.observe(child)
  }
  const afterLargestPaint = () => {
    const done = () => {
      painted.disconnect()
      start()
    }
    let timer = setTimeout(done, settledWithinMs)
    const painted = new PerformanceObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, QUIET_MS)
    })
    // A browser that does not report largest paints warns once and hydrates after settledWithinMs.
    painted.observe({ type: "largest-contentful-paint", buffered: true })
  }
  // Astro runs a directive as its island is parsed, so always before the page's load event (which
  // comes once: the listener needs no `once`).
  addEventListener("load", afterLargestPaint)
}

/**
 * The document listens, not each island: Astro runs an island's directive only once the island's
 * HTML has been parsed, and a visitor can press a filter while the grid under it is still arriving.
 * This runs as the directive's script is parsed, before the first island.
 */
addEventListener(
  "click",
  (event) => {
    const button = (event.target as Element).closest("astro-island[ssr][client=settled] button[type=button]")
    const island = button?.closest("astro-island")
    if (!button || !island) return
    island.querySelector(`[${pendingClickAttribute}]`)?.removeAttribute(pendingClickAttribute)
    button.setAttribute(pendingClickAttribute, "")
    island.dispatchEvent(new Event(pendingClickEvent))
  },
  true,
)

export default settled

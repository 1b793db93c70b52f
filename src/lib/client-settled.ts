import type { ClientDirective } from "astro"

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
 */
const settled: ClientDirective = (load, options, el) => {
  const hydrate = () => void load().then((run) => run())
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
    let timer = setTimeout(done, LATEST_MS)
    const painted = new PerformanceObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(done, QUIET_MS)
    })
    // A browser that does not report largest paints warns once and hydrates after LATEST_MS.
    painted.observe({ type: "largest-contentful-paint", buffered: true })
  }
  // Astro runs a directive as its island is parsed, so always before the page's load event (which
  // comes once: the listener needs no `once`).
  addEventListener("load", afterLargestPaint)
}

/**
 * A paint can come well after the load on a fast connection, and the largest one later still: a
 * block fading in as the first screen's reveal starts was painted 55 ms after the first paint in
 * one measured load. Island JavaScript fetched in between shares the connection with what that
 * paint waits for, so an island starts once no larger paint has come for QUIET_MS (a quarter of a
 * second, unnoticed next to server-rendered content, and several frames of a busy phone). With no
 * largest paint reported it starts LATEST_MS after the load: a page loaded in a background tab
 * paints nothing until it is shown, and not every browser reports largest paints.
 */
const QUIET_MS = 250
const LATEST_MS = 1500

/** How long after the load an island may wait: tests that pause the page's clock run it this far. */
export const settledWithinMs = LATEST_MS

export default settled

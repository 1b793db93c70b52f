import type { ClientDirective } from "astro"

/**
 * `client:settled`: hydrates an island once the page has loaded (its stylesheet, fonts and
 * first-screen images are in) and been painted, then as soon as the browser is idle;
 * `client:settled="visible"` waits, after that, until the island is also in view.
 *
 * In place of Astro's client:settled and client:settled="visible", which can start while the page still waits
 * for its stylesheet and fonts: the main thread is idle then, and an island in the first screen is
 * in view at the first layout. Its JavaScript (React included, about 60 KB) would then share a slow
 * connection with the fonts, and a font that misses the first paint leaves the page in its fallback
 * (font-display: optional). The server HTML shows the island's content all along.
 */
const settled: ClientDirective = (load, options, el) => {
  const hydrate = () => void load().then((run) => run())
  const start = () => {
    if (options.value !== "visible") {
      if ("requestIdleCallback" in window) requestIdleCallback(hydrate, { timeout: 2000 })
      else setTimeout(hydrate, 200)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      hydrate()
    })
    // <astro-island> is display: contents, so it has no box of its own to observe.
    for (const child of el.children) observer.observe(child)
  }
  // And after the first paint, which a fast connection can bring after the load.
  const afterPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return start()
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return
      observer.disconnect()
      start()
    })
    observer.observe({ type: "paint", buffered: true })
  }
  if (document.readyState === "complete") afterPaint()
  else addEventListener("load", afterPaint, { once: true })
}

export default settled

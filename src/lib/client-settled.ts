import type { ClientDirective } from "astro"

/**
 * `client:settled`: hydrates an island once the page has loaded (its stylesheet, fonts and
 * first-screen images are in) and been painted; `client:settled="visible"` waits, after that,
 * until the island is also in view.
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
  // And after the first paint, which a fast connection can bring after the load.
  const afterPaint = () => {
    const painted = new PerformanceObserver(() => {
      painted.disconnect()
      start()
    })
    painted.observe({ type: "paint", buffered: true })
  }
  if (document.readyState === "complete") afterPaint()
  else addEventListener("load", afterPaint, { once: true })
}

export default settled

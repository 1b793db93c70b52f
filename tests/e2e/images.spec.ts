import { expect, test, type Page } from "@playwright/test"

import { href } from "#/lib/url.ts"
import { builtRoutes, viewports } from "./helpers"

type Shot = {
  index: number
  label: string
  width: string | null
  height: string | null
  loading: string | null
  fetchPriority: string | null
  src: string
  srcset: string
  sizes: string | null
  /** Rendered box at load, before any scrolling; 0×0 when hidden. */
  top: number
  renderedWidth: number
  visible: boolean
  belowFold: boolean
}

/** Every <img> as the page first shows it, and the image (if any) that is the LCP element. */
async function inspect(page: Page): Promise<{ images: Shot[]; lcp: number | null }> {
  return page.evaluate(async () => {
    const lcpElement = await new Promise<Element | null>((resolve) => {
      let last: Element | null = null
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) last = (entry as PerformanceEntry & { element: Element | null }).element
      })
      observer.observe({ type: "largest-contentful-paint", buffered: true })
      setTimeout(() => {
        observer.disconnect()
        resolve(last)
      }, 500)
    })
    const images = [...document.images]
    return {
      lcp: lcpElement instanceof HTMLImageElement ? images.indexOf(lcpElement) : null,
      images: images.map((img, index) => {
        const rect = img.getBoundingClientRect()
        const visible = img.checkVisibility() && rect.width > 0 && rect.height > 0
        return {
          index,
          label: img.alt || img.getAttribute("src") || `image ${index + 1}`,
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          fetchPriority: img.getAttribute("fetchpriority"),
          src: img.getAttribute("src") ?? "",
          srcset: img.getAttribute("srcset") ?? "",
          sizes: img.getAttribute("sizes"),
          top: rect.top + window.scrollY,
          renderedWidth: rect.width,
          visible,
          belowFold: !visible || rect.top >= window.innerHeight,
        }
      }),
    }
  })
}

const modern = /\.(webp|avif|svg)(\?|$)/i

// A route that duplicates another (/home/ is /, canonical to it) has that route's images: checked there.
for (const route of builtRoutes.filter((route) => !("canonical" in route))) {
  test(`${route.path}: images are sized, responsive, modern, lazy below the fold, the LCP image first`, async ({
    page,
  }) => {
    const shots: { viewport: string; images: Shot[]; lcp: number | null }[] = []
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await page.goto(href(route.path), { waitUntil: "load" })
      shots.push({ viewport: viewport.name, ...(await inspect(page)) })
    }
    const [phone, desktop] = shots as [(typeof shots)[number], (typeof shots)[number]]
    expect(desktop.images.length, "the same images at every width").toBe(phone.images.length)

    for (const [i, image] of phone.images.entries()) {
      const wide = desktop.images[i]!
      const name = `${route.path} img "${image.label}"`

      expect(Number(image.width), `${name}: width attribute`).toBeGreaterThan(0)
      expect(Number(image.height), `${name}: height attribute`).toBeGreaterThan(0)

      const candidates = image.srcset ? image.srcset.split(",").map((c) => c.trim().split(/\s+/)) : []
      for (const url of [image.src, ...candidates.map(([url]) => url!)])
        expect(url, `${name}: a modern format (WebP, AVIF or SVG)`).toMatch(modern)

      // Shown smaller on a phone than on a desktop: width candidates and `sizes` let the phone
      // download only what it shows. (Icons and avatars up to 96 px, and images a phone shows at
      // their largest, lose nothing with 1x/2x density candidates.)
      if (image.visible && wide.visible) {
        const [small, large] = [image.renderedWidth, wide.renderedWidth]
        if (large > 96 && large / small > 1.15) {
          expect(
            candidates.some(([, descriptor]) => descriptor?.endsWith("w")),
            `${name}: srcset with width descriptors (${Math.round(small)} px on a phone, ${Math.round(large)} px on a desktop)`,
          ).toBe(true)
          expect(image.sizes, `${name}: a sizes attribute`).toBeTruthy()
        }
      }

      // Below the fold at every width (or hidden until asked for): load it lazily.
      if (image.belowFold && wide.belowFold)
        expect(image.loading, `${name}: loading="lazy" below the fold`).toBe("lazy")

      if (image.fetchPriority === "high") expect(image.loading, `${name}: high priority yet lazy`).not.toBe("lazy")
    }

    for (const shot of shots) {
      if (shot.lcp === null) continue
      const image = shot.images[shot.lcp]!
      expect(
        image.fetchPriority,
        `${route.path} at ${shot.viewport}: the LCP image "${image.label}" has fetchpriority="high"`,
      ).toBe("high")
      expect(image.loading, `${route.path} at ${shot.viewport}: the LCP image is not lazy`).not.toBe("lazy")
    }
    const high = phone.images.filter((image) => image.fetchPriority === "high")
    expect(high.length, `${route.path}: at most two images ask for high priority`).toBeLessThanOrEqual(2)
  })
}

/**
 * The 1000 ms preloader, drawn as a thin brand bar over a page that has already painted: it never
 * delays Largest Contentful Paint. CSS plays it once and hides it (no script needed), and it is not
 * drawn at all under reduced motion. Turned off with `preloader: false` in src/config/site.ts.
 */
export function Preloader() {
  return (
    <div
      aria-hidden="true"
      data-preloader=""
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 origin-left animate-preloader bg-linear-to-r from-brand to-brand-2 motion-reduce:hidden rtl:origin-right"
    />
  )
}

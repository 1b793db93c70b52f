import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react"

import { cn } from "#/lib/cn.ts"
import { tabButtonId, tabPanelId, type TabItem } from "#/lib/tabs.ts"

export type TabsProps = {
  /** Stem of the tab and panel ids (see lib/tabs.ts). */
  id: string
  /** Names the tab list ("FAQ topics"). */
  label: string
  tabs: readonly TabItem[]
  /** The panels: one <TabPanel> per tab, in the same order, rendered at build. */
  children: ReactNode
  align?: "start" | "center"
}

const tabClass =
  "inline-flex min-h-11 cursor-pointer items-center rounded-full px-5 text-sm font-semibold whitespace-nowrap text-muted transition-colors hover:text-ink aria-selected:bg-brand aria-selected:text-brand-fg aria-selected:forced-selected aria-[current=true]:bg-brand aria-[current=true]:text-brand-fg aria-[current=true]:forced-selected"

/**
 * WAI-ARIA tabs over server-rendered panels. Before hydration (or without JavaScript) the tabs are
 * links to panels that all show; once hydrated they are tabs with a roving tabindex, arrow keys and
 * Home/End, and the other panels are hidden "until found", so find-in-page still reaches them.
 */
export function Tabs({ id, label, tabs, children, align = "center" }: TabsProps) {
  const root = useRef<HTMLDivElement>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const [enhanced, setEnhanced] = useState(false)
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    // A link to one of the panels (#faq-topics-account) opens that tab.
    const fromHash = tabs.findIndex((tab) => `#${tabPanelId(id, tab.id)}` === window.location.hash)
    if (fromHash >= 0) setSelected(fromHash)
    setEnhanced(true)
  }, [id, tabs])

  useEffect(() => {
    if (!enhanced || !root.current) return
    const cleanups: (() => void)[] = []
    tabs.forEach((tab, index) => {
      const panel = root.current?.querySelector<HTMLElement>(`#${CSS.escape(tabPanelId(id, tab.id))}`)
      if (!panel) return
      panel.setAttribute("role", "tabpanel")
      panel.setAttribute("aria-labelledby", tabButtonId(id, tab.id))
      // Only the shown panel is a tab stop: a panel hidden "until found" still takes focus otherwise.
      panel.tabIndex = index === selected ? 0 : -1
      if (index === selected) panel.removeAttribute("hidden")
      else panel.setAttribute("hidden", "until-found")
      const onMatch = () => setSelected(index)
      panel.addEventListener("beforematch", onMatch)
      cleanups.push(() => panel.removeEventListener("beforematch", onMatch))
    })
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [enhanced, selected, id, tabs])

  const choose = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    buttons.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // The arrow pointing along the reading direction moves forward: → in English, ← in Arabic.
    const step = document.dir === "rtl" ? -1 : 1
    const keys: Record<string, number> = {
      ArrowRight: selected + step,
      ArrowLeft: selected - step,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = keys[event.key]
    if (target === undefined) return
    event.preventDefault()
    choose(target)
  }

  const listClass = cn(
    "mb-10 flex max-w-full flex-wrap justify-center gap-1 rounded-3xl bg-surface-2 p-1.5 ring-1 ring-line",
    align === "center" ? "mx-auto w-fit" : "w-fit",
  )

  return (
    <div ref={root}>
      {enhanced ? (
        <div role="tablist" aria-label={label} className={listClass}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el
              }}
              type="button"
              role="tab"
              id={tabButtonId(id, tab.id)}
              aria-selected={index === selected}
              aria-controls={tabPanelId(id, tab.id)}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={tabClass}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={label}>
          <ul className={listClass}>
            {tabs.map((tab, index) => (
              <li key={tab.id}>
                <a href={`#${tabPanelId(id, tab.id)}`} aria-current={index === 0 || undefined} className={tabClass}>
                  {tab.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </div>
  )
}

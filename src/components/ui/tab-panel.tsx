import type { ReactNode } from "react"

import { tabPanelId, type TabItem } from "#/lib/tabs.ts"

export type TabPanelProps = {
  tabsId: string
  tab: TabItem
  children: ReactNode
}

/**
 * One panel of a Tabs island, rendered at build. Without JavaScript every panel shows, under its
 * own heading, and the tab links jump to it; the island turns them into WAI-ARIA tabs.
 */
export function TabPanel({ tabsId, tab, children }: TabPanelProps) {
  return (
    <div
      id={tabPanelId(tabsId, tab.id)}
      data-tab-panel=""
      className="scroll-mt-28 not-last:mb-10 focus-visible:outline-2 [&[hidden]]:mb-0"
    >
      <h3 className="sr-only">{tab.label}</h3>
      {children}
    </div>
  )
}

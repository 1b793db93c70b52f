/** Ids shared by the tabs island and the server-rendered panels it controls. */
export const tabButtonId = (tabsId: string, tabId: string) => `${tabsId}-${tabId}-tab`
export const tabPanelId = (tabsId: string, tabId: string) => `${tabsId}-${tabId}`

export type TabItem = { id: string; label: string }

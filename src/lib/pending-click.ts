/**
 * A button a visitor pressed inside an island before its JavaScript ran: `client:settled`
 * (src/lib/client-settled.ts) marks it with this attribute and starts the island at once.
 */
export const pendingClickAttribute = "data-click-pending"
/** Sent to the island when one is marked, so that it starts at once. */
export const pendingClickEvent = "astro:click-pending"

/**
 * Presses again, now that the island listens, the button pressed before it had hydrated. Call it
 * from the island's first effect, after the effects that read its starting state (the URL), so the
 * visitor's choice is the last word.
 */
export function replayPendingClick(root: Element | null): void {
  const button = root?.querySelector<HTMLElement>(`[${pendingClickAttribute}]`)
  if (!button) return
  button.removeAttribute(pendingClickAttribute)
  button.click()
}

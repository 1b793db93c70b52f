// How long `client:settled` (src/lib/client-settled.ts) waits, apart from the directive: the tests
// read it in Node, where the directive (it listens to the document as it loads) cannot run.

/**
 * A paint can come well after the load on a fast connection, and the largest one later still: a
 * block fading in as the first screen's reveal starts was painted 55 ms after the first paint in
 * one measured load. Island JavaScript fetched in between shares the connection with what that
 * paint waits for, so an island starts once no larger paint has come for QUIET_MS (a quarter of a
 * second, unnoticed next to server-rendered content, and several frames of a busy phone). With no
 * largest paint reported it starts LATEST_MS after the load: a page loaded in a background tab
 * paints nothing until it is shown, and not every browser reports largest paints.
 */
export const QUIET_MS = 250
const LATEST_MS = 1500

/** How long after the load an island may wait: tests that pause the page's clock run it this far. */
export const settledWithinMs = LATEST_MS

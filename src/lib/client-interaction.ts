import type { ClientDirective } from "astro"

/**
 * `client:interaction`: hydrates an island the first time a visitor reaches for it (a pointer over
 * it or pressing it, a touch, keyboard focus inside it) instead of as soon as it scrolls into view.
 *
 * For islands whose server HTML already works and that only need JavaScript once someone uses
 * them: the forms (native fields, FormStatus adds inline messages and sending) and the video
 * dialogs (the dialog opens natively; the island adds the player). React then loads on no page
 * until it is needed, so a form or a play button in the first screen costs nothing at load.
 *
 * A form submitted before the island has run is held, not sent: the directive marks it with
 * `data-submit-pending` and FormStatus submits it again once it is listening, so the visitor's
 * input is validated the same way and nothing typed is lost.
 */
const interaction: ClientDirective = (load, _options, el) => {
  const triggers = ["pointerover", "pointerdown", "touchstart", "focusin"]
  /** 0: waiting, 1: loading, 2: hydrated. */
  let state = 0
  const start = () => {
    if (state) return
    state = 1
    for (const type of triggers) el.removeEventListener(type, start)
    void load()
      .then((hydrate) => hydrate())
      .then(() => (state = 2))
  }
  for (const type of triggers) el.addEventListener(type, start, { passive: true })
  el.addEventListener(
    "submit",
    (event) => {
      if (state > 1 || !(event.target instanceof HTMLFormElement)) return
      event.preventDefault()
      event.target.dataset.submitPending = ""
      start()
    },
    true,
  )
}

export default interaction

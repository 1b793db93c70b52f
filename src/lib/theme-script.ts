/**
 * The theme: System (the default: follow the operating system), Light or Dark, remembered in
 * localStorage. This script sits early in every page's <head>: it runs before <body> exists, so a
 * stored choice is on screen from the first frame, and it drives the theme control
 * (components/layout/theme-control.tsx) with one delegated listener, so the control costs no island
 * and no request.
 *
 * It is a string, not a function, because its exact text is what the Content-Security-Policy hashes
 * (deploy/csp.ts): any build transform of a function's source would break the hash.
 *
 * - data-theme on <html> is "light", "dark" or "system"; global.css sets `color-scheme` from it. Its
 *   presence also tells the CSS that the control can work (without JavaScript the control is hidden
 *   and the page follows the operating system).
 * - The control's radios (`data-theme-choice`) are checked to match once the page is parsed, again
 *   when it comes back from the back/forward cache, and when another tab changes the choice.
 * - localStorage can throw (storage disabled, some private modes): the page then follows the system.
 */
export const themeStorageKey = "theme"

export const themeScript = `(() => {
  const root = document.documentElement;
  const key = "${themeStorageKey}";
  const read = () => { try { return localStorage.getItem(key); } catch { return null; } };
  const apply = (value) => { root.dataset.theme = value === "light" || value === "dark" ? value : "system"; };
  const sync = () => {
    for (const input of document.querySelectorAll("input[data-theme-choice]")) input.checked = input.value === root.dataset.theme;
  };
  apply(read());
  document.addEventListener("DOMContentLoaded", sync);
  addEventListener("pageshow", () => { apply(read()); sync(); });
  addEventListener("storage", (event) => { if (event.key === key) { apply(event.newValue); sync(); } });
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute("data-theme-choice")) return;
    apply(input.value);
    try { input.value === "system" ? localStorage.removeItem(key) : localStorage.setItem(key, input.value); } catch {}
    sync();
  });
})();`

export type ThemeChoice = "system" | "light" | "dark"
export const themeChoices = ["system", "light", "dark"] as const satisfies readonly ThemeChoice[]

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
 * - localStorage can throw (storage disabled, some private modes): the page then follows the system,
 *   and a choice made there lasts for the page.
 */
export const themeStorageKey = "theme"

// Written compact, since every page carries it: d document, r <html>, k the storage key, g reads the
// stored choice, a applies one, y syncs the radios, u does both, o listens on window. System is
// stored as "system", which reads back as the default.
export const themeScript = `(()=>{const d=document,r=d.documentElement,k="${themeStorageKey}",o=(e,f)=>addEventListener(e,f),\
g=()=>{try{return localStorage.getItem(k)}catch{}},\
a=(v)=>{r.dataset.theme=v=="light"||v=="dark"?v:"system"},\
y=()=>{for(const i of d.querySelectorAll("[data-theme-choice]"))i.checked=i.value==r.dataset.theme},\
u=()=>{a(g());y()};a(g());o("DOMContentLoaded",y);o("pageshow",u);o("storage",u);\
o("change",({target:i})=>{if(i.hasAttribute?.("data-theme-choice")){try{localStorage.setItem(k,i.value)}catch{}a(i.value);y()}})})()`

export type ThemeChoice = "system" | "light" | "dark"
export const themeChoices = ["system", "light", "dark"] as const satisfies readonly ThemeChoice[]

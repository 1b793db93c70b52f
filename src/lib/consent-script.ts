/**
 * The visitor's answer to the consent banner, remembered in localStorage. Like the theme script
 * (src/lib/theme-script.ts) this sits early in <head>, on pages of a site whose analytics tool needs
 * consent only, so the banner's visibility is decided before the first frame: no flash of a banner
 * already answered, no layout shift. It also handles the banner's buttons and the footer's "Privacy
 * settings" control with one delegated listener, so a tap is never lost to a script still loading.
 *
 * A string, not a function: its exact text is what the Content-Security-Policy hashes (deploy/csp.ts).
 *
 * - data-consent on <html> is "granted", "denied" or "undecided"; global.css shows the banner while
 *   undecided, or while data-consent-review is set (the footer control asked for it again). Without
 *   JavaScript neither is set and no banner shows (nothing could be measured anyway).
 * - A choice is stored, applied, and announced to the analytics module (src/lib/analytics-client.ts)
 *   with a `site:consent` event on window, whose detail is the choice.
 * - localStorage can throw (storage disabled): the choice then lasts for the page.
 */
export const consentStorageKey = "analytics-consent"
export const consentEvent = "site:consent"
export const consentBannerId = "consent-banner"

export type ConsentChoice = "granted" | "denied"

// Compact, since every page carries it: r <html>, k the storage key, g reads the stored choice, a
// applies one, o remembers the control that reopened the banner so focus goes back to it.
export const consentScript = `(()=>{const d=document,r=d.documentElement,k="${consentStorageKey}",\
g=()=>{try{return localStorage.getItem(k)}catch{}},\
a=(v)=>{r.dataset.consent=v=="granted"||v=="denied"?v:"undecided"};let o=null;a(g());\
addEventListener("pageshow",()=>a(g()));\
addEventListener("click",(e)=>{const b=e.target.closest?.("[data-consent-choice],[data-consent-open]");if(!b)return;\
if(b.hasAttribute("data-consent-open")){o=b;r.dataset.consentReview="";d.getElementById("${consentBannerId}")?.focus();return}\
const v=b.dataset.consentChoice;try{localStorage.setItem(k,v)}catch{}a(v);delete r.dataset.consentReview;\
o?.focus();o=null;dispatchEvent(new CustomEvent("${consentEvent}",{detail:v}))})})()`

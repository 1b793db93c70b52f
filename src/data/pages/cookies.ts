/**
 * Cookies and Consent (/cookies/): what the site stores on a visitor's device, read from what the
 * code really stores (the theme choice, src/lib/theme-script.ts) and from the configuration (the
 * analytics tool's cookies and consent, the video and map hosts: src/lib/processors.ts).
 */
import type { LegalDocumentProps } from "#/components/sections/legal-document.tsx"

export const meta = {
  title: "Cookies and Consent",
  description:
    "What this website stores on your device, which services may set cookies, when they need your consent and how to change your choice.",
}

export const banner = {
  title: "Cookies and Consent",
  lead: "What this site keeps in your browser, and what other services may set, only when you allow it.",
}

export const document = {
  sections: [
    {
      id: "summary",
      title: "In short",
      paragraphs: [
        "This site stores as little as it can. It sets no cookies of its own and sends nothing it stores to us. Services of other companies load only when you agree or when you ask for their content.",
      ],
    },
    {
      id: "stored",
      title: "What this site stores on your device",
      paragraphs: [
        "Storing information on your device that the site does not strictly need requires your consent (§ 25 TDDDG). This is everything it may store:",
      ],
      kind: "storage",
    },
    {
      id: "analytics",
      title: "Measuring visits",
      kind: "analytics",
    },
    {
      id: "embeds",
      title: "Services that load only when you ask",
      paragraphs: [
        "Videos and maps come from other companies. Until you press play or show the map, the site loads nothing from them; when you do, the provider receives your IP address and may set its own cookies under its own privacy policy.",
      ],
      kind: "processors",
    },
    {
      id: "control",
      title: "How to change your choice",
      paragraphs: [
        "You can delete what this site stored at any time in your browser's settings (“Clear site data” or “Cookies and site data”), which also withdraws a consent you gave; the site then asks again. The theme control in the header changes the colour choice.",
        "Questions about your data go to {privacyEmail}; the privacy policy explains your rights.",
      ],
    },
  ],
} satisfies Pick<LegalDocumentProps, "sections">

/** The words of the blocks drawn from code and configuration. */
export const blocks = {
  storage: {
    theme: {
      label: "theme (local storage)",
      text: "Your choice of System, Light or Dark colours, set with the theme control. Kept until you clear it; never sent to us. Needed for the function you chose, so no consent is asked.",
    },
    language: {
      label: "Language",
      text: "Not stored: the language is part of the page's address (/de/, /ar/).",
    },
    consent: {
      label: "Consent choice",
      text: "Your answer in the consent banner, kept in your browser so that we do not ask on every page. Kept until you clear it or change your choice.",
    },
    analytics: {
      label: "{tool} cookies: {cookies}",
      text: "Set by {company} only after you agree, to recognise returning visitors.",
    },
  },
  processors: {
    empty: "No page of this site loads content from another company.",
    purposes: {
      forms: "Receives what you send through our {forms}.",
      analytics: "Counts visits to the site.",
      video: "Loads only when you press play on a video.",
      map: "Loads only when you choose to show the map.",
    },
    formNames: {
      contact: "contact form",
      quote: "quote request form",
      application: "job application form",
      newsletter: "newsletter sign-up",
      comment: "comment form",
    },
    own: "Our own server at {origin}",
    privacyLink: "Privacy policy of {label}",
  },
  analytics: {
    none: "This site uses no analytics, so it sets no analytics cookies and shows no consent banner.",
    cookieless:
      "We count visits with {tool} ({company}), which sets no cookies and stores nothing on your device, so it needs no consent banner.",
    consent:
      "We count visits with {tool} ({company}). It sets cookies ({cookies}), so it runs only after you agree in the consent banner; until then no analytics script is loaded.",
  },
}

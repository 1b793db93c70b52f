/**
 * Privacy Policy (/privacy/): sample wording for a small agency under the GDPR, to be adapted with
 * counsel (README "Launch checklist"). "{legalName}" and the other braces are the facts of
 * src/config/legal.ts; the services named come from the configuration (src/lib/processors.ts).
 */
import type { LegalDocumentProps } from "#/components/sections/legal-document.tsx"

export const meta = {
  title: "Privacy Policy",
  description:
    "Which personal data this site processes, why, on what legal basis, which services receive it, and the rights you have.",
}

export const banner = {
  title: "Privacy Policy",
  lead: "What happens to your data when you visit this site, write to us or apply for a job, in plain words.",
}

export const document = {
  sections: [
    {
      id: "controller",
      title: "Who is responsible",
      paragraphs: [
        "{legalName} is responsible for processing your personal data on this website (the controller under Art. 4(7) GDPR). You can reach us at any time with questions about your data:",
      ],
      kind: "facts",
    },
    {
      id: "visits",
      title: "When you visit the site",
      paragraphs: [
        "When you open a page, your browser sends our web server technical data: your IP address, the date and time, the page requested, the referring page and your browser and operating system. The server needs them to deliver the page and keeps them in log files for at most seven days to detect and fend off attacks; then they are deleted.",
        "The legal basis is our legitimate interest in a secure, working website (Art. 6(1)(f) GDPR). The site loads its fonts, images and scripts from its own server only: no content delivery network or font service learns of your visit.",
      ],
    },
    {
      id: "forms",
      title: "When you write to us",
      paragraphs: [
        "When you use the contact form, request a quote, comment on a post or subscribe to the newsletter, we process what you enter (usually your name, email address and message) to answer you or to send you what you asked for.",
        "The legal basis is the steps you ask for before a contract (Art. 6(1)(b) GDPR), our legitimate interest in answering enquiries (Art. 6(1)(f) GDPR) and, for the newsletter, your consent (Art. 6(1)(a) GDPR), which you can withdraw with the link in every issue. We delete enquiries when they are settled, unless the law requires us to keep them longer.",
      ],
    },
    {
      id: "applications",
      title: "When you apply for a job",
      paragraphs: [
        "We use the details and documents you send with an application only to decide on it (§ 26 BDSG, Art. 88 GDPR). Only the people involved in hiring see them. We keep an application for twelve months, as the application form says, and then delete it; if we hire you, it becomes part of your personnel file.",
      ],
    },
    {
      id: "processors",
      title: "Services that process data for us",
      paragraphs: [
        "The following services receive personal data on our behalf or when you ask for their content. Each is bound by a data processing agreement or its own terms; where one processes data outside the EU or EEA, the transfer rests on an adequacy decision or on the EU standard contractual clauses.",
      ],
      kind: "processors",
    },
    {
      id: "analytics",
      title: "Measuring visits",
      kind: "analytics",
    },
    {
      id: "embeds",
      title: "Videos and maps",
      paragraphs: [
        "Videos and maps from other providers are not loaded with the page. Only when you press play or choose to show the map does your browser contact the provider, which then receives your IP address and may set its own cookies. The legal basis is your consent, given by that click (Art. 6(1)(a) GDPR).",
      ],
    },
    {
      id: "device",
      title: "What we store on your device",
      paragraphs: [
        "The site remembers your choice of light or dark colours in your browser's local storage; it never leaves your device. The cookie page lists everything this site stores and how to remove it.",
      ],
    },
    {
      id: "rights",
      title: "Your rights",
      paragraphs: ["You have the right to:"],
      items: [
        "learn which data we hold about you and receive a copy (Art. 15 GDPR);",
        "have wrong data corrected (Art. 16 GDPR) and data deleted or its use restricted (Art. 17 and 18 GDPR);",
        "receive data you gave us in a common, machine-readable format (Art. 20 GDPR);",
        "object to processing based on our legitimate interests (Art. 21 GDPR);",
        "withdraw a consent at any time, with effect for the future (Art. 7(3) GDPR);",
        "complain to a data protection authority, for example ours: {authority}.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      paragraphs: [
        "We update this policy when the site or the law changes. The date at the top says when it last changed.",
      ],
    },
  ],
} satisfies Pick<LegalDocumentProps, "sections">

/** The words of the blocks drawn from configuration (the company's facts, the services, analytics). */
export const blocks = {
  facts: {
    legalName: "Company",
    address: "Address",
    email: "Email",
    privacyContact: "Data protection contact",
  },
  processors: {
    empty: "No outside service receives personal data from this site.",
    purposes: {
      forms: "Receives what you send through our {forms}.",
      analytics: "Counts visits to the site (see “Measuring visits”).",
      video: "Plays a video when you press play.",
      map: "Shows the map when you ask for it.",
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
    none: "This site uses no analytics: it does not count, track or profile your visits, and no analytics service receives data about them.",
    cookieless:
      "We count visits with {tool} ({company}). It sets no cookies and stores nothing on your device; it records the page, the referring site, the browser type and the country, from which no individual visitor can be recognised. The legal basis is our legitimate interest in knowing which pages help visitors (Art. 6(1)(f) GDPR).",
    consent:
      "We count visits with {tool} ({company}) only if you agree in the consent banner. It then sets cookies ({cookies}) to recognise returning visitors. The legal basis is your consent (Art. 6(1)(a) GDPR and § 25(1) TDDDG); you can withdraw it at any time, and without it no analytics script is loaded.",
  },
}

/**
 * Accessibility Statement (/accessibility/): the standard the site is built and tested against and
 * how it is tested (the browser suite in tests/e2e), what is known not to work, and whom to tell.
 * Sample wording to keep true as the site changes (README "Launch checklist").
 */
import type { LegalDocumentProps } from "#/components/sections/legal-document.tsx"

export const meta = {
  title: "Accessibility Statement",
  description:
    "How accessible this website is: the standard it is tested against (WCAG 2.2 AA), how we test, known limitations and how to report a problem.",
}

export const banner = {
  title: "Accessibility Statement",
  lead: "We want everyone to be able to use this site, whatever device, browser or assistive technology they use.",
}

export const document = {
  sections: [
    {
      id: "standard",
      title: "The standard we follow",
      paragraphs: [
        "This site is designed, built and tested to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard the European accessibility requirements (EN 301 549) refer to.",
      ],
    },
    {
      id: "testing",
      title: "How we test",
      paragraphs: ["Every change to the site is checked before it goes live:"],
      items: [
        "automated checks with axe on every page, in the light and the dark theme, on a phone-sized and a desktop-sized screen;",
        "keyboard tests: every link, button, menu, dialog and form can be reached and used without a mouse, with a visible focus;",
        "screen-reader semantics: one main heading per page, landmarks, labelled fields and error messages read out with the field they belong to;",
        "forced colours (Windows high contrast): controls and their state stay visible;",
        "reduced motion, zoom to 400 % and narrow screens down to 320 pixels, and right-to-left reading in Arabic.",
      ],
    },
    {
      id: "status",
      title: "Conformance status",
      paragraphs: [
        "We believe the site meets WCAG 2.2 AA. Automated tests find only part of the problems people meet, so we also test by hand, and we are grateful for every report.",
      ],
    },
    {
      id: "limitations",
      title: "Known limitations",
      items: [
        "Videos play in the players of YouTube and Vimeo, and the map comes from OpenStreetMap. We do not control their controls; captions depend on the video.",
        "The product demo pages (Home 2 to Home 10) and the blog are in English only.",
      ],
    },
    {
      id: "feedback",
      title: "Tell us about a problem",
      paragraphs: [
        "If something on this site is hard or impossible for you to use, write to {accessibilityEmail}. Tell us the page and what went wrong; we reply within {responseDays} working days and, where we can, send you the content in a form that works for you.",
      ],
    },
    {
      id: "date",
      title: "About this statement",
      paragraphs: ["This statement was prepared on {date} from our own tests of the site."],
    },
  ],
} satisfies Pick<LegalDocumentProps, "sections">

/** Impressum (/de/imprint/): nur die Wörter von src/data/pages/imprint.ts. */
import type * as english from "#/data/pages/imprint.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "Impressum",
  description:
    "Wer diese Website betreibt: Unternehmen, Anschrift, Kontakt, Handelsregistereintrag und Umsatzsteuer-Identifikationsnummer.",
} satisfies Words<typeof english.meta>

export const banner = {
  title: "Impressum",
  lead: "Wer diese Website betreibt und wie Sie uns erreichen, nach § 5 DDG.",
} satisfies Words<typeof english.banner>

export const document = {
  sections: [
    { title: "Diensteanbieter (§ 5 DDG)" },
    { title: "Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)", paragraphs: ["{contentResponsible}"] },
    {
      title: "Verbraucherstreitbeilegung",
      paragraphs: [
        "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Wenn etwas schiefgegangen ist, schreiben Sie uns an {email}: Wir suchen mit Ihnen eine Lösung.",
      ],
    },
    {
      title: "Haftung für Inhalte und Links",
      paragraphs: [
        "Wir erstellen die Inhalte dieser Seiten mit Sorgfalt, können aber nicht garantieren, dass sie vollständig und aktuell sind. Links zu anderen Websites haben wir beim Setzen geprüft; für deren Inhalte sind ihre Betreiber verantwortlich. Finden Sie einen Fehler oder einen rechtswidrigen Link, sagen Sie es uns bitte, und wir korrigieren oder entfernen ihn umgehend.",
      ],
    },
    {
      title: "Urheberrecht",
      paragraphs: [
        "Texte, Bilder und Gestaltung dieser Website sind urheberrechtlich geschützt. In Fallstudien gezeigte Arbeiten gehören den genannten Kunden und werden mit ihrer Erlaubnis gezeigt. Vervielfältigung über das gesetzlich Erlaubte hinaus bedarf unserer schriftlichen Zustimmung.",
      ],
    },
  ],
} satisfies Words<typeof english.document>

export const facts = {
  legalName: "Unternehmen",
  address: "Anschrift",
  representative: "Vertreten durch den Geschäftsführer",
  email: "E-Mail",
  phone: "Telefon",
  register: "Handelsregister",
  vatId: "Umsatzsteuer-Identifikationsnummer (§ 27a UStG)",
} satisfies Words<typeof english.facts>

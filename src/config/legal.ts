/**
 * The company facts the legal pages print: the imprint (Impressum, § 5 DDG), the privacy policy, the
 * terms and the accessibility statement read them here, so a fact is written once. Every value below
 * is SAMPLE DATA, made to look like it ("HRB 000000", "DE000000000"): replace each one before launch
 * (README "Launch checklist") and have counsel review the pages' sample wording.
 *
 * The contact details and the registered name come from src/config/site.ts; the companies that
 * process visitors' data come from the forms, analytics, video and map configuration
 * (src/lib/processors.ts), so they stay true when a provider changes.
 */
import { brand, contact } from "./site.ts"

export const legal = {
  /** The registered name with its legal form, as the commercial register writes it. */
  legalName: `${brand.legalName} GmbH`,
  /** The registered office (ladungsfähige Anschrift): street, postcode, town, country. */
  address: "Musterstraße 1, 10115 Berlin, Germany",
  /** Who may act for the company (Geschäftsführer). */
  representative: "Alex Example",
  email: contact.email,
  phone: contact.phone,
  register: { court: "Amtsgericht Charlottenburg (Berlin)", number: "HRB 000000 B" },
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG). */
  vatId: "DE000000000",
  /** Responsible for the content (§ 18 Abs. 2 MStV): a person and their address. */
  contentResponsible: "Alex Example, Musterstraße 1, 10115 Berlin, Germany",
  /** Where visitors send questions about their data (a data protection officer, if one is appointed). */
  privacyContact: { label: "privacy@example.com", href: "mailto:privacy@example.com" },
  /** Where accessibility problems are reported, and how soon they are answered (in working days). */
  accessibilityContact: { label: "accessibility@example.com", href: "mailto:accessibility@example.com" },
  accessibilityResponseDays: 5,
  /** The data protection authority visitors may complain to. */
  supervisoryAuthority: {
    name: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    href: "https://www.datenschutz-berlin.de",
  },
  /** The country whose law the terms choose (ISO 3166 code: each language names it), and the courts' seat. */
  governingLaw: "DE",
  jurisdiction: "Berlin",
  /** The date every legal page names as its last revision (YYYY-MM-DD). */
  updated: "2026-11-28",
} as const

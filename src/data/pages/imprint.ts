/**
 * Imprint (/imprint/): the provider identification German law requires of a business website
 * (§ 5 DDG, § 18 (2) MStV). The facts come from src/config/legal.ts; the wording is a sample to
 * have checked (README "Launch checklist").
 */
import type { LegalDocumentProps } from "#/components/sections/legal-document.tsx"

export const meta = {
  title: "Imprint",
  description:
    "Who runs this website: the company, its address, how to reach it, its commercial register entry and VAT number.",
}

export const banner = {
  title: "Imprint",
  lead: "Who runs this website and how to reach us, as German law (§ 5 DDG) requires.",
}

export const document = {
  sections: [
    {
      id: "provider",
      title: "Service provider (§ 5 DDG)",
      kind: "facts",
    },
    {
      id: "responsible",
      title: "Responsible for the content (§ 18 (2) MStV)",
      paragraphs: ["{contentResponsible}"],
    },
    {
      id: "disputes",
      title: "Consumer dispute resolution",
      paragraphs: [
        "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG). If something went wrong, write to us at {email}: we will look for a solution with you.",
      ],
    },
    {
      id: "liability",
      title: "Liability for content and links",
      paragraphs: [
        "We write the content of these pages with care but cannot guarantee that it is complete and up to date. Links to other websites were checked when we set them; their owners are responsible for their content. If you find an error or an unlawful link, please tell us and we will correct or remove it promptly.",
      ],
    },
    {
      id: "copyright",
      title: "Copyright",
      paragraphs: [
        "The texts, pictures and designs on this site are protected by copyright. Work shown in case studies belongs to the clients named and is shown with their permission. Copying beyond what the law allows needs our written consent.",
      ],
    },
  ],
} satisfies Pick<LegalDocumentProps, "sections">

/** The labels of the provider's facts, in the order the imprint lists them (src/config/legal.ts). */
export const facts = {
  legalName: "Company",
  address: "Address",
  representative: "Managing director",
  email: "Email",
  phone: "Phone",
  register: "Commercial register",
  vatId: "VAT identification number (§ 27a UStG)",
}

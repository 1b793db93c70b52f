/**
 * Terms of Service (/terms/): sample wording for an agency's website, to be adapted with counsel
 * (README "Launch checklist"). The braces are the facts of src/config/legal.ts.
 */
import type { LegalDocumentProps } from "#/components/sections/legal-document.tsx"

export const meta = {
  title: "Terms of Service",
  description:
    "The terms for using this website and its client account: content, enquiries, accounts, liability and the law that applies.",
}

export const banner = {
  title: "Terms of Service",
  lead: "The rules for using this website and its client account. Project work is governed by the contract we sign with you.",
}

export const document = {
  sections: [
    {
      id: "scope",
      title: "Scope",
      paragraphs: [
        "These terms apply to your use of {site}, run by {legalName}, {address}. Design, development and other project work is governed only by the individual contract or statement of work we agree with you; where it differs from these terms, the contract prevails.",
      ],
    },
    {
      id: "use",
      title: "Using the site",
      paragraphs: ["You may browse, read and share the site for your own purposes. You may not:"],
      items: [
        "try to gain access to parts of the site or its servers that are not meant for you;",
        "disrupt the site, for example with automated requests that put an unreasonable load on it;",
        "send content through its forms that is unlawful, misleading or that you have no right to share.",
      ],
    },
    {
      id: "content",
      title: "Our content",
      paragraphs: [
        "Texts, pictures, case studies and code on this site belong to {legalName} or to the clients and partners who allowed us to show them. Quoting with a link to the source is welcome; any other reuse needs our written permission.",
      ],
    },
    {
      id: "enquiries",
      title: "Enquiries and quotes",
      paragraphs: [
        "A quote request or a message through the site does not create a contract. Prices on the site are examples unless a written offer confirms them; an offer is binding only for the period it names.",
      ],
    },
    {
      id: "accounts",
      title: "Client accounts",
      paragraphs: [
        "If you create an account, keep your password to yourself and tell us at once if you think someone else has used it. We may suspend an account that breaks these terms. You can close your account at any time by writing to {email}.",
      ],
    },
    {
      id: "liability",
      title: "Liability",
      paragraphs: [
        "We take care that the information on this site is correct, but it is general and not advice for your case. We are liable without limitation for intent and gross negligence and for injury to life, body or health; for slight negligence only when an essential obligation is breached, and then only for the damage typical and foreseeable for this kind of use. Liability under mandatory law, such as product liability, is not affected.",
      ],
    },
    {
      id: "links",
      title: "Links to other sites",
      paragraphs: [
        "The site links to other websites. We check them when we set the link but have no influence on their content afterwards; their owners are responsible for it.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      paragraphs: [
        "We may change these terms for the future, for example when the site gains new features. The version published here on the date at the top applies.",
      ],
    },
    {
      id: "law",
      title: "Applicable law and courts",
      paragraphs: [
        "These terms are governed by the law of {governingLaw}. If you are a consumer, the mandatory consumer protection of the country you live in still applies. If you are a merchant, the courts of {jurisdiction} have jurisdiction.",
      ],
    },
  ],
} satisfies Pick<LegalDocumentProps, "sections">

/**
 * The words around each service's page (/service/<slug>/): its breadcrumb, its article's headings and
 * its questions' heading. They are not a page's sections, so they are no content file: the services
 * page itself is src/content/pages/service.yaml, the services src/content/services/*.yaml, which
 * src/lib/content/services.ts loads.
 */
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"

export const serviceCopy = {
  crumb: { label: "Services", href: "/service/" },
  article: {
    eyebrow: "How we work",
    image: { widths: [480, 720, 960, 1200], sizes: "(min-width: 1280px) 780px, (min-width: 1024px) 60vw, 92vw" },
    facts: {
      id: "service-facts-title",
      title: "At a glance",
      cta: { label: "Book a discovery call", href: "/contact/" },
    },
  },
  faq: {
    id: "service-faq-title",
    eyebrow: "FAQ",
    /** "{service}" is the service's name. */
    title: "Questions about {service}",
    tone: "tint",
  } satisfies Omit<FaqSectionProps, "items">,
}

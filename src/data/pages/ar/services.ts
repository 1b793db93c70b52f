/** الكلمات حول صفحة كل خدمة (/ar/service/<slug>/) بالعربية: كلمات src/data/pages/services.ts وحدها. */
import type * as english from "#/data/pages/services.ts"
import type { Words } from "#/i18n/overlay.ts"

export const serviceCopy = {
  crumb: { label: "خدماتنا" },
  article: {
    eyebrow: "طريقة عملنا",
    facts: {
      title: "نظرة سريعة",
      cta: { label: "احجز مكالمة استكشافية" },
    },
  },
  faq: {
    eyebrow: "الأسئلة الشائعة",
    title: "أسئلة حول «{service}»",
  },
} satisfies Words<typeof english.serviceCopy>

/** دراسة الحالة لكل مشروع (/ar/portfolio/<slug>/) بالعربية: كلمات `details` من src/data/pages/case-study.ts وحدها. */
import type * as english from "#/data/pages/case-study.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

export const details = {
  crumb: { label: "أعمالنا" },
  pageTitle: "دراسة حالة: {title}",
  pageDescription: `{summary} كيف عملت ${brand.name} مع {client}: التحدي، ونهجنا، والنتائج.`,
  neighbours: { label: "مشاريع أخرى", labels: { previous: "المشروع السابق", next: "المشروع التالي" } },
  labels: {
    facts: "تفاصيل المشروع",
    client: "العميل",
    category: "الفئة",
    duration: "المدة",
    year: "السنة",
    website: "زيارة الموقع المباشر",
    newTab: "يُفتح في علامة تبويب جديدة",
    challenge: "التحدي",
    approach: "نهجنا",
    services: "ما قدّمناه",
    results: "النتائج",
    metrics: "أبرز النتائج",
  },
  related: {
    eyebrow: "التالي",
    title: "مشاريع أخرى",
    lead: "ثلاث قصص أخرى من الاستوديو.",
    link: { label: "شاهد جميع الأعمال" },
  },
  cta: {
    title: "هل تريد نتائج كهذه؟",
    lead: "شاركنا أهدافك وجدولًا زمنيًا تقريبيًا، وسنعود إليك بخطة وفريق وعرض سعر ثابت.",
    ctas: [{ label: "تواصل معنا" }, { label: "اطّلع على الأسعار" }],
  },
} satisfies Words<typeof english.details>

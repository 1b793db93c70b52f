/** الصفحة الرئيسية 1 (/ar/) بالعربية: كلمات src/data/homes/agency.ts وحدها، ولوحة المهام ولوحة النتائج بالعربية أيضًا. */
import type * as english from "#/data/homes/agency.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

// The brand is one in every language (src/config/site.ts); its strings count as words, so it is given as it is.
export { brand }

export const reel = { label: "أحدث أعمالنا" } satisfies Words<typeof english.reel>

export const processVisual = {
  title: "Northwind v2 · الدورة 4",
  columns: [
    {
      title: "الاستكشاف",
      tasks: [
        { title: "مقابلة 8 عملاء", tag: "أبحاث" },
        { title: "تحليل المنافسين", tag: "استراتيجية" },
      ],
    },
    {
      title: "التصميم",
      tasks: [
        { title: "مسارات صفحة الأسعار", tag: "تجربة المستخدم" },
        { title: "الوضع الداكن للوحة التحكم", tag: "الواجهة" },
      ],
    },
    {
      title: "التطوير",
      tasks: [
        { title: "قائمة خطوات البدء", tag: "الواجهة الأمامية" },
        { title: "الفوترة حسب الاستخدام", tag: "الأنظمة الخلفية" },
      ],
    },
  ],
  people: [{ alt: "" }, { alt: "" }, { alt: "" }],
  stat: { label: "عروض الجمعة حتى الآن", value: "312", trend: "منذ 2019" },
} satisfies Words<typeof english.processVisual>

export const resultsVisual = {
  title: "Northwind · التسجيلات بعد إعادة الإطلاق",
  caption: "التسجيلات الأسبوعية في النسخة التجريبية، 12 أسبوعًا قبل إعادة الإطلاق ومثلها بعده",
  tiles: [
    { label: "التسجيلات التجريبية", value: "+131%", trend: "▲ خلال 12 أسبوعًا" },
    { label: "سرعة التحميل", value: "0.9 ث", trend: "LCP" },
  ],
} satisfies Words<typeof english.resultsVisual>

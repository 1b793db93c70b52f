/** صفحة «قريبًا» (/ar/coming-soon/) بالعربية: كلمات src/data/pages/coming-soon.ts وحدها، ويوم الإطلاق من الإنجليزية. */
import type * as english from "#/data/pages/coming-soon.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "قريبًا",
  description: `بوابة عملاء ${brand.name} الجديدة تفتح أبوابها قريبًا: لوحات للمشاريع، واعتماد التصاميم بنقرة واحدة، وكل الملفات في مكان واحد. اشترك ليصلك إشعار عند الإطلاق.`,
} satisfies Words<typeof english.meta>

export const hero = {
  eyebrow: "الإطلاق قريبًا",
  title: "بوابة عملائنا الجديدة على وشك الانطلاق",
  lead: "لوحات مشاريع تُحدَّث لحظة بلحظة، واعتماد التصاميم بنقرة واحدة، وكل الملفات في مكان واحد. اترك بريدك الإلكتروني وسنخبرك فور افتتاح الأبواب.",
  note: "لا نشارك بياناتك مع أي جهة، ولا نرسل رسائل مزعجة: رسالة واحدة عند الإطلاق، ولا شيء غيرها.",
  link: { text: "لديك أسئلة قبل الإطلاق؟", label: "تواصل معنا" },
} satisfies Words<typeof english.hero>

export const countdown = {
  labels: {
    // Every Arabic plural form (Intl.PluralRules "ar"): 0, 1, 2, 3–10, 11–99, 100 and up.
    days: { zero: "يوم", one: "يوم", two: "يومان", few: "أيام", many: "يومًا", other: "يوم" },
    hours: { zero: "ساعة", one: "ساعة", two: "ساعتان", few: "ساعات", many: "ساعة", other: "ساعة" },
    minutes: { zero: "دقيقة", one: "دقيقة", two: "دقيقتان", few: "دقائق", many: "دقيقة", other: "دقيقة" },
    seconds: { zero: "ثانية", one: "ثانية", two: "ثانيتان", few: "ثوانٍ", many: "ثانية", other: "ثانية" },
    until: "موعد الإطلاق:",
    live: "انطلقنا!",
    liveText: `بوابة العملاء مفتوحة الآن. سجّل الدخول بحساب ${brand.name} لتلقي نظرة.`,
  },
} satisfies Words<typeof english.countdown>

export const notify = {
  label: "بريدك الإلكتروني",
  placeholder: "أدخل بريدك الإلكتروني",
  button: "أبلغني عند الإطلاق",
} satisfies Words<typeof english.notify>

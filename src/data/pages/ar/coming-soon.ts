/** صفحة «قريبًا» (/ar/coming-soon/): src/data/pages/coming-soon.ts بالعربية، ويوم الإطلاق مأخوذ منها. */
import type { CountdownProps } from "@/components/islands/countdown"
import type { NewsletterFormProps } from "@/components/sections/newsletter-form"
import { brand } from "@/data/site"
import { intlLocale, localePath } from "@/i18n/locales"
import { isoDate, nextOccurrence } from "@/lib/countdown"
import type { ComingSoonHeroProps } from "@/pages/_components/coming-soon-hero"
import { launch } from "../coming-soon"

export { launch }

const buildTarget = nextOccurrence(new Date(), launch.month, launch.day)

export const meta = {
  title: "قريبًا",
  description: `بوابة عملاء ${brand.name} الجديدة تفتح أبوابها قريبًا: لوحات للمشاريع، واعتماد التصاميم بنقرة واحدة، وكل الملفات في مكان واحد. اشترك ليصلك إشعار عند الإطلاق.`,
}

export const hero = {
  id: "coming-soon-title",
  eyebrow: "الإطلاق قريبًا",
  title: "بوابة عملائنا الجديدة على وشك الانطلاق",
  lead: "لوحات مشاريع تُحدَّث لحظة بلحظة، واعتماد التصاميم بنقرة واحدة، وكل الملفات في مكان واحد. اترك بريدك الإلكتروني وسنخبرك فور افتتاح الأبواب.",
  note: "لا نشارك بياناتك مع أي جهة، ولا نرسل رسائل مزعجة: رسالة واحدة عند الإطلاق، ولا شيء غيرها.",
  link: { text: "لديك أسئلة قبل الإطلاق؟", label: "تواصل معنا", href: localePath("ar", "/contact/") },
} satisfies Omit<ComingSoonHeroProps, "countdown" | "form">

const locale = intlLocale("ar")

export const countdown = {
  launch,
  locale,
  buildDate: isoDate(buildTarget),
  buildDateText: buildTarget.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" }),
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
} satisfies CountdownProps

export const notify = {
  id: "launch-notify",
  label: "بريدك الإلكتروني",
  placeholder: "أدخل بريدك الإلكتروني",
  button: "أبلغني عند الإطلاق",
} satisfies NewsletterFormProps

/**
 * Home 1 in Arabic (/ar/): the shape is src/data/homes/agency.ts. The sections without pictures
 * are in agency.copy.ts beside this file (re-exported below). The mock-ups speak Arabic too: a
 * sprint board and a results dashboard as an Arabic-speaking team would see them.
 */
import type { ProjectBoardProps } from "@/components/art/visuals/project-board"
import type { ResultsPanelProps } from "@/components/art/visuals/results-panel"
import type { TestimonialGridProps } from "@/components/sections/testimonial-grid"
import { faq } from "@/data/homes/ar/agency.copy"
import { brand } from "@/data/site"
import { avatar } from "@/lib/images"
import { faqPage, type StructuredData } from "@/lib/structured-data"

export {
  hero,
  newsletter,
  reel,
  brands,
  video,
  services,
  process,
  results,
  work,
  faq,
  cta,
} from "@/data/homes/ar/agency.copy"

export { brand }

export const meta = {
  title: "وكالة رقمية للعلامات التجارية والمواقع والمنتجات",
  description: `${brand.name} وكالة رقمية تصمم العلامات التجارية والمواقع الإلكترونية والمنتجات الرقمية وتبنيها. اطّلع على أعمالنا وخدماتنا وطريقتنا في إدارة المشاريع.`,
  // A getter: the FAQ's structured data is built when the page reads it.
  get jsonLd(): StructuredData[] {
    return [faqPage(faq.items)]
  },
}

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
  people: await Promise.all(
    (["priya-natarajan", "jonas-lindqvist", "sofia-marchetti"] as const).map((id) => avatar(id, 40)),
  ),
  stat: { label: "عروض الجمعة حتى الآن", value: "312", trend: "منذ 2019", icon: "calendar" },
} satisfies ProjectBoardProps

export const resultsVisual = {
  title: "Northwind · التسجيلات بعد إعادة الإطلاق",
  caption: "التسجيلات الأسبوعية في النسخة التجريبية، 12 أسبوعًا قبل إعادة الإطلاق ومثلها بعده",
  series: [42, 45, 41, 47, 44, 49, 52, 61, 68, 74, 79, 86, 91, 97],
  tiles: [
    { label: "التسجيلات التجريبية", value: "+131%", trend: "▲ خلال 12 أسبوعًا", icon: "trending-up" },
    { label: "سرعة التحميل", value: "0.9 ث", trend: "LCP", icon: "gauge" },
  ],
} satisfies ResultsPanelProps

export const testimonial = {
  id: "testimonial-title",
  // One client, in their own words, as large as a headline.
  layout: "quote",
  eyebrow: "كلمات عملائنا",
  title: "كيف يبدو العمل معنا",
  items: [
    {
      quote: `أعاد فريق ${brand.shortName} بناء علامتنا التجارية وموقع منتجنا في أحد عشر أسبوعًا. بفضل عروض الجمعة لم تكن هناك مفاجأة كبرى في النهاية، بل تقدّم ثابت كنا نوجّهه خطوة بخطوة. تضاعفت التسجيلات في الربع الذي تلا الإطلاق، وما زال فريقنا ينشر تحديثات على الموقع كل أسبوع.`,
      name: "Hannah Kim",
      role: "نائبة رئيس التسويق، Northwind",
      avatar: await avatar("hannah-kim", 48),
      rating: 5,
    },
  ],
  labels: { rating: "التقييم {value} من {max}", quotes: ["«", "»"] },
} satisfies TestimonialGridProps

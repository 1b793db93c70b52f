/** Request a quote in Arabic (the shape is src/data/pages/quote.ts). */
import type { ContactChannel } from "@/components/sections/contact-channels"
import type { ContactFormProps, ContactFormSectionProps } from "@/components/sections/contact-form"
import type { StepsProps } from "@/components/sections/steps"
import { formatMoney, formatMoneyRange } from "@/components/ui/price"
import { brand, contact } from "@/data/site"
import { intlLocale } from "@/i18n/locales"

import { formLabels } from "./contact"

/** The line under a field the visitor must correct: the same words as the contact forms. */

const money = (amount: number) => formatMoney(amount, intlLocale("ar"))
const range = (from: number, to: number) => formatMoneyRange(from, to, intlLocale("ar"))

export const meta = {
  title: "اطلب عرض سعر",
  description: `أخبر ${brand.name} عن موقعك أو علامتك التجارية أو منتجك، وعن نطاق ميزانيتك. ستصلك تقديرات مكتوبة وخطة عمل خلال ثلاثة أيام عمل.`,
}

export const banner = {
  title: "اطلب عرض سعر",
  lead: "تقدير واضح ومكتوب خلال ثلاثة أيام عمل، دون أي التزام.",
}

const talk = [
  {
    icon: "phone",
    title: "تفضّل أن نتحدث؟",
    text: "اتصل بأحد منسقي الإنتاج، من الاثنين إلى الجمعة.",
    contact: contact.phone,
  },
  {
    icon: "mail",
    title: "لديك ملخص مشروع جاهز؟",
    text: "أرسله إلينا بالبريد الإلكتروني، وسنقرؤه قبل أن نتصل بك.",
    contact: contact.email,
  },
] satisfies ContactChannel[]

export const request = {
  id: "quote-form-title",
  eyebrow: "مشروعك",
  title: "أخبرنا بما تحتاج إليه",
  lead: "كلما عرفنا أكثر، جاء التقدير أدق. والأفكار الأولية مرحّب بها أيضًا: فبلورتها جزء من عملنا.",
  points: [
    "سعر ثابت للمشروع أو اشتراك شهري، والخيار لك",
    "فريق من ذوي الخبرة فقط، من أول مكالمة حتى الإطلاق",
    "نوقّع اتفاقية عدم الإفصاح قبل أن تشاركنا أي معلومات حساسة",
  ],
  channels: talk,
} satisfies Omit<ContactFormSectionProps, "children">

export const form = {
  id: "quote-form-title",
  fields: [
    { name: "name", label: "اسمك", required: true, autoComplete: "name", placeholder: "ليلى حداد" },
    {
      name: "email",
      label: "البريد الإلكتروني للعمل",
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "name@company.com",
    },
    {
      name: "company",
      label: "الشركة",
      autoComplete: "organization",
      placeholder: "شركة الأفق للتجهيزات الخارجية",
      wide: true,
    },
    {
      kind: "choice",
      name: "budget",
      label: "نطاق الميزانية",
      required: true,
      options: [
        { value: "under-10k", label: `أقل من ${money(10_000)}` },
        { value: "10k-25k", label: range(10_000, 25_000) },
        { value: "25k-50k", label: range(25_000, 50_000) },
        { value: "50k-plus", label: `${money(50_000)} أو أكثر` },
        { value: "not-sure", label: "لم أحدد بعد" },
      ],
    },
    {
      name: "details",
      label: "تفاصيل المشروع",
      type: "textarea",
      required: true,
      rows: 6,
      hint: "ما الذي تريد بناءه، ولمن، وأي موعد يجب أن يكون جاهزًا قبله.",
      placeholder: "موقع تسويقي جديد لعلامتنا التجارية للمعدات الخارجية، يُطلق قبل كتالوج الربيع…",
      wide: true,
    },
  ],
  submit: "اطلب عرض السعر",
  labels: formLabels,
} satisfies ContactFormProps

export const nextSteps = {
  id: "quote-next-title",
  eyebrow: "ماذا بعد؟",
  title: "من الطلب إلى انطلاق المشروع في أسبوع",
  lead: "بلا دورة مبيعات طويلة: ثلاث خطوات قصيرة، وتعرف دائمًا مع من تتحدث.",
  steps: [
    {
      icon: "inbox",
      title: "نقرأ طلبك",
      text: "يراجعه منسق إنتاج ومصمم رئيسي في اليوم نفسه ويدوّنان أسئلتهما.",
    },
    {
      icon: "calendar",
      title: "مكالمة مدتها 30 دقيقة",
      text: "نناقش الأهداف والنطاق والتوقيت، ونخبرك بصراحة إن كنا الاستوديو المناسب لمشروعك.",
    },
    {
      icon: "send",
      title: "تقديرك المكتوب",
      text: "خلال ثلاثة أيام عمل: النطاق والجدول الزمني والفريق وسعر يمكنك عرضه على مجلس إدارتك.",
    },
  ],
  tone: "tint",
  labels: { step: "الخطوة {n}" },
} satisfies StepsProps

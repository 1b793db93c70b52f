/** اطلب عرض سعر (/ar/quote/) بالعربية: كلمات src/data/pages/quote.ts وحدها. */
import { formatMoney, formatMoneyRange } from "#/components/ui/price.tsx"
import type * as english from "#/data/pages/quote.ts"
import { brand, contact } from "#/config/site.ts"
import { intlLocale } from "#/i18n/locales.ts"
import type { Words } from "#/i18n/overlay.ts"

import { formLabels } from "./contact"

// The budget ranges in US dollars as Intl writes them for Arabic.
const money = (amount: number) => formatMoney(amount, intlLocale("ar"))
const range = (from: number, to: number) => formatMoneyRange(from, to, intlLocale("ar"))

export const meta = {
  title: "اطلب عرض سعر",
  description: `أخبر ${brand.name} عن موقعك أو علامتك التجارية أو منتجك، وعن نطاق ميزانيتك. ستصلك تقديرات مكتوبة وخطة عمل خلال ثلاثة أيام عمل.`,
} satisfies Words<typeof english.meta>

export const banner = {
  title: "اطلب عرض سعر",
  lead: "تقدير واضح ومكتوب خلال ثلاثة أيام عمل، دون أي التزام.",
} satisfies Words<typeof english.banner>

export const request = {
  eyebrow: "مشروعك",
  title: "أخبرنا بما تحتاج إليه",
  lead: "كلما عرفنا أكثر، جاء التقدير أدق. والأفكار الأولية مرحّب بها أيضًا: فبلورتها جزء من عملنا.",
  points: [
    "سعر ثابت للمشروع أو اشتراك شهري، والخيار لك",
    "فريق من ذوي الخبرة فقط، من أول مكالمة حتى الإطلاق",
    "نوقّع اتفاقية عدم الإفصاح قبل أن تشاركنا أي معلومات حساسة",
  ],
  channels: [
    {
      title: "تفضّل أن نتحدث؟",
      text: "اتصل بأحد منسقي الإنتاج، من الاثنين إلى الجمعة.",
      contact: { label: contact.phone.label },
    },
    {
      title: "لديك ملخص مشروع جاهز؟",
      text: "أرسله إلينا بالبريد الإلكتروني، وسنقرؤه قبل أن نتصل بك.",
      contact: { label: contact.email.label },
    },
  ],
} satisfies Words<typeof english.request>

export const form = {
  fields: [
    { label: "اسمك", placeholder: "ليلى حداد" },
    { label: "البريد الإلكتروني للعمل", placeholder: "name@company.com" },
    { label: "الشركة", placeholder: "شركة الأفق للتجهيزات الخارجية" },
    {
      label: "نطاق الميزانية",
      // An option's value is what the form sends: English's, though `value` is not a structure key.
      options: [
        { value: "under-10k", label: `أقل من ${money(10_000)}` },
        { value: "10k-25k", label: range(10_000, 25_000) },
        { value: "25k-50k", label: range(25_000, 50_000) },
        { value: "50k-plus", label: `${money(50_000)} أو أكثر` },
        { value: "not-sure", label: "لم أحدد بعد" },
      ],
    },
    {
      label: "تفاصيل المشروع",
      hint: "ما الذي تريد بناءه، ولمن، وأي موعد يجب أن يكون جاهزًا قبله.",
      placeholder: "موقع تسويقي جديد لعلامتنا التجارية للمعدات الخارجية، يُطلق قبل كتالوج الربيع…",
    },
  ],
  submit: "اطلب عرض السعر",
  labels: formLabels,
} satisfies Words<typeof english.form>

export const nextSteps = {
  eyebrow: "ماذا بعد؟",
  title: "من الطلب إلى انطلاق المشروع في أسبوع",
  lead: "بلا دورة مبيعات طويلة: ثلاث خطوات قصيرة، وتعرف دائمًا مع من تتحدث.",
  steps: [
    {
      title: "نقرأ طلبك",
      text: "يراجعه منسق إنتاج ومصمم رئيسي في اليوم نفسه ويدوّنان أسئلتهما.",
    },
    {
      title: "مكالمة مدتها 30 دقيقة",
      text: "نناقش الأهداف والنطاق والتوقيت، ونخبرك بصراحة إن كنا الاستوديو المناسب لمشروعك.",
    },
    {
      title: "تقديرك المكتوب",
      text: "خلال ثلاثة أيام عمل: النطاق والجدول الزمني والفريق وسعر يمكنك عرضه على مجلس إدارتك.",
    },
  ],
  labels: { step: "الخطوة {n}" },
} satisfies Words<typeof english.nextSteps>

/**
 * Pricing and Pricing 2 in Arabic: the same plans and figures as src/data/pages/pricing.ts, in US
 * dollars as Intl writes them for Arabic with Western digits ("199 US$").
 */
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { PlanFeature, PricingPeriod, PricingPlan, PricingTableProps } from "@/components/sections/pricing-table"
import { formatMoney } from "@/components/ui/price"
import * as english from "@/data/pages/pricing"
import { brand } from "@/data/site"
import { intlLocale, localePath } from "@/i18n/locales"
import { faqPage, pricingPlans } from "@/lib/structured-data"
import { absoluteUrl } from "@/lib/url"

const to = (path: string) => localePath("ar", path)
const usd = (amount: number) => formatMoney(amount, intlLocale("ar"))

/** Every plan lists the same lines, so the cards compare line by line. */
const line = (text: string, included: boolean, limit?: string): PlanFeature => ({ text, included, limit })

export const plans = [
  {
    title: "الباقة الفضية",
    icon: "shield",
    blurb: "لموقع أُطلق حديثًا ويحتاج إلى من يراقبه ويطمئن عليه.",
    price: { monthly: usd(0), yearly: usd(0) },
    features: [
      line("مراقبة جاهزية الموقع وأمانه", true),
      line("تقرير شهري عن الأداء", true),
      line("تحديث المحتوى والنصوص", false),
      line("طلبات التصميم", false),
      line("مدير مشروع مخصص", false),
      line("دعم ذو أولوية في اليوم نفسه", false),
    ],
    cta: { label: "ابدأ مجانًا", href: to("/sign-up/") },
  },
  {
    title: "الباقة الأكثر طلبًا",
    icon: "rocket",
    blurb: "مصمم ومطوّر من ذوي الخبرة تحت الطلب، لموقع لا يتوقف عن النمو.",
    price: { monthly: usd(199), yearly: usd(250) },
    highlighted: true,
    badge: "الأكثر شيوعًا",
    features: [
      line("مراقبة جاهزية الموقع وأمانه", true),
      line("تقرير شهري عن الأداء", true),
      line("تحديث المحتوى والنصوص", true, "غير محدود"),
      line("طلبات التصميم", true, "10 شهريًا"),
      line("مدير مشروع مخصص", true),
      line("دعم ذو أولوية في اليوم نفسه", true),
    ],
    cta: { label: "اختر الباقة", href: to("/contact/") },
  },
  {
    title: "الباقة القياسية",
    icon: "layers",
    blurb: "صيانة منتظمة وتعديلات صغيرة لموقع تسويقي راسخ.",
    price: { monthly: usd(49), yearly: usd(99) },
    features: [
      line("مراقبة جاهزية الموقع وأمانه", true),
      line("تقرير شهري عن الأداء", true),
      line("تحديث المحتوى والنصوص", true, "5 شهريًا"),
      line("طلبات التصميم", true, "2 شهريًا"),
      line("مدير مشروع مخصص", false),
      line("دعم ذو أولوية في اليوم نفسه", false),
    ],
    cta: { label: "اختر الباقة", href: to("/contact/") },
  },
] satisfies [PricingPlan, PricingPlan, PricingPlan]

/**
 * The structured data reads prices as "$199" (lib/structured-data.ts): the same figures as the
 * English plans, with this page's names and descriptions.
 */
const offers = plans.map((plan, index) => ({ ...plan, price: english.plans[index]!.price }))

const period = {
  name: "pricing-period",
  initial: "monthly",
  legend: "فترة الفوترة",
  labels: { monthly: "شهريًا", yearly: "سنويًا" },
  units: { monthly: "شهر", yearly: "سنة" },
} satisfies PricingPeriod

const table = {
  id: "plans-title",
  eyebrow: "باقات العناية بالمواقع",
  title: "باقات بسيطة لمواقع تتحسّن باستمرار",
  lead: "تشمل كل باقة فحص الاستضافة والنسخ الاحتياطي، وشخصًا حقيقيًا يعرف موقعك جيدًا. يمكنك تغيير باقتك أو إلغاؤها في أي وقت.",
  plans,
  period,
  note: "الأسعار بالدولار الأمريكي ولا تشمل ضريبة المبيعات. يمكنك تغيير باقتك أو إلغاؤها من بوابة العملاء في أي وقت.",
  labels: { features: "ما تتضمنه الباقة", notIncluded: "غير مشمول:" },
} satisfies PricingTableProps

const billingFaq = {
  id: "billing-faq-title",
  eyebrow: "الفوترة",
  title: "أسئلة حول الباقات والفوترة",
  tone: "tint",
  items: [
    {
      question: "هل يمكنني التبديل بين الفوترة الشهرية والسنوية؟",
      answer: [
        "نعم. يمكنك التبديل من صفحة الفوترة في بوابة العملاء، ويسري التغيير بدءًا من فاتورتك التالية. وتُحتسب الأيام غير المستخدمة من الفترة السابقة رصيدًا لك.",
      ],
    },
    {
      question: "ما الذي يُعدّ طلب تصميم؟",
      answer: [
        "عمل تصميمي واحد مستقل يستطيع المصمم إنجازه في يوم واحد أو أقل: قسم جديد في صفحة هبوط، أو مجموعة من تصاميم وسائل التواصل الاجتماعي، أو قالب بريد إلكتروني.",
        "أما المشاريع الأكبر، مثل قالب صفحة جديد أو إعادة بناء الهوية، فنقدّم لها عرض سعر منفصلًا حتى لا تستهلك رصيدك الشهري.",
      ],
    },
    {
      question: "هل الباقة الفضية مجانية حقًا؟",
      answer: [
        "نعم. نراقب جاهزية المواقع التي بنيناها أو دققناها وأمانها، ونرسل إليك تقريرًا شهريًا. وحين تحتاج إلى تعديلات فعلية، يمكنك الترقية متى شئت.",
      ],
    },
    {
      question: "هل تُرحَّل الطلبات غير المستخدمة؟",
      answer: ["نعم، تُرحَّل تحديثات المحتوى وطلبات التصميم غير المستخدمة لشهر واحد، فلا يضيع عليك شهر هادئ أبدًا."],
    },
  ],
} satisfies FaqSectionProps

export const pricing = {
  meta: {
    title: "الأسعار",
    description: `باقات العناية بالمواقع من ${brand.name}: الفضية والأكثر طلبًا والقياسية، بفوترة شهرية أو سنوية. قارن ما تتضمنه كل باقة.`,
    jsonLd: [...pricingPlans(offers, absoluteUrl(to("/pricing/"))), faqPage(billingFaq.items)],
  },
  banner: {
    title: "الأسعار",
    lead: "اختر مستوى العناية الذي يحتاجه موقعك. بلا رسوم تأسيس وبلا التزام طويل.",
  },
  table,
  faq: billingFaq,
}

export const pricing2 = {
  meta: {
    title: "قارن بين الباقات",
    description: `قارن بين باقات العناية بالمواقع من ${brand.name} جنبًا إلى جنب، من المراقبة المجانية إلى مصمم ومطوّر من ذوي الخبرة تحت الطلب.`,
    jsonLd: pricingPlans(offers, absoluteUrl(to("/pricing-2/"))),
  },
  banner: {
    title: "قارن بين الباقات",
    lead: "الباقات الثلاث نفسها، معروضة بندًا بندًا لتتضح الفروق بينها بسهولة.",
  },
  table: {
    ...table,
    id: "plans-compare-title",
    eyebrow: "الباقات جنبًا إلى جنب",
    title: "اعثر على الباقة المناسبة لموقعك",
  },
  cta: {
    id: "custom-plan-title",
    title: "تحتاج إلى أكثر مما تغطيه الباقات؟",
    lead: "نصمّم نطاق العمل خصيصًا لإعادة التصميم والمنتجات الجديدة وعقود الخدمة الطويلة. أخبرنا بما تفكر فيه وسنرد عليك خلال يوم عمل واحد.",
    ctas: [{ label: "تحدّث إلى فريقنا", href: to("/contact/") }],
    note: "بلا نصوص مبيعات جاهزة: ستتحدث مباشرة مع مصمم أو مهندس من ذوي الخبرة.",
  } satisfies CtaBannerProps,
}

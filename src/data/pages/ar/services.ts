/** الخدمات (/ar/service/)، وصفحة كل خدمة (/ar/service/<slug>/) وتفاصيل الخدمة: src/data/pages/services.ts بالعربية. */
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { PricingTableProps } from "@/components/sections/pricing-table"
import { plans } from "@/data/pages/ar/pricing"
import { brand } from "@/data/site"
import { localePath } from "@/i18n/locales"
import { cover } from "@/lib/images"
import { faqPage, type StructuredData } from "@/lib/structured-data"
import { videoEmbed } from "@/lib/video-embed"

export { featuredService } from "../services"

const to = (path: string) => localePath("ar", path)

export const services = {
  meta: {
    title: "خدماتنا",
    description: `استراتيجية العلامة التجارية، والمواقع الإلكترونية، وتصميم المنتجات، والتطبيقات، وتحسين محركات البحث، والنمو: ست خدمات تقدمها ${brand.name}، وطريقة عملنا، وتكلفة كل منها.`,
    get jsonLd(): StructuredData[] {
      return [faqPage(services.faq.items)]
    },
  },
  banner: {
    title: "خدماتنا",
    lead: "ست طرق نساعد بها الفرق على الانطلاق والنمو، يتولاها في كل مرة خبراء متمرسون من أول مكالمة حتى آخر سطر من الشيفرة.",
  },
  cards: {
    id: "services-title",
    eyebrow: "ماذا نقدم",
    title: "خدمات مصممة حول هدفك التالي",
    lead: "اختر خدمة واحدة أو اجمع بين عدة خدمات: فجميعها يتولاها الفريق نفسه، بالأدوات نفسها وبالإيقاع الأسبوعي نفسه.",
    linkLabel: "اقرأ المزيد",
  } satisfies Omit<FeatureGridProps, "items"> & { linkLabel: string },
  process: {
    id: "process-title",
    eyebrow: "طريقة عملنا",
    title: "شاهد مشروعًا من أول اجتماع حتى الإطلاق",
    lead: "ثلاث دقائق داخل مشروع حقيقي: ورشة العمل، والعروض الأسبوعية، وقائمة التحقق في يوم الإطلاق.",
    bullets: [
      "فريق واحد من الخبراء من البداية إلى النهاية",
      "عرض لما أنجزناه كل يوم جمعة",
      "عرض سعر ثابت بلا مفاجآت",
      "تسليم كامل يصبح ملكًا لك",
    ],
    ctas: [{ label: "ابدأ مشروعك", href: to("/contact/") }],
    layout: "media-start",
    tone: "tint",
  } satisfies ContentSplitProps,
  video: {
    id: "process-video",
    title: `مشروع من ${brand.name}، من أول اجتماع حتى الإطلاق`,
    embed: videoEmbed({ host: "youtube", id: "M7lc1UVf-VE" }, { autoplay: true }),
    look: "poster",
    poster: await cover("service-process-film", {
      alt: "",
      widths: [480, 720, 960, 1200],
      sizes: "(min-width: 1024px) 600px, 92vw",
    }),
  } satisfies VideoDialogContent,
  pricing: {
    id: "service-plans-title",
    eyebrow: "الأسعار",
    title: "رعاية الموقع بعد الإطلاق",
    lead: "حافظ على موقعك الجديد سريعًا وآمنًا ومتجددًا باشتراك شهري. تجد الفوترة السنوية في صفحة الأسعار.",
    plans: plans.map((plan) => ({ ...plan, price: { amount: plan.price.monthly, period: "شهر" } })),
    labels: { features: "ما تتضمنه الباقة", notIncluded: "غير مشمول:" },
  } satisfies PricingTableProps,
  faq: {
    id: "services-faq-title",
    eyebrow: "الأسئلة الشائعة",
    title: "أسئلة حول خدماتنا",
    tone: "tint",
    items: [
      {
        question: "هل يمكنني التعاقد معكم على خدمة واحدة فقط؟",
        answer: [
          "نعم. كثير من عملائنا يبدؤون بمرحلة مكثفة لبناء العلامة التجارية أو بموقع إلكتروني، ثم يعودون إلينا لاحقًا. كل خدمة قائمة بذاتها، بنطاق عمل وعرض سعر خاصين بها.",
        ],
      },
      {
        question: "من سيتولى العمل فعليًا؟",
        answer: [
          "الأشخاص أنفسهم الذين تقابلهم في المكالمة الأولى. لا نسلّم المشاريع لمبتدئين أو لمقاولين من الباطن: في كل فريق مصمم رئيسي ومهندس رئيسي ومدير مشروع.",
        ],
      },
      {
        question: "كيف تحددون سعر المشروع؟",
        answer: [
          "بعد مكالمة استكشافية مجانية نرسل إليك عرض سعر ثابتًا يذكر كل ما سنسلّمه. أما العمل الأطول على المنتجات فنحاسب عليه في دورات عمل شهرية يمكنك إيقافها مؤقتًا في أي وقت.",
        ],
      },
      {
        question: "ماذا يحدث بعد الإطلاق؟",
        answer: [
          "تحصل على 30 يومًا من الإصلاحات المجانية، ثم يمكنك اختيار باقة لرعاية الموقع، أو حجز ساعات عند الحاجة، أو نقل كل شيء إلى فريقك الداخلي بالاستعانة بوثائق التسليم التي نكتبها.",
        ],
      },
    ],
  } satisfies FaqSectionProps,
}

export const serviceCopy = {
  crumb: { label: "خدماتنا", href: to("/service/") },
  article: {
    eyebrow: "طريقة عملنا",
    image: { widths: [480, 720, 960, 1200], sizes: "(min-width: 1280px) 780px, (min-width: 1024px) 60vw, 92vw" },
    facts: {
      id: "service-facts-title",
      title: "نظرة سريعة",
      cta: { label: "احجز مكالمة استكشافية", href: to("/contact/") },
    },
  },
  faq: {
    id: "service-faq-title",
    eyebrow: "الأسئلة الشائعة",
    title: "أسئلة حول «{service}»",
    tone: "tint",
  } satisfies Omit<FaqSectionProps, "items">,
}

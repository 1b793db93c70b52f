/**
 * Home 1 in Arabic (/ar/): the sections that are plain data (the shape is src/data/homes/agency.copy.ts).
 */
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { HeroProps } from "@/components/sections/hero"
import type { LogoCloudProps } from "@/components/sections/logo-cloud"
import type { NewsletterFormProps } from "@/components/sections/newsletter-form"
import type { PortfolioTeaserProps } from "@/components/sections/portfolio-teaser"
import { brand } from "@/data/site"
import { localePath } from "@/i18n/locales"
import { videoEmbed } from "@/lib/video-embed"

const to = (path: string) => localePath("ar", path)

export const hero = {
  id: "hero-title",
  eyebrow: "استوديو للهويات التجارية والمواقع والمنتجات",
  title: "نصمم منتجات رقمية يحب الناس استخدامها",
  lead: `${brand.name} فريق متمرّس من الاستراتيجيين والمصممين والمهندسين. نرافق العلامات التجارية والمواقع والتطبيقات من الرسم الأول حتى الإطلاق، ونواصل تطويرها بعده.`,
  note: "انضم إلى أكثر من 4,200 من روّاد الأعمال والمسوّقين الذين يقرؤون رسالتنا الشهرية.",
  // Editorial: the promise across the width, the studio's work as a reel under it.
  layout: "editorial",
  tone: "plain",
} satisfies HeroProps

/** The reel of recent projects under the headline (from src/content/projects/, by order). */
export const reel = { label: "أحدث أعمالنا", count: 6 }

export const newsletter = {
  id: "hero-newsletter",
  label: "بريدك الإلكتروني",
  placeholder: "أدخل بريدك الإلكتروني",
  button: "اشترك",
} satisfies NewsletterFormProps

export const brands = {
  id: "brands-title",
  title: "فرق هذه الشركات تثق بنا",
  logos: [
    { name: "Northwind", glyph: "triangle" },
    { name: "Quantix", glyph: "hexagon" },
    { name: "Helio", glyph: "circle" },
    { name: "Oakline", glyph: "leaf" },
    { name: "Pinecrest", glyph: "squares" },
  ],
} satisfies LogoCloudProps

/** The showreel behind the hero's play button. Homes 1–4 never autoplay (sound on). */
export const video = {
  id: "agency-showreel",
  title: `${brand.name} من الداخل في 90 ثانية`,
  embed: videoEmbed({ host: "youtube", id: "aqz-KE-bpKQ" }, { autoplay: false }),
  look: "pill",
} satisfies VideoDialogContent

export const services = {
  id: "services-title",
  // What the studio does, as an editorial numbered list.
  layout: "list",
  eyebrow: "ماذا نقدّم",
  title: "أربعة تخصصات وفريق خبير واحد",
  lead: "تجتمع الاستراتيجية والتصميم والهندسة على طاولة واحدة منذ اليوم الأول، فلا يضيع شيء بين العرض التقديمي والإطلاق الفعلي.",
  columns: 4,
  /** The services shown (file names in src/content/services/), as cards linking to their pages. */
  ids: ["brand-strategy", "website-design-development", "product-ux-design", "growth-analytics"],
  linkLabel: "اكتشف الخدمة",
} satisfies Omit<FeatureGridProps, "items"> & { ids: readonly string[]; linkLabel: string }

export const process = {
  id: "process-title",
  eyebrow: "كيف نعمل",
  title: "فرق صغيرة، وعروض أسبوعية، ولا مفاجآت",
  lead: "لكل مشروع استراتيجي ومصمم ومهندس يرافقونه من اجتماع الانطلاق حتى يوم الإطلاق.",
  bullets: [
    "نطاق عمل وسعر ثابتان قبل أن نبدأ",
    "نسخة تجريبية تعمل كل يوم جمعة",
    "لوحة مشتركة واحدة تطّلع عليها متى شئت",
    "وثائق تسليم سيقرؤها فريقك فعلًا",
  ],
  ctas: [{ label: "تعرّف إلى خدماتنا", href: to("/service/") }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

export const results = {
  id: "results-title",
  // The page's one ink-dark band.
  tone: "dark",
  eyebrow: "لماذا تبقى الفرق معنا",
  title: "عمل يسدّد تكلفته بنفسه",
  lead: "نقيس نجاح كل إطلاق بما يغيّره في أعمال عملائنا، ونواصل القياس بعد انتهاء الاحتفال.",
  paragraphs: [
    "بعد الإطلاق نبقى مع معظم عملائنا فريقَ منتج بدوام جزئي: نراقب الأرقام، ونجري التجارب، ونطلق التحسينات كل شهر.",
  ],
  stats: [
    { value: "140+", label: "إطلاقًا منذ 2016" },
    { value: "92%", label: "من العملاء يعودون إلينا" },
    { value: "4.9/5", label: "متوسط تقييم المشاريع" },
  ],
  ctas: [{ label: "ابدأ مشروعك", href: to("/contact/") }],
} satisfies ContentSplitProps

export const work = {
  id: "work-title",
  eyebrow: "أعمال مختارة",
  title: "إطلاقات حديثة نفخر بها",
  lead: "مشروعان من العام الماضي، بدأ كلٌّ منهما بورشة عمل واحدة.",
  /** The projects shown (ids in src/content/projects/); the page turns them into cards. */
  projects: ["sonora-sound-festival", "atelier-kaspar"],
  link: { label: "شاهد جميع الأعمال", href: "/portfolio/" },
  cardLabels: { view: "اطّلع على دراسة الحالة" },
} satisfies Omit<PortfolioTeaserProps, "cards"> & { projects: readonly string[] }

export const faq = {
  id: "faq-title",
  eyebrow: "الأسئلة الشائعة",
  title: "أول ما يسألنا عنه العملاء",
  tone: "tint",
  items: [
    {
      question: "كم تبلغ تكلفة المشروع عادةً؟",
      answer: [
        "تبدأ الهويات التجارية من 18,000 دولار، ومواقع التسويق من 24,000 دولار، أما مشاريع تصميم المنتجات فتُسعَّر شهريًا. وبعد مكالمة مدتها 45 دقيقة نرسل إليك عرض سعر ثابتًا خلال يومَي عمل.",
      ],
    },
    {
      question: "كم يستغرق بناء موقع إلكتروني؟",
      answer: [
        "تستغرق معظم المواقع التسويقية من 8 إلى 12 أسبوعًا من الانطلاق حتى الإطلاق: أسبوعان للاستراتيجية، ومن أربعة إلى ستة أسابيع للتصميم والتطوير في دورات أسبوعية، وأسبوعان للمحتوى والاختبار والإطلاق.",
      ],
    },
    {
      question: "هل تعملون مع فرق من خارج أوروبا؟",
      answer: [
        "نعم. نحو نصف عملائنا في أمريكا الشمالية، ونتشارك معهم أربع ساعات عمل يوميًا على الأقل بتوقيت شرق الولايات المتحدة، ونعقد جميع اجتماعاتنا عبر الفيديو.",
      ],
    },
    {
      question: "هل يستطيع مطوّرونا العمل على الكود بعد الإطلاق؟",
      answer: [
        "هذا ما نخطط له من البداية. نبني بأدوات شائعة وموثّقة جيدًا، ونكتب وثائق التسليم، ونعمل جنبًا إلى جنب مع مطوّريكم في الأسبوعين الأخيرين.",
      ],
    },
    {
      question: "ماذا تحتاجون منا لنبدأ؟",
      answer: [
        "صاحب قرار يحضر عرضًا أسبوعيًا مدته 30 دقيقة، وصلاحية الوصول إلى بيانات التحليلات لديكم، وإجابات صريحة في ورشة الانطلاق. ونتولى نحن الباقي.",
      ],
    },
  ],
} satisfies FaqSectionProps

export const cta = {
  id: "cta-title",
  title: "هل لديك مشروع في ذهنك؟",
  lead: "أخبرنا أين أنت الآن وإلى أين تريد أن تصل. سيرد عليك أحد خبراء الاستراتيجية لدينا خلال يوم عمل واحد بالخطوات التالية وميزانية تقديرية.",
  ctas: [
    { label: "تواصل معنا", href: to("/contact/") },
    { label: "شاهد أعمالنا", href: "/portfolio/" },
  ],
} satisfies CtaBannerProps

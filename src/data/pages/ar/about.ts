/** من نحن (/ar/about/): the About page in Arabic (the shape is src/data/pages/about.ts). */
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { AboutShowcaseProps } from "@/components/sections/about-showcase"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { PortfolioTeaserProps } from "@/components/sections/portfolio-teaser"
import type { StatsBandProps } from "@/components/sections/stats-band"
import type { TeamGridProps } from "@/components/sections/team-grid"
import type { TestimonialCardProps } from "@/components/sections/testimonial-card"
import { brand } from "@/data/site"
import { leadership, memberCards } from "@/data/team"
import { localePath } from "@/i18n/locales"
import { avatar, cover } from "@/lib/images"
import { videoEmbed } from "@/lib/video-embed"

const to = (path: string) => localePath("ar", path)

export const meta = {
  title: "من نحن",
  description: `تعرّف إلى ${brand.name}: فريق متمرّس من الاستراتيجيين والمصممين والمهندسين في بورتلاند. قصتنا وقيمنا، والأعمال التي نفخر بها، والأشخاص الذين يقفون وراءها.`,
}

export const banner = {
  title: "من نحن",
  lead: "استوديو صغير يضم نخبة من أصحاب الخبرة، يصمم العلامات التجارية والمواقع والمنتجات ويبنيها، ثم يبقى إلى جانبها ليساعدها على النمو.",
}

const sideSizes = "(min-width: 1024px) 400px, 46vw"

export const showcase = {
  id: "studio-title",
  eyebrow: "تعرّف إلينا",
  title: "الاستراتيجية والتصميم والهندسة على طاولة واحدة",
  lead: "منذ عام 2014 نساعد الشركات الناشئة والعلامات المعروفة على إطلاق هوياتها ومواقعها وتطبيقاتها. يتولى كل مشروع الأشخاص أنفسهم الذين يصممونه ويبنونه، فلا تنتقل المهام من فريق إلى آخر، ولا وسطاء بينك وبين من ينفّذ العمل.",
  images: [
    await cover("about-studio-film", {
      alt: `فريق ${brand.name} يراجع إطلاق مشروع لأحد العملاء على الشاشة الكبيرة`,
      widths: [480, 800, 1200],
      sizes: "(min-width: 1024px) 800px, 92vw",
    }),
    await cover("about-workshop-wall", {
      alt: `لوحات استكشاف الهوية البصرية معلّقة على الجدار بعد ورشة عمل في ${brand.name}`,
      widths: [400, 640, 800],
      sizes: sideSizes,
    }),
    await cover("about-prototype-lab", {
      alt: "نموذج أولي تفاعلي لمسار حجز معروض على جدار الاختبار في الاستوديو",
      widths: [400, 640, 800],
      sizes: sideSizes,
    }),
  ],
} satisfies Omit<AboutShowcaseProps, "video">

export const video = {
  id: "studio-video",
  title: `أسبوع داخل ${brand.name}`,
  embed: videoEmbed({ host: "vimeo", id: "76979871" }, { autoplay: true }),
  look: "icon",
} satisfies VideoDialogContent

export const vision = {
  id: "vision-title",
  eyebrow: "رؤيتنا",
  title: "منتجات رقمية تبدو مصنوعة باليد، مهما كبر حجمها",
  paragraphs: [
    "تُجمَّع معظم المواقع والتطبيقات من القطع نفسها، ويظهر ذلك جليًّا. ونحن نؤمن بأن المنتج يكسب الثقة بتفاصيله: نصوص تبدو كأن إنسانًا كتبها، وصفحات تُحمَّل قبل أن ترمش عينك، وخطوات استخدام تحترم وقتك.",
    "لذلك نُبقي فرقنا صغيرة ومن أصحاب الخبرة، ونختبر مع أشخاص حقيقيين منذ الأسبوع الأول، ونقيس النجاح بما يتغير فعلًا لدى عملاء عملائنا، لا بعدد الشاشات التي نسلّمها.",
  ],
  bullets: [
    "أبحاث مع عملاء حقيقيين",
    "أنظمة تصميم تنمو مع منتجك",
    "إتاحة للجميع منذ البداية",
    "قياس الأثر بعد الإطلاق",
  ],
  tone: "tint",
} satisfies ContentSplitProps

export const testimonial = {
  quote: `أعاد فريق ${brand.shortName} بناء تجربة الحجز لدينا في عشرة أسابيع. ارتفعت الحجوزات عبر الإنترنت بنسبة 41%، وصار لدى فريق الدعم أخيرًا متّسع لالتقاط أنفاسه. شعرنا منذ اليوم الأول بأنهم جزء من فريقنا.`,
  name: "Nora Fitzgerald",
  role: "رئيسة القطاع الرقمي، Oakline Hotels",
  avatar: await avatar("nora-fitzgerald", 48),
  rating: 5,
  labels: { rating: "التقييم {value} من {max}", quotes: ["«", "»"] },
} satisfies TestimonialCardProps

export const stats = {
  id: "stats-title",
  title: `${brand.name} بالأرقام`,
  showTitle: true,
  tone: "dark",
  items: [
    { value: "36K+", label: "عملاء راضون" },
    { value: "80%", label: "تفاعل مستمر" },
    { value: "54K+", label: "مشاريع ناجحة" },
    { value: "72+", label: "جائزة" },
  ],
} satisfies StatsBandProps

export const values = {
  id: "values-title",
  eyebrow: "قيمنا",
  title: "ما نلتزم به في كل مشروع",
  lead: "ستة وعود تحدد كيف نختار فريقنا، وكيف نخطط، وكيف نتعامل مع من يأتمنوننا على منتجاتهم.",
  items: [
    {
      icon: "pen-tool",
      title: "إتقان في التفاصيل",
      text: "نعتني بالمسافات والصياغة والحركة حتى يبدو المنتج سلسًا بلا عناء، لأن العملاء يلاحظون حين لا يهتم أحد بذلك.",
    },
    {
      icon: "messages",
      title: "حديث واضح وصريح",
      text: "عروض أسبوعية، ولوحات عمل مشتركة، وإجابات مباشرة. تعرف دائمًا ما نعمل عليه، ولماذا، وكم يكلّف.",
    },
    {
      icon: "target",
      title: "النتائج قبل المخرجات",
      text: "نتفق على الأرقام المهمة قبل أول رسم، ونقدّم تقاريرنا عنها بعد الإطلاق، لا عن المخرجات وحدها.",
    },
    {
      icon: "users",
      title: "فرق صغيرة من الخبراء",
      text: "من يعرض عليك المشروع هو من ينفّذه. لا مبتدئين يتعلمون على حساب ميزانيتك، ولا تنقّل للمهام بين الفرق.",
    },
    {
      icon: "shield",
      title: "إتاحة للجميع منذ البداية",
      text: "كل ما نطلقه يستوفي معيار WCAG 2.2 AA، ويعمل بلوحة المفاتيح وقارئ الشاشة، ويُقرأ بسهولة حتى على هاتف بطيء.",
    },
    {
      icon: "sparkles",
      title: "تعلّم لا يتوقف",
      text: "نخصص عصر كل جمعة للبحث والمشاريع الجانبية، ولنتبادل ما تعلّمه كلٌّ منا خلال الأسبوع.",
    },
  ],
  columns: 3,
} satisfies FeatureGridProps

export const work = {
  id: "work-title",
  eyebrow: "أعمال مختارة",
  title: "مشاريع حديثة نفخر بها",
  lead: "مشروعان أطلقناهما خلال العام الماضي، تولّى كلًّا منهما من البداية إلى النهاية فريق مثل الفريق أدناه.",
  /** How many projects to show, the first ones by `order`; the page turns them into cards. */
  count: 2,
  link: { label: "شاهد جميع الأعمال", href: "/portfolio/" },
  cardLabels: { view: "اطّلع على دراسة الحالة" },
  tone: "tint",
} satisfies Omit<PortfolioTeaserProps, "cards"> & { count: number }

export const team = {
  id: "team-title",
  eyebrow: "فريقنا",
  title: "الأشخاص الذين يقودون مشروعك",
  lead: "أربعة قادة في الاستوديو، لكلٍّ منهم أكثر من عشر سنوات في إطلاق المنتجات، ويحضر أحدهم كل اجتماع تعقده معنا.",
  members: await memberCards(leadership, 320, "ar"),
  columns: 4,
  action: { label: "تعرّف إلى الفريق كاملًا", href: to("/team/"), variant: "secondary" },
} satisfies TeamGridProps

export const cta = {
  id: "about-cta-title",
  title: "لنصنع معًا منتجًا يحب الناس استخدامه",
  lead: "أخبرنا أين أنت الآن وإلى أين تريد أن تصل. نرد عليك خلال يوم عمل واحد بالخطوات التالية وميزانية تقديرية.",
  ctas: [{ label: "تواصل معنا", href: to("/contact/") }],
} satisfies CtaBannerProps

/** صفحات الأسئلة الشائعة (/ar/faq/ و/ar/faq-2/ و/ar/faq-3/ و/ar/faq-4/): src/data/pages/faq.ts بالعربية. */
import type { FaqGridProps, FaqHelp } from "@/components/sections/faq-grid"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import { questionList, type AccordionItem } from "@/components/ui/accordion"
import type { EmptyStateProps } from "@/components/ui/empty-state"
import type { SectionHeadingProps } from "@/components/ui/section-heading"
import { brand, contact } from "@/data/site"
import { localePath } from "@/i18n/locales"
import { ui } from "@/i18n/ui"
import { faqPage } from "@/lib/structured-data"
import type { TabItem } from "@/lib/tabs"

const to = (path: string) => localePath("ar", path)

export const generalQuestions = questionList([
  {
    question: `ماذا تقدّم ${brand.name}؟`,
    answer: [
      "نحن فريق من الخبراء في الاستراتيجية والتصميم والهندسة. نبني العلامات التجارية، ونصمّم المواقع التسويقية ونطوّرها، ونرافق منتجات الويب والجوال من أول رسم تخطيطي حتى الإطلاق.",
    ],
  },
  {
    question: "كم يستغرق المشروع عادةً؟",
    answer: [
      "يستغرق الموقع التسويقي عادةً من ستة إلى عشرة أسابيع من اجتماع الانطلاق حتى الإطلاق، وتحتاج الهوية البصرية من أربعة إلى ستة أسابيع، أما الإصدار الأول من المنتج فمن ثمانية إلى ستة عشر أسبوعًا بحسب نطاق العمل.",
    ],
  },
  {
    question: "كم تبلغ تكلفة المشروع؟",
    answer: [
      "تبدأ أسعار المواقع من 18,000 دولار أمريكي، ونخطّط لتطوير المنتجات على دورات عمل شهرية. وبعد مكالمة استكشافية مجانية تحصل على عرض سعر ثابت يفصّل كل ما ستستلمه، فلا مفاجآت.",
    ],
  },
  {
    question: "هل تعملون مع الشركات الناشئة في مراحلها الأولى؟",
    answer: [
      "نعم، فنحو ثلث عملائنا في مراحل ما بين جولة Pre-Seed والجولة A. يمكننا البدء بهوية مبسّطة وصفحة هبوط، ثم نطوّر النظام معك كلما جمعت تمويلًا ووسّعت فريقك.",
    ],
  },
  {
    question: "لمن تعود ملكية التصاميم والشيفرة البرمجية في النهاية؟",
    answer: [
      "لك أنت. فبمجرد سداد الفاتورة الأخيرة يصبح كل ملف تصميم وكل سطر من الشيفرة وكل أصل رقمي ملكًا لك، ونسلّمها جميعًا في حساباتك الخاصة على Figma وGitHub ومنصة الاستضافة.",
    ],
  },
  {
    question: "هل يمكنكم العمل جنبًا إلى جنب مع فريقنا الداخلي؟",
    answer: [
      "كثيرًا ما نفعل ذلك. ننضم إلى مساحة Slack الخاصة بكم، ونواكب إيقاع عملكم، ونعمل يدًا بيد مع مصمّميكم ومهندسيكم، ليستمر العمل بسلاسة بعد أن نسلّم المهمة.",
    ],
  },
])

export const accountQuestions = questionList([
  {
    question: "كيف أحصل على حق الدخول إلى بوابة العملاء؟",
    answer: [
      "يرسل إليك مدير مشروعك دعوة في يوم انطلاق المشروع. اقبلها واختر كلمة مرور، وسترى الجداول الزمنية والتصاميم التي تنتظر موافقتك وكل ملف نشاركه معك.",
    ],
  },
  {
    question: "نسيت كلمة المرور، فكيف أعيد تعيينها؟",
    answer: [
      "اضغط على «نسيت كلمة المرور؟» في صفحة تسجيل الدخول، وأدخل البريد الإلكتروني الذي وصلتك عليه الدعوة. يصلك رابط إعادة التعيين خلال دقائق، ويبقى صالحًا لمدة ساعة واحدة.",
    ],
  },
  {
    question: "كيف أضيف زميلًا إلى حسابي؟",
    answer: [
      "افتح «الإعدادات» ثم «الأشخاص»، وادعُه عبر البريد الإلكتروني. حدّد ما إذا كان يستطيع اعتماد الأعمال أو يكتفي بالاطلاع والتعليق، ويمكنك تغيير ذلك في أي وقت.",
    ],
  },
  {
    question: "ما سرعة رد فريق الدعم؟",
    answer: [
      "خلال 24 ساعة في أيام العمل، وفي اليوم نفسه لمشتركي «الباقة الأكثر طلبًا». وأي عطل يوقف موقعًا منشورًا نتعامل معه على مدار الساعة.",
    ],
  },
  {
    question: "هل يمكنني تنزيل جميع ملفات مشروعي؟",
    answer: [
      "نعم. في كل مشروع زر «تنزيل الكل» يجمع الملفات المصدرية والملفات المُصدَّرة ودليل الهوية في أرشيف واحد، جاهز للحفظ لديك.",
    ],
  },
])

export const technicalQuestions = questionList([
  {
    question: "ما التقنيات التي تعتمدون عليها؟",
    answer: [
      "نبني المواقع التسويقية بنهج ثابت أولًا باستخدام Astro ونظام إدارة محتوى منفصل (Headless CMS) يستطيع فريقك تحريره. أما المنتجات فنعتمد فيها React وTypeScript للواجهة الأمامية، وخيارات مجرّبة وموثوقة للواجهة الخلفية.",
    ],
  },
  {
    question: "كيف تضمنون أن يكون الموقع سهل الوصول للجميع؟",
    answer: [
      "نصمّم ونختبر وفق معيار WCAG 2.2 بمستوى AA: فحوص آلية مع كل تعديل، ثم اختبارات بلوحة المفاتيح وقارئات الشاشة على أجهزة حقيقية قبل كل إصدار.",
    ],
  },
  {
    question: "ما مدى سرعة موقعي؟",
    answer: [
      "نحدّد لكل مشروع ميزانية أداء منذ اجتماع الانطلاق. وعادةً ما تُحمّل مواقعنا محتواها الرئيسي في أقل من 1.5 ثانية على هاتف متوسط الفئة، وتجتاز مؤشرات Core Web Vitals.",
    ],
  },
  {
    question: "أين سيُستضاف موقعي؟",
    answer: [
      "حيثما يناسبك. غالبًا ما ننشر على شبكة توصيل محتوى عالمية مثل Netlify أو Vercel أو Cloudflare Pages، ونُعدّها في حسابك أنت، فلا يتوقف بقاء موقعك متاحًا علينا أبدًا.",
    ],
  },
  {
    question: "هل تكتبون اختبارات آلية؟",
    answer: [
      "نعم. تغطي اختبارات الوحدات المنطق البرمجي، وتغطي الاختبارات الشاملة (End-to-End) المسارات المهمة، وتعمل جميعها مع كل طلب دمج (Pull Request) قبل أن يصل أي تغيير إلى بيئة الإنتاج.",
    ],
  },
])

const help = {
  title: "هل لديك أسئلة أخرى؟",
  text: "لم تجد الإجابة التي تبحث عنها؟ يرد فريقنا على كل رسالة، وغالبًا في يوم العمل نفسه.",
  channels: [
    {
      icon: "mail",
      label: "راسلنا بالبريد",
      value: contact.email.label,
      href: contact.email.href,
      note: "نرد خلال 24 ساعة",
    },
    {
      icon: "phone",
      label: "اتصل بنا",
      value: contact.phone.label,
      href: contact.phone.href,
      note: ui("ar").footer.contact.hours,
    },
    { icon: "map-pin", label: "زر الاستوديو", value: contact.address, note: "بموعد مسبق" },
  ],
  cta: { label: "تواصل معنا", href: to("/contact/") },
} satisfies FaqHelp

export const faq1 = {
  meta: {
    title: "الأسئلة الشائعة",
    description: `إجابات عن أكثر ما يسأل عنه عملاء ${brand.name}: ما نقدّمه، والمدد الزمنية، والتكاليف، والملكية، والعمل مع فريقك.`,
    jsonLd: [faqPage(generalQuestions)],
  },
  banner: { title: "الأسئلة الشائعة", lead: "إجابات سريعة عن أكثر الأسئلة التي نسمعها قبل بدء أي مشروع." },
  grid: {
    id: "faq-grid-title",
    eyebrow: "الأسئلة الشائعة",
    title: "أسئلة نسمعها كل أسبوع",
    lead: "كل ما تحتاج إلى معرفته قبل أن تحجز معنا مكالمة استكشافية.",
    items: generalQuestions,
  } satisfies FaqGridProps,
}

export const faq2 = {
  meta: {
    title: "أسئلة وأجوبة",
    description: `أسئلة شائعة عن العمل مع ${brand.name}، وكل الطرق للوصول إلى فريقنا إن لم تجد إجابة سؤالك هنا.`,
    jsonLd: [faqPage(generalQuestions)],
  },
  banner: {
    title: "أسئلة وأجوبة",
    lead: "خلاصة طريقتنا في العمل، وكيف تصل إلينا حين تحتاج إلى المزيد.",
  },
  grid: {
    id: "faq-answers-title",
    eyebrow: "معلومات تهمّك",
    title: "إجابات قبل أن تسأل",
    lead: "ستة أمور يحرص العملاء عادةً على حسمها في المكالمة الأولى.",
    items: generalQuestions,
    columns: 3,
    tone: "tint",
    help,
  } satisfies FaqGridProps,
}

export const faq3 = {
  meta: {
    title: "مركز المساعدة",
    description: `مركز المساعدة في ${brand.name}: أسئلة عامة عن المشاريع، وإجابات عن حساب العميل وكلمات المرور والدعم.`,
    jsonLd: [faqPage(generalQuestions, accountQuestions)],
  },
  banner: { title: "مركز المساعدة", lead: "تصفّح حسب الموضوع، وافتح أي سؤال لتقرأ إجابته." },
  general: {
    id: "general-questions-title",
    eyebrow: "المشاريع",
    title: "أسئلة عامة",
    items: generalQuestions,
  } satisfies FaqSectionProps,
  account: {
    id: "account-support-title",
    eyebrow: "حسابك",
    title: "الحساب والدعم",
    items: accountQuestions,
    tone: "tint",
  } satisfies FaqSectionProps,
}

const tabs = [
  { id: "general", label: "أسئلة عامة" },
  { id: "account", label: "الحساب والدعم" },
  { id: "purchasing", label: "الشراء عبر الإنترنت" },
  { id: "technical", label: "الأساليب التقنية" },
] satisfies [TabItem, TabItem, TabItem, TabItem]

export const faq4 = {
  meta: {
    title: "مواضيع الدعم",
    description: `ابحث عن الإجابات حسب الموضوع: أسئلة عامة، والحساب والدعم، والشراء عبر الإنترنت، والأساليب التقنية التي تعتمدها ${brand.name}.`,
    jsonLd: [faqPage(generalQuestions, accountQuestions, technicalQuestions)],
  },
  banner: { title: "مواضيع الدعم", lead: "اختر موضوعًا لترى أسئلته وإجاباته." },
  heading: {
    id: "faq-topics-title",
    eyebrow: "الأسئلة الشائعة",
    title: "كيف يمكننا مساعدتك؟",
    lead: "اختر موضوعًا من الأسفل. كل إجابة كتبها من يتولّون العمل بأنفسهم.",
  } satisfies SectionHeadingProps,
  tabs: { id: "faq-topics", label: "مواضيع الأسئلة الشائعة", tabs },
  panels: [
    { tab: tabs[0], items: generalQuestions },
    { tab: tabs[1], items: accountQuestions },
    { tab: tabs[2], items: [] },
    { tab: tabs[3], items: technicalQuestions },
  ] as const satisfies readonly { tab: TabItem; items: readonly AccordionItem[] }[],
  empty: {
    icon: "inbox",
    title: "لا توجد أسئلة هنا بعد",
    text: "ما زلنا نجمع الأسئلة التي تصلنا عن الشراء عبر الإنترنت. أرسل إلينا سؤالك وسنجيبك خلال يوم عمل واحد، ثم نضيفه هنا.",
    cta: { label: "اطرح سؤالًا", href: to("/contact/"), variant: "primary" },
  } satisfies EmptyStateProps,
}

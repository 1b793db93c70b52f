/** صفحات الأسئلة الشائعة (/ar/faq/ و/ar/faq-2/ و/ar/faq-3/ و/ar/faq-4/) بالعربية: كلمات src/data/pages/faq.ts وحدها. */
import type * as english from "#/data/pages/faq.ts"
import { brand, contact } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

const help = {
  title: "هل لديك أسئلة أخرى؟",
  text: "لم تجد الإجابة التي تبحث عنها؟ يرد فريقنا على كل رسالة، وغالبًا في يوم العمل نفسه.",
  channels: [
    { label: "راسلنا بالبريد", value: contact.email.label, note: "نرد خلال 24 ساعة" },
    { label: "اتصل بنا", value: contact.phone.label, note: ui("ar").footer.contact.hours },
    { label: "زر الاستوديو", value: contact.address, note: "بموعد مسبق" },
  ],
  cta: { label: "تواصل معنا" },
}

export const faq1 = {
  meta: {
    title: "الأسئلة الشائعة",
    description: `إجابات عن أكثر ما يسأل عنه عملاء ${brand.name}: ما نقدّمه، والمدد الزمنية، والتكاليف، والملكية، والعمل مع فريقك.`,
  },
  banner: { title: "الأسئلة الشائعة", lead: "إجابات سريعة عن أكثر الأسئلة التي نسمعها قبل بدء أي مشروع." },
  grid: {
    eyebrow: "الأسئلة الشائعة",
    title: "أسئلة نسمعها كل أسبوع",
    lead: "كل ما تحتاج إلى معرفته قبل أن تحجز معنا مكالمة استكشافية.",
  },
} satisfies Words<typeof english.faq1>

export const faq2 = {
  meta: {
    title: "أسئلة وأجوبة",
    description: `أسئلة شائعة عن العمل مع ${brand.name}، وكل الطرق للوصول إلى فريقنا إن لم تجد إجابة سؤالك هنا.`,
  },
  banner: {
    title: "أسئلة وأجوبة",
    lead: "خلاصة طريقتنا في العمل، وكيف تصل إلينا حين تحتاج إلى المزيد.",
  },
  grid: {
    eyebrow: "معلومات تهمّك",
    title: "إجابات قبل أن تسأل",
    lead: "ستة أمور يحرص العملاء عادةً على حسمها في المكالمة الأولى.",
    help,
  },
} satisfies Words<typeof english.faq2>

export const faq3 = {
  meta: {
    title: "مركز المساعدة",
    description: `مركز المساعدة في ${brand.name}: أسئلة عامة عن المشاريع، وإجابات عن حساب العميل وكلمات المرور والدعم.`,
  },
  banner: { title: "مركز المساعدة", lead: "تصفّح حسب الموضوع، وافتح أي سؤال لتقرأ إجابته." },
  general: {
    eyebrow: "المشاريع",
    title: "أسئلة عامة",
  },
  account: {
    eyebrow: "حسابك",
    title: "الحساب والدعم",
  },
} satisfies Words<typeof english.faq3>

const tabs = [
  { label: "أسئلة عامة" },
  { label: "الحساب والدعم" },
  { label: "الشراء عبر الإنترنت" },
  { label: "الأساليب التقنية" },
] as const

export const faq4 = {
  meta: {
    title: "مواضيع الدعم",
    description: `ابحث عن الإجابات حسب الموضوع: أسئلة عامة، والحساب والدعم، والشراء عبر الإنترنت، والأساليب التقنية التي تعتمدها ${brand.name}.`,
  },
  banner: { title: "مواضيع الدعم", lead: "اختر موضوعًا لترى أسئلته وإجاباته." },
  heading: {
    eyebrow: "الأسئلة الشائعة",
    title: "كيف يمكننا مساعدتك؟",
    lead: "اختر موضوعًا من الأسفل. كل إجابة كتبها من يتولّون العمل بأنفسهم.",
  },
  tabs: { label: "مواضيع الأسئلة الشائعة", tabs },
  empty: {
    title: "لا توجد أسئلة هنا بعد",
    text: "ما زلنا نجمع الأسئلة التي تصلنا عن الشراء عبر الإنترنت. أرسل إلينا سؤالك وسنجيبك خلال يوم عمل واحد، ثم نضيفه هنا.",
    cta: { label: "اطرح سؤالًا" },
  },
} satisfies Words<typeof english.faq4>

/** The shell in Arabic, right to left (the shape is src/i18n/ui.ts's `Dictionary`). */
import { brand, contact as siteContact, socials as siteSocials } from "../data/site.ts"
import { localePath } from "./locales.ts"
import type { Dictionary } from "./ui.ts"

const to = (path: string) => localePath("ar", path)

const networks: Record<string, string> = { x: "X", instagram: "إنستغرام", dribbble: "دريبل", github: "غيت هب" }

export const ar = {
  siteDescription: `يصمّم ${brand.name} ويطوّر العلامات التجارية والمواقع الإلكترونية والمنتجات الرقمية للفرق الطموحة.`,
  skipLink: "انتقل إلى المحتوى",
  header: { menu: "القائمة", close: "إغلاق القائمة", main: "القائمة الرئيسية", home: "الصفحة الرئيسية" },
  language: { label: "اللغة" },
  breadcrumb: { label: "مسار التنقل", home: "الرئيسية" },
  theme: { label: "المظهر", options: { system: "حسب النظام", light: "فاتح", dark: "داكن" } },
  account: {
    login: { label: "تسجيل الدخول", href: to("/sign-in/") },
    signUp: { label: "أنشئ حسابًا مجانًا", href: to("/sign-up/") },
  },
  menu: [
    {
      id: "demos",
      label: "النماذج",
      children: [
        { label: "وكالة رقمية", href: to("/") },
        { label: "الدردشة المباشرة", href: "/home-2/" },
        { label: "تطبيق لياقة", href: "/home-3/" },
        { label: "دورات عبر الإنترنت", href: "/home-4/" },
        { label: "وكالة تحسين محركات البحث", href: "/home-5/" },
        { label: "البريد البارد", href: "/home-6/" },
        { label: "استضافة المواقع", href: "/home-7/" },
        { label: "الاستشارات", href: "/home-8/" },
        { label: "تتبع الوقت", href: "/home-9/" },
        { label: "كاتب بالذكاء الاصطناعي", href: "/home-10/" },
      ],
    },
    { label: "من نحن", href: to("/about/") },
    {
      id: "pages",
      label: "الصفحات",
      children: [
        {
          id: "services",
          label: "الخدمات",
          children: [
            { label: "الخدمات", href: to("/service/") },
            { label: "تفاصيل الخدمة", href: to("/service-details/") },
          ],
        },
        { label: "الفريق", href: to("/team/") },
        {
          id: "pricing",
          label: "الأسعار",
          children: [
            { label: "الأسعار", href: to("/pricing/") },
            { label: "الأسعار 2", href: to("/pricing-2/") },
          ],
        },
        {
          id: "career",
          label: "الوظائف",
          children: [
            { label: "الوظائف", href: to("/career/") },
            { label: "تفاصيل الوظيفة", href: to("/career-details/") },
          ],
        },
        {
          id: "portfolio",
          label: "الأعمال",
          children: [
            { label: "الأعمال: كلاسيكي", href: "/portfolio/" },
            { label: "الأعمال: حديث", href: "/portfolio-3/" },
            { label: "الأعمال: بسيط", href: "/portfolio-4/" },
            { label: "تفاصيل المشروع", href: "/portfolio-details/" },
          ],
        },
        {
          id: "blog",
          label: "المدونة",
          children: [
            { label: "المدونة", href: "/blog/" },
            { label: "تفاصيل المقال", href: "/blog-details/" },
          ],
        },
        {
          id: "faq",
          label: "الأسئلة الشائعة",
          children: [
            { label: "الأسئلة الشائعة 1", href: to("/faq/") },
            { label: "الأسئلة الشائعة 2", href: to("/faq-2/") },
            { label: "الأسئلة الشائعة 3", href: to("/faq-3/") },
            { label: "الأسئلة الشائعة 4", href: to("/faq-4/") },
          ],
        },
        {
          id: "utility",
          label: "صفحات مساعدة",
          children: [
            { label: "صفحة 404", href: to("/404") },
            { label: "قريبًا", href: to("/coming-soon/") },
          ],
        },
        {
          id: "account",
          label: "الحساب",
          children: [
            { label: "تسجيل الدخول", href: to("/sign-in/") },
            { label: "إنشاء حساب", href: to("/sign-up/") },
            { label: "إعادة تعيين كلمة المرور", href: to("/reset-password/") },
          ],
        },
      ],
    },
    {
      id: "contact",
      label: "تواصل معنا",
      children: [
        { label: "تواصل معنا", href: to("/contact/") },
        { label: "تواصل معنا 2", href: to("/contact-2/") },
        { label: "تواصل معنا 3", href: to("/contact-3/") },
      ],
    },
  ],
  footer: {
    blurb:
      "نحن فريق صغير من المصممين والمهندسين والاستراتيجيين ذوي الخبرة. نحوّل الأفكار الأولية إلى علامات تجارية ومواقع ومنتجات يستمتع الناس باستخدامها.",
    columns: [
      {
        title: "الشركة",
        links: [
          { label: "من نحن", href: to("/about/") },
          { label: "الخدمات", href: to("/service/") },
          { label: "الفريق", href: to("/team/") },
          { label: "الوظائف", href: to("/career/") },
        ],
      },
      {
        title: "موارد",
        links: [
          { label: "الأعمال", href: "/portfolio/" },
          { label: "المدونة", href: "/blog/" },
          { label: "الأسعار", href: to("/pricing/") },
          { label: "الأسئلة الشائعة", href: to("/faq/") },
        ],
      },
      {
        title: "ابدأ الآن",
        links: [
          { label: "اطلب عرض سعر", href: to("/quote/") },
          { label: "تواصل معنا", href: to("/contact/") },
          { label: "تسجيل الدخول", href: to("/sign-in/") },
          { label: "إنشاء حساب", href: to("/sign-up/") },
        ],
      },
    ],
    contactTitle: "قل مرحبًا",
    contact: { ...siteContact, hours: "من الاثنين إلى الجمعة، من 9 صباحًا حتى 5 مساءً بتوقيت شرق أمريكا" },
    socials: siteSocials.map((social) => ({
      ...social,
      label: `${brand.name} على ${networks[social.network] ?? social.network}`,
    })),
    newsletter: {
      title: "ملاحظات من الاستوديو",
      text: "رسالة قصيرة واحدة في الشهر: ما أطلقناه وما تعلّمناه. بلا رسائل مزعجة، ويمكنك إلغاء الاشتراك في أي وقت.",
      placeholder: "أدخل بريدك الإلكتروني",
      button: "اشترك",
    },
    copyright: `© ${new Date().getFullYear()} ${brand.legalName}. جميع الحقوق محفوظة.`,
    backToTop: "العودة إلى الأعلى",
  },
  forms: { honeypot: "اترك هذا الحقل فارغًا" },
  video: {
    play: "تشغيل الفيديو",
    close: "إغلاق الفيديو",
    watchOn: "شاهد على",
    loadsFrom: "يُعرض من",
    newTab: "(يُفتح في علامة تبويب جديدة)",
  },
  slider: {
    previous: "الشهادة السابقة",
    next: "الشهادة التالية",
    goTo: "اعرض الشهادة",
    pause: "إيقاف التبديل التلقائي",
    play: "تشغيل التبديل التلقائي",
  },
  storeBadges: {
    appStore: { name: "حمّله من App Store", eyebrow: "حمّله من", store: "App Store" },
    googlePlay: { name: "احصل عليه من Google Play", eyebrow: "احصل عليه من", store: "Google Play" },
  },
  formMessages: {
    sending: "جارٍ الإرسال…",
    success: "شكرًا لك! رسالتك في طريقها إلينا.",
    failure: "عذرًا، لم يكتمل الإرسال. لم يضع شيء مما كتبته: يُرجى المحاولة مرة أخرى.",
    local: "شكرًا! هذا العرض التوضيحي لا يرسل النماذج إلى أي جهة بعد، لذا لم يُرسَل شيء: ما كتبته يبقى في متصفحك.",
    unconfirmed:
      "على الأرجح أُرسلت رسالتك، لكننا لم نتمكن من التأكد. يُرجى عدم إرسالها مرة أخرى: إن لم يصلك رد، راسلنا عبر البريد الإلكتروني.",
    invalid: "يُرجى تصحيح الحقل المشار إليه.",
    fields: {
      required: "يُرجى ملء هذا الحقل.",
      choose: "يُرجى اختيار أحد الخيارات.",
      check: "يُرجى تحديد هذا المربع للمتابعة.",
      email: "يُرجى إدخال عنوان بريد إلكتروني يتضمن الرمز @، مثل name@example.com.",
      url: "يُرجى إدخال عنوان ويب كامل يبدأ بـ https://.",
      tooShort: "النص أقصر من اللازم: الحد الأدنى لعدد الأحرف {min}، وعددها الآن {length}.",
      tooLong: "النص أطول من اللازم: الحد الأقصى لعدد الأحرف {max}، وعددها الآن {length}.",
      invalid: "يُرجى التحقق مما أدخلته في هذا الحقل.",
    },
  },
  search: {
    submit: "بحث",
    results: "نتائج البحث",
    none: "لا توجد نتائج لـ «{query}»",
    one: "نتيجة واحدة لـ «{query}»",
    two: "نتيجتان لـ «{query}»",
    few: "{count} نتائج لـ «{query}»",
    many: "{count} نتيجة لـ «{query}»",
    other: "{count} نتيجة لـ «{query}»",
    unavailable: "البحث غير متاح الآن. يُرجى المحاولة لاحقًا.",
  },
} satisfies Dictionary

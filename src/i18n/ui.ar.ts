/** The shell's words in Arabic: the structure is English's (src/i18n/ui.ts). */
import { brand, contact as siteContact } from "#/config/site.ts"
import type { DictionaryWords } from "./ui.en.ts"

export const ar = {
  siteDescription: `يصمّم ${brand.name} ويطوّر العلامات التجارية والمواقع الإلكترونية والمنتجات الرقمية للفرق الطموحة.`,
  skipLink: "انتقل إلى المحتوى",
  header: { menu: "القائمة", close: "إغلاق القائمة", main: "القائمة الرئيسية", home: "الصفحة الرئيسية" },
  language: { label: "اللغة", elsewhere: "إلى الصفحة الرئيسية: هذه الصفحة غير متوفرة بالعربية" },
  breadcrumb: { label: "مسار التنقل", home: "الرئيسية" },
  theme: { label: "المظهر", options: { system: "حسب النظام", light: "فاتح", dark: "داكن" } },
  account: {
    login: { label: "تسجيل الدخول" },
    signUp: { label: "أنشئ حسابًا مجانًا" },
  },
  menu: [
    {
      label: "النماذج",
      children: [
        { label: "وكالة رقمية" },
        { label: "الدردشة المباشرة" },
        { label: "تطبيق لياقة" },
        { label: "دورات عبر الإنترنت" },
        { label: "وكالة تحسين محركات البحث" },
        { label: "البريد البارد" },
        { label: "استضافة المواقع" },
        { label: "الاستشارات" },
        { label: "تتبع الوقت" },
        { label: "كاتب بالذكاء الاصطناعي" },
      ],
    },
    { label: "من نحن" },
    {
      label: "الصفحات",
      children: [
        {
          label: "الخدمات",
          children: [{ label: "الخدمات" }, { label: "تفاصيل الخدمة" }],
        },
        { label: "الفريق" },
        {
          label: "الأسعار",
          children: [{ label: "الأسعار" }, { label: "الأسعار 2" }],
        },
        {
          label: "الوظائف",
          children: [{ label: "الوظائف" }, { label: "تفاصيل الوظيفة" }],
        },
        {
          label: "الأعمال",
          children: [
            { label: "الأعمال: كلاسيكي" },
            { label: "الأعمال: حديث" },
            { label: "الأعمال: بسيط" },
            { label: "تفاصيل المشروع" },
          ],
        },
        {
          label: "المدونة",
          children: [{ label: "المدونة" }, { label: "تفاصيل المقال" }],
        },
        {
          label: "الأسئلة الشائعة",
          children: [
            { label: "الأسئلة الشائعة 1" },
            { label: "الأسئلة الشائعة 2" },
            { label: "الأسئلة الشائعة 3" },
            { label: "الأسئلة الشائعة 4" },
          ],
        },
        {
          label: "صفحات مساعدة",
          children: [{ label: "صفحة 404" }, { label: "قريبًا" }],
        },
        {
          label: "الحساب",
          children: [{ label: "تسجيل الدخول" }, { label: "إنشاء حساب" }, { label: "إعادة تعيين كلمة المرور" }],
        },
      ],
    },
    {
      label: "تواصل معنا",
      children: [{ label: "تواصل معنا" }, { label: "تواصل معنا 2" }, { label: "تواصل معنا 3" }],
    },
  ],
  footer: {
    blurb:
      "نحن فريق صغير من المصممين والمهندسين والاستراتيجيين ذوي الخبرة. نحوّل الأفكار الأولية إلى علامات تجارية ومواقع ومنتجات يستمتع الناس باستخدامها.",
    columns: [
      {
        title: "الشركة",
        links: [{ label: "من نحن" }, { label: "الخدمات" }, { label: "الفريق" }, { label: "الوظائف" }],
      },
      {
        title: "موارد",
        links: [{ label: "الأعمال" }, { label: "المدونة" }, { label: "الأسعار" }, { label: "الأسئلة الشائعة" }],
      },
      {
        title: "ابدأ الآن",
        links: [{ label: "اطلب عرض سعر" }, { label: "تواصل معنا" }, { label: "تسجيل الدخول" }, { label: "إنشاء حساب" }],
      },
    ],
    contactTitle: "قل مرحبًا",
    contact: {
      address: siteContact.address,
      phone: { label: siteContact.phone.label },
      email: { label: siteContact.email.label },
      hours: "من الاثنين إلى الجمعة، من 9 صباحًا حتى 5 مساءً بتوقيت شرق أمريكا",
    },
    // One per network of src/data/site.ts, in its order.
    socials: [
      { label: `${brand.name} على X` },
      { label: `${brand.name} على إنستغرام` },
      { label: `${brand.name} على دريبل` },
      { label: `${brand.name} على غيت هب` },
    ],
    newsletter: {
      title: "ملاحظات من الاستوديو",
      text: "رسالة قصيرة واحدة في الشهر: ما أطلقناه وما تعلّمناه. بلا رسائل مزعجة، ويمكنك إلغاء الاشتراك في أي وقت.",
      placeholder: "أدخل بريدك الإلكتروني",
      button: "اشترك",
    },
    copyright: `© ${new Date().getFullYear()} ${brand.legalName}. جميع الحقوق محفوظة.`,
    backToTop: "العودة إلى الأعلى",
    legal: {
      label: "معلومات قانونية",
      links: [
        { label: "الخصوصية" },
        { label: "شروط الخدمة" },
        { label: "بيانات الناشر" },
        { label: "إمكانية الوصول" },
        { label: "ملفات تعريف الارتباط" },
      ],
    },
  },
  forms: {
    honeypot: "اترك هذا الحقل فارغًا",
    newsletterNote: {
      text: "نستخدم بريدك الإلكتروني لإرسال النشرة فقط.",
      link: { label: "سياسة الخصوصية" },
    },
  },
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
    appStore: { label: "حمّله من App Store", eyebrow: "حمّله من", store: "App Store" },
    googlePlay: { label: "احصل عليه من Google Play", eyebrow: "احصل عليه من", store: "Google Play" },
  },
  team: {
    profile: "{name} على {network}",
    // As the footer names them; X keeps its name, as do the stores (as the store badges name them).
    networks: {
      linkedin: "لينكدإن",
      dribbble: "دريبل",
      behance: "بيهانس",
      github: "غيت هب",
      instagram: "إنستغرام",
      facebook: "فيسبوك",
      youtube: "يوتيوب",
    },
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
  consent: {
    label: "خيارات الخصوصية",
    text: "هل تسمح لنا بقياس الزيارات باستخدام {tool}؟ يحفظ ذلك ملفات تعريف الارتباط على جهازك، لذا لا نقيس شيئًا ما لم توافق. يمكنك تغيير اختيارك في أي وقت من «إعدادات الخصوصية».",
    accept: "موافقة",
    reject: "رفض",
    settings: "إعدادات الخصوصية",
  },
  legalDocument: { contents: "المحتويات", updated: "آخر تحديث: {date}", comma: "، " },
  content: { englishCaseStudy: "دراسة الحالة الكاملة متاحة باللغة الإنجليزية فقط." },
} satisfies DictionaryWords

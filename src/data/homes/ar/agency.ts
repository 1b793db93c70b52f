/** الصفحة الرئيسية 1 (/ar/) بالعربية: كلمات src/data/homes/agency.ts وحدها، ولوحة المهام ولوحة النتائج بالعربية أيضًا. */
import type * as english from "#/data/homes/agency.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

// The brand is one in every language (src/config/site.ts); its strings count as words, so it is given as it is.
export { brand }

export const meta = {
  title: "وكالة رقمية للعلامات التجارية والمواقع والمنتجات",
  description: `${brand.name} وكالة رقمية تصمم العلامات التجارية والمواقع الإلكترونية والمنتجات الرقمية وتبنيها. اطّلع على أعمالنا وخدماتنا وطريقتنا في إدارة المشاريع.`,
} satisfies Words<typeof english.meta>

export const hero = {
  eyebrow: "استوديو للهويات التجارية والمواقع والمنتجات",
  title: "نصمم منتجات رقمية يحب الناس استخدامها",
  lead: `${brand.name} فريق متمرّس من الاستراتيجيين والمصممين والمهندسين. نرافق العلامات التجارية والمواقع والتطبيقات من الرسم الأول حتى الإطلاق، ونواصل تطويرها بعده.`,
  note: "انضم إلى أكثر من 4,200 من روّاد الأعمال والمسوّقين الذين يقرؤون رسالتنا الشهرية.",
} satisfies Words<typeof english.hero>

export const reel = { label: "أحدث أعمالنا" } satisfies Words<typeof english.reel>

export const newsletter = {
  label: "بريدك الإلكتروني",
  placeholder: "أدخل بريدك الإلكتروني",
  button: "اشترك",
} satisfies Words<typeof english.newsletter>

export const brands = { title: "فرق هذه الشركات تثق بنا" } satisfies Words<typeof english.brands>

export const video = { title: `${brand.name} من الداخل في 90 ثانية` } satisfies Words<typeof english.video>

export const services = {
  eyebrow: "ماذا نقدّم",
  title: "أربعة تخصصات وفريق خبير واحد",
  lead: "تجتمع الاستراتيجية والتصميم والهندسة على طاولة واحدة منذ اليوم الأول، فلا يضيع شيء بين العرض التقديمي والإطلاق الفعلي.",
  linkLabel: "اكتشف الخدمة",
} satisfies Words<typeof english.services>

export const process = {
  eyebrow: "كيف نعمل",
  title: "فرق صغيرة، وعروض أسبوعية، ولا مفاجآت",
  lead: "لكل مشروع استراتيجي ومصمم ومهندس يرافقونه من اجتماع الانطلاق حتى يوم الإطلاق.",
  bullets: [
    "نطاق عمل وسعر ثابتان قبل أن نبدأ",
    "نسخة تجريبية تعمل كل يوم جمعة",
    "لوحة مشتركة واحدة تطّلع عليها متى شئت",
    "وثائق تسليم سيقرؤها فريقك فعلًا",
  ],
  ctas: [{ label: "تعرّف إلى خدماتنا" }],
} satisfies Words<typeof english.process>

export const processVisual = {
  title: "Northwind v2 · الدورة 4",
  columns: [
    {
      title: "الاستكشاف",
      tasks: [
        { title: "مقابلة 8 عملاء", tag: "أبحاث" },
        { title: "تحليل المنافسين", tag: "استراتيجية" },
      ],
    },
    {
      title: "التصميم",
      tasks: [
        { title: "مسارات صفحة الأسعار", tag: "تجربة المستخدم" },
        { title: "الوضع الداكن للوحة التحكم", tag: "الواجهة" },
      ],
    },
    {
      title: "التطوير",
      tasks: [
        { title: "قائمة خطوات البدء", tag: "الواجهة الأمامية" },
        { title: "الفوترة حسب الاستخدام", tag: "الأنظمة الخلفية" },
      ],
    },
  ],
  people: [{ alt: "" }, { alt: "" }, { alt: "" }],
  stat: { label: "عروض الجمعة حتى الآن", value: "312", trend: "منذ 2019" },
} satisfies Words<typeof english.processVisual>

export const results = {
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
  ctas: [{ label: "ابدأ مشروعك" }],
} satisfies Words<typeof english.results>

export const resultsVisual = {
  title: "Northwind · التسجيلات بعد إعادة الإطلاق",
  caption: "التسجيلات الأسبوعية في النسخة التجريبية، 12 أسبوعًا قبل إعادة الإطلاق ومثلها بعده",
  tiles: [
    { label: "التسجيلات التجريبية", value: "+131%", trend: "▲ خلال 12 أسبوعًا" },
    { label: "سرعة التحميل", value: "0.9 ث", trend: "LCP" },
  ],
} satisfies Words<typeof english.resultsVisual>

export const work = {
  eyebrow: "أعمال مختارة",
  title: "إطلاقات حديثة نفخر بها",
  lead: "مشروعان من العام الماضي، بدأ كلٌّ منهما بورشة عمل واحدة.",
  link: { label: "شاهد جميع الأعمال" },
  cardLabels: { view: "اطّلع على دراسة الحالة" },
} satisfies Words<typeof english.work>

export const testimonial = {
  eyebrow: "كلمات عملائنا",
  title: "كيف يبدو العمل معنا",
  items: [
    {
      quote: `أعاد فريق ${brand.shortName} بناء علامتنا التجارية وموقع منتجنا في أحد عشر أسبوعًا. بفضل عروض الجمعة لم تكن هناك مفاجأة كبرى في النهاية، بل تقدّم ثابت كنا نوجّهه خطوة بخطوة. تضاعفت التسجيلات في الربع الذي تلا الإطلاق، وما زال فريقنا ينشر تحديثات على الموقع كل أسبوع.`,
      role: "نائبة رئيس التسويق، Northwind",
      avatar: { alt: "" },
    },
  ],
  labels: { rating: "التقييم {value} من {max}", quotes: ["«", "»"] },
} satisfies Words<typeof english.testimonial>

export const faq = {
  eyebrow: "الأسئلة الشائعة",
  title: "أول ما يسألنا عنه العملاء",
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
} satisfies Words<typeof english.faq>

export const cta = {
  title: "هل لديك مشروع في ذهنك؟",
  lead: "أخبرنا أين أنت الآن وإلى أين تريد أن تصل. سيرد عليك أحد خبراء الاستراتيجية لدينا خلال يوم عمل واحد بالخطوات التالية وميزانية تقديرية.",
  ctas: [{ label: "تواصل معنا" }, { label: "شاهد أعمالنا" }],
} satisfies Words<typeof english.cta>

/** الوظائف (/ar/career/)، وصفحة كل وظيفة (/ar/career/<slug>/) وتفاصيل الوظيفة بالعربية: كلمات src/data/pages/career.ts وحدها. */
import type * as english from "#/data/pages/career.ts"
import { brand, contact, emailDomain } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

export const career = {
  meta: {
    title: "الوظائف",
    description: `انضم إلى ${brand.name}: وظائف شاغرة في التصميم والتطوير والأعمال، في بورتلاند وعن بُعد، مع نطاق الراتب في كل إعلان.`,
  },
  banner: {
    title: "الوظائف",
    lead: "فريق صغير من أصحاب الخبرة يصنع العلامات التجارية والمواقع الإلكترونية والمنتجات لعملاء طموحين. تعال وقدّم معنا أفضل ما في مسيرتك المهنية.",
  },
  openings: {
    eyebrow: "الوظائف الشاغرة",
    title: "اعثر على الدور الذي يناسبك",
    lead: "يذكر كل إعلان نطاق الراتب منذ البداية، ونرد على كل طلب خلال خمسة أيام عمل.",
    more: { text: "لم تجد الدور المناسب لك؟", cta: { label: "تواصل معنا" } },
  },
  filters: {
    label: "تصفية الوظائف حسب الفريق",
    all: "الكل",
    // A tab's value is the job category it shows: English's, though `value` is not a structure key.
    filters: [
      { value: "design", label: "التصميم" },
      { value: "development", label: "التطوير" },
      { value: "business", label: "الأعمال" },
    ],
    noun: { one: "وظيفة", other: "وظائف" },
    count: {
      all: "عرض جميع الوظائف ({total})",
      some: "عرض {shown} من أصل {total}: {filter}",
      none: "لا توجد وظائف في {filter} حاليًا",
    },
  },
  jobCard: { apply: { label: "قدّم الآن" }, location: "الموقع", salary: "الراتب" },
  perks: {
    eyebrow: `الحياة في ${brand.shortName}`,
    title: "ما تحصل عليه إلى جانب العمل الجيد",
    lead: "نحن 24 شخصًا نحب ما نفعله ونريد الاستمرار فيه لوقت طويل. وهذه هي الأمور التي تساعدنا على ذلك.",
    items: [
      {
        title: "ساعات عمل مرنة",
        text: "ساعات العمل الأساسية من 10 صباحًا حتى 2 ظهرًا بتوقيت المحيط الهادئ. نظّم بقية يومك حول حياتك، لا العكس.",
      },
      {
        title: "تأمين صحي وتأمين للأسنان والنظر",
        text: "تغطية كاملة لك و80% لعائلتك منذ يومك الأول، للموظفين بدوام كامل وعن بُعد على حد سواء.",
      },
      {
        title: "ميزانية تعلّم بقيمة 1,500 دولار",
        text: "دورات وكتب ومؤتمرات كل عام، إضافة إلى يوم جمعة في كل شهر للمساهمة في المصادر المفتوحة أو للتعلّم.",
      },
      {
        title: "نرحّب بالعمل عن بُعد منذ 2019",
        text: "نصف الفريق يعمل عن بُعد. كل ما نفعله موثّق كتابةً، فلا يفوت أحدًا حديث عابر في الممر.",
      },
      {
        title: "25 يوم إجازة",
        text: "إضافة إلى العطلات الرسمية والأسبوع الواقع بين عيد الميلاد ورأس السنة، حين يُغلق الاستوديو بالكامل.",
      },
      {
        title: "أسابيع الاستوديو",
        text: "نلتقي جميعًا مرتين في السنة في بورتلاند لأسبوع من ورش العمل وجلسات النقد وعشاءات طويلة جدًا. السفر على حسابنا.",
      },
    ],
  },
} satisfies Words<typeof english.career>

export const careerCopy = {
  jobTitle: "وظيفة {title}",
  jobDescription: `{title} لدى ${brand.name}، {location}. {description}`,
  crumb: { label: "الوظائف" },
  per: { year: "سنويًا", month: "شهريًا", hour: "في الساعة" },
  categories: { Design: "التصميم", Development: "التطوير", Business: "الأعمال" },
  types: {
    "Full Time": "دوام كامل",
    "Part Time": "دوام جزئي",
    Contract: "عقد مؤقت",
    Internship: "تدريب",
    Remote: "عن بُعد",
  },
  details: {
    headings: {
      details: "عن الدور",
      responsibilities: "ما ستقوم به",
      requirements: "ما نبحث عنه",
      skills: "المهارات والأدوات",
    },
    overview: {
      title: "لمحة عن الوظيفة",
      labels: {
        category: "الفريق",
        jobType: "نوع الوظيفة",
        location: "الموقع",
        salary: "الراتب",
        experience: "الخبرة",
      },
      apply: { label: "قدّم على هذه الوظيفة" },
      back: { label: "كل الوظائف الشاغرة" },
    },
    recruiter: {
      title: "لديك أسئلة عن الدور؟",
      lead: `أتولى التوظيف في ${brand.shortName}. راسلني أو اتصل بي بشأن الدور أو الفريق أو مراحل التوظيف، وسأرد عليك خلال يوم عمل واحد.`,
      role: "شريكة استقطاب المواهب",
      photo: { alt: "" },
      contacts: [
        { title: "راسل فريق التوظيف", contact: { label: `careers@${emailDomain}` } },
        { title: "اتصل بالاستوديو", contact: { label: contact.phone.label } },
        { title: "زرنا", contact: { label: contact.address } },
        { title: "ساعات العمل", contact: { label: ui("ar").footer.contact.hours } },
      ],
    },
    application: {
      title: "قدّم على هذه الوظيفة",
      lead: "حدّثنا قليلًا عن نفسك. لا حاجة إلى خطاب تقديم: بضعة أسطر صادقة ورابط لأعمالك يكفيان تمامًا.",
    },
  },
  application: {
    form: {
      label: "قدّم على هذه الوظيفة",
      fields: [
        { label: "اسمك", placeholder: "سارة أحمد" },
        { label: "البريد الإلكتروني", placeholder: "you@example.com" },
        {
          label: "رسالتك",
          placeholder: "بضعة أسطر عنك ورابط إلى معرض أعمالك أو سيرتك الذاتية أو ملفك على LinkedIn",
        },
      ],
      consent: {
        label: `أوافق على {privacy}: تحتفظ ${brand.name} بطلبي لمدة 12 شهرًا ولا تستخدمه إلا لأغراض التوظيف.`,
        links: { privacy: { label: "سياسة الخصوصية" } },
      },
      submit: "أرسل الطلب",
    },
    messages: {
      local:
        "شكرًا على تقديمك! هذا العرض التجريبي لا يتضمن بعد عنوانًا لاستقبال النماذج، لذا لم يُرسل شيء: ما كتبته يبقى في متصفحك.",
      success: "شكرًا لك! طلبك في طريقه إلينا، وسنرد عليك خلال خمسة أيام عمل.",
    },
  },
} satisfies Words<typeof english.careerCopy>

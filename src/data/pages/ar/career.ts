/** الوظائف (/ar/career/)، وصفحة كل وظيفة (/ar/career/<slug>/) وتفاصيل الوظيفة: src/data/pages/career.ts بالعربية. */
import type { FilterableGridProps } from "@/components/islands/filterable-grid"
import type { FormStatusMessages } from "@/components/islands/form-status"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { JobApplicationFormProps } from "@/components/sections/job-application-form"
import type { JobCardLabels } from "@/components/sections/job-card"
import type { JobDetailsProps } from "@/components/sections/job-details"
import type { JobOpeningsProps } from "@/components/sections/job-openings"
import type { JobType, jobCategories } from "@/content.config"
import { brand, contact, emailDomain } from "@/data/site"
import { intlLocale, localePath } from "@/i18n/locales"
import { ui } from "@/i18n/ui"
import { avatar, personName } from "@/lib/images"

import type { FilterCount } from "../career"

export { featuredJob } from "../career"

const to = (path: string) => localePath("ar", path)

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
    id: "openings-title",
    eyebrow: "الوظائف الشاغرة",
    title: "اعثر على الدور الذي يناسبك",
    lead: "يذكر كل إعلان نطاق الراتب منذ البداية، ونرد على كل طلب خلال خمسة أيام عمل.",
    more: { text: "لم تجد الدور المناسب لك؟", cta: { label: "تواصل معنا", href: to("/contact/") } },
  } satisfies JobOpeningsProps,
  filters: {
    label: "تصفية الوظائف حسب الفريق",
    all: "الكل",
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
    locale: intlLocale("ar"),
  } satisfies Omit<FilterableGridProps, "itemTags" | "children"> & FilterCount,
  jobCard: { apply: { label: "قدّم الآن" }, location: "الموقع", salary: "الراتب" } satisfies JobCardLabels,
  perks: {
    id: "perks-title",
    eyebrow: `الحياة في ${brand.shortName}`,
    title: "ما تحصل عليه إلى جانب العمل الجيد",
    lead: "نحن 24 شخصًا نحب ما نفعله ونريد الاستمرار فيه لوقت طويل. وهذه هي الأمور التي تساعدنا على ذلك.",
    tone: "tint",
    items: [
      {
        icon: "clock",
        title: "ساعات عمل مرنة",
        text: "ساعات العمل الأساسية من 10 صباحًا حتى 2 ظهرًا بتوقيت المحيط الهادئ. نظّم بقية يومك حول حياتك، لا العكس.",
      },
      {
        icon: "heart-pulse",
        title: "تأمين صحي وتأمين للأسنان والنظر",
        text: "تغطية كاملة لك و80% لعائلتك منذ يومك الأول، للموظفين بدوام كامل وعن بُعد على حد سواء.",
      },
      {
        icon: "graduation-cap",
        title: "ميزانية تعلّم بقيمة 1,500 دولار",
        text: "دورات وكتب ومؤتمرات كل عام، إضافة إلى يوم جمعة في كل شهر للمساهمة في المصادر المفتوحة أو للتعلّم.",
      },
      {
        icon: "globe",
        title: "نرحّب بالعمل عن بُعد منذ 2019",
        text: "نصف الفريق يعمل عن بُعد. كل ما نفعله موثّق كتابةً، فلا يفوت أحدًا حديث عابر في الممر.",
      },
      {
        icon: "calendar",
        title: "25 يوم إجازة",
        text: "إضافة إلى العطلات الرسمية والأسبوع الواقع بين عيد الميلاد ورأس السنة، حين يُغلق الاستوديو بالكامل.",
      },
      {
        icon: "users",
        title: "أسابيع الاستوديو",
        text: "نلتقي جميعًا مرتين في السنة في بورتلاند لأسبوع من ورش العمل وجلسات النقد وعشاءات طويلة جدًا. السفر على حسابنا.",
      },
    ],
  } satisfies FeatureGridProps,
}

const recruiterId = "rosa-jimenez"

export const careerCopy = {
  jobTitle: (title: string) => `وظيفة ${title}`,
  jobDescription: (job: { title: string; location: string; description: string }) =>
    `${job.title} لدى ${brand.name}، ${job.location}. ${job.description}`,
  crumb: { label: "الوظائف", href: to("/career/") },
  per: { year: "سنويًا", month: "شهريًا", hour: "في الساعة" },
  categories: { Design: "التصميم", Development: "التطوير", Business: "الأعمال" } satisfies Record<
    (typeof jobCategories)[number],
    string
  >,
  types: {
    "Full Time": "دوام كامل",
    "Part Time": "دوام جزئي",
    Contract: "عقد مؤقت",
    Internship: "تدريب",
    Remote: "عن بُعد",
  } satisfies Record<JobType, string>,
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
      apply: { label: "قدّم على هذه الوظيفة", href: "#apply" },
      back: { label: "كل الوظائف الشاغرة", href: to("/career/"), variant: "ghost" },
    },
    recruiter: {
      title: "لديك أسئلة عن الدور؟",
      lead: `أتولى التوظيف في ${brand.shortName}. راسلني أو اتصل بي بشأن الدور أو الفريق أو مراحل التوظيف، وسأرد عليك خلال يوم عمل واحد.`,
      name: personName(recruiterId),
      role: "شريكة استقطاب المواهب",
      photo: await avatar(recruiterId, 64),
      contacts: [
        {
          icon: "mail",
          title: "راسل فريق التوظيف",
          contact: { label: `careers@${emailDomain}`, href: `mailto:careers@${emailDomain}` },
        },
        { icon: "phone", title: "اتصل بالاستوديو", contact: contact.phone },
        { icon: "map-pin", title: "زرنا", contact: { label: contact.address } },
        { icon: "clock", title: "ساعات العمل", contact: { label: ui("ar").footer.contact.hours } },
      ],
    },
    application: {
      id: "apply",
      title: "قدّم على هذه الوظيفة",
      lead: "حدّثنا قليلًا عن نفسك. لا حاجة إلى خطاب تقديم: بضعة أسطر صادقة ورابط لأعمالك يكفيان تمامًا.",
    },
  } satisfies Omit<JobDetailsProps, "job" | "form">,
  application: {
    form: {
      id: "apply",
      label: "قدّم على هذه الوظيفة",
      fields: [
        { name: "name", label: "اسمك", required: true, autoComplete: "name", placeholder: "سارة أحمد" },
        {
          name: "email",
          label: "البريد الإلكتروني",
          type: "email",
          required: true,
          autoComplete: "email",
          placeholder: "you@example.com",
        },
        {
          name: "message",
          label: "رسالتك",
          type: "textarea",
          required: true,
          rows: 6,
          placeholder: "بضعة أسطر عنك ورابط إلى معرض أعمالك أو سيرتك الذاتية أو ملفك على LinkedIn",
        },
      ],
      consent: {
        name: "privacy",
        label: `أوافق على سياسة الخصوصية: تحتفظ ${brand.name} بطلبي لمدة 12 شهرًا ولا تستخدمه إلا لأغراض التوظيف.`,
        required: true,
      },
      submit: "أرسل الطلب",
    } satisfies JobApplicationFormProps,
    messages: {
      local:
        "شكرًا على تقديمك! هذا العرض التجريبي لا يتضمن بعد عنوانًا لاستقبال النماذج، لذا لم يُرسل شيء: ما كتبته يبقى في متصفحك.",
      success: "شكرًا لك! طلبك في طريقه إلينا، وسنرد عليك خلال خمسة أيام عمل.",
    } satisfies Partial<FormStatusMessages>,
  },
}

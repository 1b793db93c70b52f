/** صفحة كل وظيفة (/ar/career/<slug>/) وتفاصيل الوظيفة بالعربية: كلمات src/data/pages/career.ts وحدها. */
import type * as english from "#/data/pages/career.ts"
import { brand, contact, emailDomain } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

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

/** صفحات الاتصال الثلاث (/ar/contact/ و/ar/contact-2/ و/ar/contact-3/) بالعربية: كلمات src/data/pages/contact.ts وحدها. */
import type * as english from "#/data/pages/contact.ts"
import { brand, contact } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"
import { ui } from "#/i18n/ui.ts"

// The phone, email and address are the site's (`contact` in src/config/site.ts); the opening hours
// are the footer's Arabic ones, so the page and the footer agree.
const hours = ui("ar").footer.contact.hours

const field = {
  name: { label: "اسمك", placeholder: "ليلى حداد" },
  fullName: { label: "الاسم الكامل", placeholder: "ليلى حداد" },
  email: { label: "البريد الإلكتروني", placeholder: "name@company.com" },
  phone: { label: "رقم الهاتف", placeholder: "+971 4 123 4567" },
}

export const formLabels = {
  requiredNote: "الحقول المميزة بعلامة النجمة (*) مطلوبة.",
} satisfies Words<typeof english.formLabels>

/** The ways to reach the studio: chat, phone and email. */
const chat = {
  title: "تحدّث إلينا مباشرة",
  text: "يتواجد أحد قادة المشاريع على الدردشة المباشرة طوال ساعات عمل الاستوديو.",
  contact: { label: hours },
}

const phone = {
  title: "اتصل بنا",
  text: "تحدّث مع أحد منسقي الإنتاج عن نطاق المشروع وجدوله الزمني وميزانيته.",
  contact: { label: contact.phone.label },
}

const email = {
  title: "راسلنا بالبريد الإلكتروني",
  text: "اكتب إلينا في أي وقت: نرد على كل رسالة خلال 24 ساعة.",
  contact: { label: contact.email.label },
}

const visit = {
  title: "زُر الاستوديو",
  text: "القهوة على حسابنا. احجز موعدًا مسبقًا ليكون الأشخاص المناسبون في انتظارك.",
  contact: { label: contact.address },
}

// ---------- /ar/contact/ ----------

export const contactPage = {
  meta: {
    title: "اتصل بنا",
    description: `اتصل بـ ${brand.name} في بورتلاند أو راسلنا أو زُرنا، أو أرسل إلينا رسالة عن علامتك التجارية أو موقعك أو منتجك. نرد خلال 24 ساعة.`,
  },
  banner: { title: "اتصل بنا", lead: "يقرأ كل رسالة شخصٌ حقيقي. اختر الطريقة التي تناسبك." },
  channels: {
    eyebrow: "تواصل معنا",
    title: "ثلاث طرق للوصول إلينا",
    items: [phone, email, visit],
  },
  message: {
    eyebrow: "اكتب إلينا",
    title: "أخبرنا بما تعمل عليه",
    lead: "بضعة أسطر تكفي. سنعود إليك بأسئلتنا وخطة مبدئية، ونعرّفك بمن سيعمل معك من فريقنا.",
    points: [
      "يقرأ كل رسالة مصمم أو مهندس من ذوي الخبرة",
      "رد خلال 24 ساعة مع الخطوات التالية",
      "بلا نصوص مبيعات جاهزة وبلا ضغط",
    ],
  },
  form: {
    fields: [
      field.name,
      field.email,
      { label: "رسالتك", placeholder: "نحن فريق من 12 شخصًا ونخطط لموقع جديد في الربيع…" },
    ],
    submit: "أرسل الرسالة",
    labels: formLabels,
  },
} satisfies Words<typeof english.contactPage>

// ---------- /ar/contact-2/ ----------

export const contact2 = {
  meta: {
    title: "راسلنا أو زُر الاستوديو",
    description: `راسل ${brand.name} باسمك وبريدك الإلكتروني وموضوع رسالتك، واعثر على الاستوديو في بورتلاند على الخريطة، أو تواصل معنا عبر الدردشة أو الهاتف أو البريد الإلكتروني.`,
  },
  banner: { title: "اتصل بنا", lead: "أسئلة أو ملخص مشروع أو مجرد تحية سريعة: نحن نصغي إليك." },
  message: {
    eyebrow: "تواصل",
    title: "لنبدأ الحديث",
    lead: "أخبرنا قليلًا عن مشروعك وكيف نصل إليك، وسنرد خلال 24 ساعة.",
    channels: [chat, phone, email],
  },
  form: {
    fields: [
      field.name,
      field.email,
      { label: "الموضوع", placeholder: "موقع جديد لعيادتنا" },
      { label: "رسالتك", placeholder: "ما الذي تحتاجه، ولمن، ومتى…" },
    ],
    submit: "أرسل الرسالة",
    labels: formLabels,
  },
  map: {
    eyebrow: "موقعنا",
    title: "الاستوديو في بورتلاند",
    lead: "على بُعد خمس دقائق سيرًا من Waterfront Park، وأمامه مواقف للدراجات.",
    address: {
      title: `${brand.name}`,
      lines: [contact.address],
      details: [
        { label: "ساعات العمل", text: hours },
        { label: "أقرب محطة", text: "خط MAX Yellow Line، محطة Oak/SW 1st Ave" },
      ],
    },
  },
  mapEmbed: {
    title: `خريطة موقع ${brand.name}: ${contact.address}`,
    labels: {
      show: "اعرض الخريطة",
      notice: "تُحمَّل الخريطة من {host}، ولن يُطلب منه أي شيء قبل أن تضغط على الزر.",
      open: "افتح في OpenStreetMap",
      newTab: "(يُفتح في علامة تبويب جديدة)",
    },
  },
} satisfies Words<typeof english.contact2>

// ---------- /ar/contact-3/ ----------

export const contact3 = {
  meta: {
    title: "دردش معنا أو اتصل بنا أو أرسل سؤالك",
    description: `دردش مع ${brand.name} من الاثنين إلى الجمعة، أو اتصل بنا، أو راسلنا بالبريد الإلكتروني لتصلك إجابتنا خلال 24 ساعة. أو أرسل سؤالك عبر النموذج.`,
  },
  banner: { title: "اتصل بنا", lead: "دردشة أو اتصال أو رسالة: اختر الأسهل لك." },
  channels: {
    eyebrow: "نحن هنا لمساعدتك",
    title: "تحدّث إلى الفريق",
    items: [chat, phone, email],
  },
  message: {
    eyebrow: "أسئلة",
    title: "أرسل إلينا رسالة",
    lead: "اترك بياناتك وسؤالك، وسنتصل بك أو نكتب إليك بحسب ما تفضّل.",
  },
  form: {
    fields: [
      field.fullName,
      field.phone,
      field.email,
      { label: "سؤالك", placeholder: "هل يمكنكم تولّي قالب Shopify قائم؟" },
    ],
    submit: "أرسل الرسالة",
    labels: formLabels,
  },
} satisfies Words<typeof english.contact3>

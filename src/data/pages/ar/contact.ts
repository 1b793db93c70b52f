/**
 * The three contact pages in Arabic (the shape is src/data/pages/contact.ts). Phone, email and
 * address come from `contact` in src/data/site.ts; the opening hours are the footer's Arabic ones.
 */
import type { MapEmbedProps } from "@/components/islands/map-embed"
import type { ContactChannel, ContactChannelsProps } from "@/components/sections/contact-channels"
import type { ContactFormProps, ContactFormSectionProps } from "@/components/sections/contact-form"
import type { ContactMapProps } from "@/components/sections/contact-map"
import type { FieldProps } from "@/components/ui/field"
import { brand, contact } from "@/data/site"
import { ui } from "@/i18n/ui"

const hours = ui("ar").footer.contact.hours

const field = {
  name: { name: "name", label: "اسمك", required: true, autoComplete: "name", placeholder: "ليلى حداد" },
  fullName: { name: "name", label: "الاسم الكامل", required: true, autoComplete: "name", placeholder: "ليلى حداد" },
  email: {
    name: "email",
    label: "البريد الإلكتروني",
    type: "email",
    required: true,
    autoComplete: "email",
    placeholder: "name@company.com",
  },
  phone: {
    name: "phone",
    label: "رقم الهاتف",
    type: "tel",
    required: true,
    autoComplete: "tel",
    placeholder: "+971 4 123 4567",
  },
} satisfies Record<string, FieldProps>

/** Above every form: what the asterisk means. */
export const formLabels = {
  requiredNote: "الحقول المميزة بعلامة النجمة (*) مطلوبة.",
} satisfies ContactFormProps["labels"]

/** The ways to reach the studio: chat, phone and email. */
const chat = {
  icon: "messages",
  title: "تحدّث إلينا مباشرة",
  text: "يتواجد أحد قادة المشاريع على الدردشة المباشرة طوال ساعات عمل الاستوديو.",
  contact: { label: hours },
} satisfies ContactChannel

const phone = {
  icon: "phone",
  title: "اتصل بنا",
  text: "تحدّث مع أحد منسقي الإنتاج عن نطاق المشروع وجدوله الزمني وميزانيته.",
  contact: contact.phone,
} satisfies ContactChannel

const email = {
  icon: "mail",
  title: "راسلنا بالبريد الإلكتروني",
  text: "اكتب إلينا في أي وقت: نرد على كل رسالة خلال 24 ساعة.",
  contact: contact.email,
} satisfies ContactChannel

const visit = {
  icon: "map-pin",
  title: "زُر الاستوديو",
  text: "القهوة على حسابنا. احجز موعدًا مسبقًا ليكون الأشخاص المناسبون في انتظارك.",
  contact: { label: contact.address },
} satisfies ContactChannel

// ---------- /ar/contact/ ----------

export const contactPage = {
  meta: {
    title: "اتصل بنا",
    description: `اتصل بـ ${brand.name} في بورتلاند أو راسلنا أو زُرنا، أو أرسل إلينا رسالة عن علامتك التجارية أو موقعك أو منتجك. نرد خلال 24 ساعة.`,
  },
  banner: { title: "اتصل بنا", lead: "يقرأ كل رسالة شخصٌ حقيقي. اختر الطريقة التي تناسبك." },
  channels: {
    id: "contact-channels-title",
    eyebrow: "تواصل معنا",
    title: "ثلاث طرق للوصول إلينا",
    items: [phone, email, visit],
  },
  message: {
    id: "contact-message-title",
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
    id: "contact-message-title",
    fields: [
      field.name,
      field.email,
      {
        name: "message",
        label: "رسالتك",
        type: "textarea",
        required: true,
        placeholder: "نحن فريق من 12 شخصًا ونخطط لموقع جديد في الربيع…",
        wide: true,
      },
    ],
    submit: "أرسل الرسالة",
    labels: formLabels,
  },
} satisfies {
  meta: object
  banner: object
  channels: ContactChannelsProps
  message: Omit<ContactFormSectionProps, "children">
  form: ContactFormProps
}

// ---------- /ar/contact-2/ ----------

export const contact2 = {
  meta: {
    title: "راسلنا أو زُر الاستوديو",
    description: `راسل ${brand.name} باسمك وبريدك الإلكتروني وموضوع رسالتك، واعثر على الاستوديو في بورتلاند على الخريطة، أو تواصل معنا عبر الدردشة أو الهاتف أو البريد الإلكتروني.`,
  },
  banner: { title: "اتصل بنا", lead: "أسئلة أو ملخص مشروع أو مجرد تحية سريعة: نحن نصغي إليك." },
  message: {
    id: "contact2-message-title",
    eyebrow: "تواصل",
    title: "لنبدأ الحديث",
    lead: "أخبرنا قليلًا عن مشروعك وكيف نصل إليك، وسنرد خلال 24 ساعة.",
    channels: [chat, phone, email],
  },
  form: {
    id: "contact2-message-title",
    fields: [
      field.name,
      field.email,
      { name: "subject", label: "الموضوع", required: true, placeholder: "موقع جديد لعيادتنا", wide: true },
      {
        name: "message",
        label: "رسالتك",
        type: "textarea",
        required: true,
        placeholder: "ما الذي تحتاجه، ولمن، ومتى…",
        wide: true,
      },
    ],
    submit: "أرسل الرسالة",
    labels: formLabels,
  },
  map: {
    id: "contact2-map-title",
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
    lat: 45.5152,
    lon: -122.6734,
    zoom: 16,
    title: `خريطة موقع ${brand.name}: ${contact.address}`,
    labels: {
      show: "اعرض الخريطة",
      notice: "تُحمَّل الخريطة من {host}، ولن يُطلب منه أي شيء قبل أن تضغط على الزر.",
      open: "افتح في OpenStreetMap",
      newTab: "(يُفتح في علامة تبويب جديدة)",
    },
  },
} satisfies {
  meta: object
  banner: object
  message: Omit<ContactFormSectionProps, "children">
  form: ContactFormProps
  map: Omit<ContactMapProps, "map">
  mapEmbed: MapEmbedProps
}

// ---------- /ar/contact-3/ ----------

export const contact3 = {
  meta: {
    title: "دردش معنا أو اتصل بنا أو أرسل سؤالك",
    description: `دردش مع ${brand.name} من الاثنين إلى الجمعة، أو اتصل بنا، أو راسلنا بالبريد الإلكتروني لتصلك إجابتنا خلال 24 ساعة. أو أرسل سؤالك عبر النموذج.`,
  },
  banner: { title: "اتصل بنا", lead: "دردشة أو اتصال أو رسالة: اختر الأسهل لك." },
  channels: {
    id: "contact3-channels-title",
    eyebrow: "نحن هنا لمساعدتك",
    title: "تحدّث إلى الفريق",
    items: [chat, phone, email],
    tone: "plain",
  },
  message: {
    id: "contact3-message-title",
    eyebrow: "أسئلة",
    title: "أرسل إلينا رسالة",
    lead: "اترك بياناتك وسؤالك، وسنتصل بك أو نكتب إليك بحسب ما تفضّل.",
    tone: "tint",
    layout: "center",
  },
  form: {
    id: "contact3-message-title",
    fields: [
      field.fullName,
      field.phone,
      { ...field.email, wide: true },
      {
        name: "question",
        label: "سؤالك",
        type: "textarea",
        placeholder: "هل يمكنكم تولّي قالب Shopify قائم؟",
        wide: true,
      },
    ],
    submit: "أرسل الرسالة",
    labels: formLabels,
  },
} satisfies {
  meta: object
  banner: object
  channels: ContactChannelsProps
  message: Omit<ContactFormSectionProps, "children">
  form: ContactFormProps
}

/** تسجيل الدخول وإنشاء حساب وإعادة تعيين كلمة المرور (/ar/sign-in/ و/ar/sign-up/ و/ar/reset-password/): كلمات src/data/pages/account.ts وحدها. */
import type * as english from "#/data/pages/account.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

const emailField = { label: "البريد الإلكتروني", placeholder: "name@company.com" }

export const signIn = {
  meta: {
    title: "تسجيل الدخول",
    description: `سجّل الدخول إلى حساب العميل في ${brand.name} لمتابعة مشاريعك واعتماد التصاميم وتنزيل الملفات.`,
  },
  banner: { title: "تسجيل الدخول" },
  form: {
    title: "مرحبًا بعودتك",
    lead: "سجّل الدخول لمتابعة مشاريعك واعتماد التصاميم وتنزيل الملفات.",
    fields: [emailField, { label: "كلمة المرور", placeholder: "أدخل كلمة المرور" }],
    checkbox: { label: "تذكّرني" },
    aside: { label: "نسيت كلمة المرور؟" },
    submit: "سجّل الدخول الآن",
    footer: { text: `جديد على ${brand.name}؟`, link: { label: "أنشئ حسابًا" } },
  },
} satisfies Words<typeof english.signIn>

export const signUp = {
  meta: {
    title: "إنشاء حساب",
    description: `أنشئ حسابًا مجانيًا في ${brand.name} لتطلب مشروعك وتشارك الملفات وتتابع سير العمل في مكان واحد.`,
  },
  banner: { title: "إنشاء حساب" },
  form: {
    title: "أنشئ حسابك",
    lead: "اطلب مشروعك وشارك الملفات وتابع التقدّم في مكان واحد. مجانًا ودون الحاجة إلى بطاقة ائتمان.",
    fields: [
      { label: "الاسم الكامل", placeholder: "سارة أحمد" },
      emailField,
      { label: "كلمة المرور", hint: "8 أحرف على الأقل.", placeholder: "اختر كلمة مرور" },
    ],
    checkbox: {
      label: "أوافق على {terms} و{privacy}",
      links: { terms: { label: "شروط الخدمة" }, privacy: { label: "سياسة الخصوصية" } },
    },
    submit: "إنشاء الحساب",
    footer: { text: "لديك حساب بالفعل؟", link: { label: "سجّل الدخول الآن" } },
  },
} satisfies Words<typeof english.signUp>

export const resetPassword = {
  meta: {
    title: "إعادة تعيين كلمة المرور",
    description: `نسيت كلمة مرور حسابك في ${brand.name}؟ أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.`,
  },
  banner: { title: "إعادة تعيين كلمة المرور" },
  form: {
    title: "نسيت كلمة المرور؟",
    lead: "أدخل البريد الإلكتروني الذي سجّلت به، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.",
    fields: [emailField],
    submit: "أرسل رابط إعادة التعيين",
    footer: { text: "تذكّرتها؟", link: { label: "سجّل الدخول الآن" } },
  },
} satisfies Words<typeof english.resetPassword>

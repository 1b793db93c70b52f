/** تسجيل الدخول وإنشاء حساب وإعادة تعيين كلمة المرور (/ar/sign-in/ و/ar/sign-up/ و/ar/reset-password/): src/data/pages/account.ts بالعربية. */
import type { AuthFormProps } from "@/components/sections/auth-form"
import type { FieldProps } from "@/components/ui/field"
import { brand } from "@/data/site"
import { localePath } from "@/i18n/locales"

const to = (path: string) => localePath("ar", path)

const emailField = {
  name: "email",
  label: "البريد الإلكتروني",
  type: "email",
  required: true,
  autoComplete: "email",
  placeholder: "name@company.com",
} satisfies FieldProps

export const signIn = {
  meta: {
    title: "تسجيل الدخول",
    description: `سجّل الدخول إلى حساب العميل في ${brand.name} لمتابعة مشاريعك واعتماد التصاميم وتنزيل الملفات.`,
  },
  banner: { title: "تسجيل الدخول" },
  form: {
    id: "sign-in-title",
    title: "مرحبًا بعودتك",
    lead: "سجّل الدخول لمتابعة مشاريعك واعتماد التصاميم وتنزيل الملفات.",
    fields: [
      emailField,
      {
        name: "password",
        label: "كلمة المرور",
        type: "password",
        required: true,
        autoComplete: "current-password",
        placeholder: "أدخل كلمة المرور",
      },
    ],
    checkbox: { name: "remember", label: "تذكّرني" },
    aside: { label: "نسيت كلمة المرور؟", href: to("/reset-password/") },
    submit: "سجّل الدخول الآن",
    footer: { text: `جديد على ${brand.name}؟`, link: { label: "أنشئ حسابًا", href: to("/sign-up/") } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }

export const signUp = {
  meta: {
    title: "إنشاء حساب",
    description: `أنشئ حسابًا مجانيًا في ${brand.name} لتطلب مشروعك وتشارك الملفات وتتابع سير العمل في مكان واحد.`,
  },
  banner: { title: "إنشاء حساب" },
  form: {
    id: "sign-up-title",
    title: "أنشئ حسابك",
    lead: "اطلب مشروعك وشارك الملفات وتابع التقدّم في مكان واحد. مجانًا ودون الحاجة إلى بطاقة ائتمان.",
    fields: [
      { name: "name", label: "الاسم الكامل", required: true, autoComplete: "name", placeholder: "سارة أحمد" },
      emailField,
      {
        name: "password",
        label: "كلمة المرور",
        type: "password",
        required: true,
        autoComplete: "new-password",
        minLength: 8,
        hint: "8 أحرف على الأقل.",
        placeholder: "اختر كلمة مرور",
      },
    ],
    checkbox: { name: "terms", label: "أوافق على شروط الخدمة وسياسة الخصوصية", required: true },
    submit: "إنشاء الحساب",
    footer: { text: "لديك حساب بالفعل؟", link: { label: "سجّل الدخول الآن", href: to("/sign-in/") } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }

export const resetPassword = {
  meta: {
    title: "إعادة تعيين كلمة المرور",
    description: `نسيت كلمة مرور حسابك في ${brand.name}؟ أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.`,
  },
  banner: { title: "إعادة تعيين كلمة المرور" },
  form: {
    id: "reset-title",
    title: "نسيت كلمة المرور؟",
    lead: "أدخل البريد الإلكتروني الذي سجّلت به، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.",
    fields: [emailField],
    submit: "أرسل رابط إعادة التعيين",
    footer: { text: "تذكّرتها؟", link: { label: "سجّل الدخول الآن", href: to("/sign-in/") } },
  },
} satisfies { meta: object; banner: object; form: AuthFormProps }

/** صفحة الخطأ 404 (/ar/404): src/data/pages/not-found.ts بالعربية. */
import type { SiteSearchProps } from "@/components/islands/site-search"
import type { NotFoundProps } from "@/components/sections/not-found"
import { brand } from "@/data/site"
import { localePath } from "@/i18n/locales"

export const meta = {
  title: "الصفحة غير موجودة",
  description: `الصفحة التي تبحث عنها غير موجودة هنا. عُد إلى الصفحة الرئيسية لموقع ${brand.name} أو استخدم القائمة للوصول إلى ما تريد.`,
}

export const content = {
  code: "404",
  title: "الصفحة غير موجودة",
  text: "العنوان الذي تبحث عنه غير موجود على هذا الخادم.",
  cta: { label: "العودة إلى الصفحة الرئيسية", href: localePath("ar", "/") },
} satisfies NotFoundProps

export const search = {
  id: "not-found-search",
  label: "ابحث في الموقع",
  placeholder: "عمّ تبحث؟",
} satisfies Pick<SiteSearchProps, "id" | "label" | "placeholder">

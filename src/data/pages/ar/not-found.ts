/** صفحة الخطأ 404 بالعربية: كلمات src/data/pages/not-found.ts وحدها. */
import type * as english from "#/data/pages/not-found.ts"
import { brand } from "#/config/site.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "الصفحة غير موجودة",
  description: `الصفحة التي تبحث عنها غير موجودة هنا. عُد إلى الصفحة الرئيسية لموقع ${brand.name} أو استخدم القائمة للوصول إلى ما تريد.`,
} satisfies Words<typeof english.meta>

export const content = {
  title: "الصفحة غير موجودة",
  text: "العنوان الذي تبحث عنه غير موجود على هذا الخادم.",
  cta: { label: "العودة إلى الصفحة الرئيسية" },
} satisfies Words<typeof english.content>

export const search = { label: "ابحث في الموقع", placeholder: "عمّ تبحث؟" } satisfies Words<typeof english.search>

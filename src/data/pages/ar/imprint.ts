/** بيانات الناشر (/ar/imprint/): كلمات src/data/pages/imprint.ts فقط. */
import type * as english from "#/data/pages/imprint.ts"
import type { Words } from "#/i18n/overlay.ts"

export const meta = {
  title: "بيانات الناشر",
  description:
    "من يدير هذا الموقع: الشركة وعنوانها ووسائل التواصل معها وقيدها في السجل التجاري ورقم ضريبة القيمة المضافة.",
} satisfies Words<typeof english.meta>

export const banner = {
  title: "بيانات الناشر",
  lead: "من يدير هذا الموقع وكيف تتواصل معنا، كما يشترط القانون الألماني (المادة 5 من قانون الخدمات الرقمية DDG).",
} satisfies Words<typeof english.banner>

export const document = {
  sections: [
    { title: "مقدّم الخدمة (المادة 5 من DDG)" },
    { title: "المسؤول عن المحتوى (المادة 18(2) من MStV)", paragraphs: ["{contentResponsible}"] },
    {
      title: "تسوية نزاعات المستهلكين",
      paragraphs: [
        "لسنا ملزمين ولا مستعدين للمشاركة في إجراءات تسوية النزاعات أمام هيئة تحكيم للمستهلكين (المادة 36 من VSBG). إن حدث خطأ ما، فراسلنا على {email} وسنبحث معك عن حل.",
      ],
    },
    {
      title: "المسؤولية عن المحتوى والروابط",
      paragraphs: [
        "نكتب محتوى هذه الصفحات بعناية، لكن لا يمكننا ضمان اكتماله وحداثته. تحققنا من الروابط إلى المواقع الأخرى عند وضعها، والمسؤول عن محتواها أصحابها. إن وجدت خطأ أو رابطًا مخالفًا للقانون، فأخبرنا وسنصححه أو نزيله فورًا.",
      ],
    },
    {
      title: "حقوق النشر",
      paragraphs: [
        "النصوص والصور والتصاميم على هذا الموقع محمية بحقوق النشر. الأعمال المعروضة في دراسات الحالة ملك للعملاء المذكورين وتُعرض بإذنهم. ويحتاج النسخ بما يتجاوز ما يسمح به القانون إلى موافقتنا الكتابية.",
      ],
    },
  ],
} satisfies Words<typeof english.document>

export const facts = {
  legalName: "الشركة",
  address: "العنوان",
  representative: "المدير العام",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  register: "السجل التجاري",
  vatId: "رقم التعريف الضريبي للقيمة المضافة (المادة 27a من UStG)",
} satisfies Words<typeof english.facts>

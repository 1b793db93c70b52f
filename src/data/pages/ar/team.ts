/** فريقنا (/ar/team/): the Team page in Arabic (the shape is src/data/pages/team.ts). */
import type { TeamGridProps } from "@/components/sections/team-grid"
import { brand } from "@/data/site"
import { leadership as leads, memberCards, studio as crew } from "@/data/team"
import { localePath } from "@/i18n/locales"

export const meta = {
  title: "فريقنا",
  description: `الاستراتيجيون والمصممون والمهندسون في ${brand.name}: من يقود مشروعك، ومن يبنيه، وكيف تنضم إلى الفريق.`,
}

export const banner = {
  title: "فريقنا",
  lead: "أشخاص من ذوي الخبرة يهتمون بإتقان العمل، ويرافقون مشروعك من ورشة العمل الأولى حتى يوم الإطلاق وما بعده.",
}

export const leadership = {
  id: "leadership-title",
  eyebrow: "قادة الاستوديو",
  title: "الأشخاص الذين يضعون معايير الجودة",
  lead: "يجمع قادتنا الأربعة مبدأ واحد: ما زالوا يصممون ويكتبون ويبرمجون كل أسبوع، في مشاريع حقيقية لعملائنا.",
  members: await memberCards(leads, 320, "ar"),
  columns: 4,
  reveal: false,
} satisfies TeamGridProps

export const studio = {
  id: "studio-title",
  eyebrow: "الاستوديو",
  title: "مصممون ومهندسون واستراتيجيون",
  lead: "مزيج من الإتقان والفضول، يتوزع بين الأبحاث والهوية التجارية وتصميم المنتجات والهندسة.",
  members: await memberCards(crew, 320, "ar"),
  columns: 4,
  invite: {
    title: "نحن نوظّف",
    text: "نبحث عن مصممين ومهندسين ومديري مشاريع يعشقون التفاصيل. اطّلع على الوظائف المتاحة وتعرّف إلى طريقتنا في التوظيف.",
    cta: { label: "انضم إلينا", href: localePath("ar", "/career/") },
  },
  tone: "tint",
} satisfies TeamGridProps

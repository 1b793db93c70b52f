/** فريقنا (/ar/team/) بالعربية: كلمات src/data/pages/team.ts وحدها. */
import type * as english from "#/data/pages/team.ts"
import { brand } from "#/config/site.ts"
import { leadership as leads, memberCards, studio as crew, type TeamMember } from "#/data/team.ts"
import { ar as arTeam } from "#/data/team.ar.ts"
import type { Words } from "#/i18n/overlay.ts"

/** A card's words: the role and link names are the team's Arabic ones (src/data/team.ar.ts). */
const cardWords = (members: readonly TeamMember[]) =>
  memberCards(members, 320, arTeam).map(({ role, avatar, socials }) => ({
    role,
    avatar: { alt: avatar.alt },
    socials: socials.map(({ label }) => ({ label })),
  }))

export const meta = {
  title: "فريقنا",
  description: `الاستراتيجيون والمصممون والمهندسون في ${brand.name}: من يقود مشروعك، ومن يبنيه، وكيف تنضم إلى الفريق.`,
} satisfies Words<typeof english.meta>

export const banner = {
  title: "فريقنا",
  lead: "أشخاص من ذوي الخبرة يهتمون بإتقان العمل، ويرافقون مشروعك من ورشة العمل الأولى حتى يوم الإطلاق وما بعده.",
} satisfies Words<typeof english.banner>

export const leadership = {
  eyebrow: "قادة الاستوديو",
  title: "الأشخاص الذين يضعون معايير الجودة",
  lead: "يجمع قادتنا الأربعة مبدأ واحد: ما زالوا يصممون ويكتبون ويبرمجون كل أسبوع، في مشاريع حقيقية لعملائنا.",
  members: cardWords(leads),
} satisfies Words<typeof english.leadership>

export const studio = {
  eyebrow: "الاستوديو",
  title: "مصممون ومهندسون واستراتيجيون",
  lead: "مزيج من الإتقان والفضول، يتوزع بين الأبحاث والهوية التجارية وتصميم المنتجات والهندسة.",
  members: cardWords(crew),
  invite: {
    title: "نحن نوظّف",
    text: "نبحث عن مصممين ومهندسين ومديري مشاريع يعشقون التفاصيل. اطّلع على الوظائف المتاحة وتعرّف إلى طريقتنا في التوظيف.",
    cta: { label: "انضم إلينا" },
  },
} satisfies Words<typeof english.studio>

/** من نحن (/ar/about/) بالعربية: كلمات src/data/pages/about.ts وحدها. */
import type * as english from "#/data/pages/about.ts"
import { brand } from "#/config/site.ts"
import { leadership, memberCards, type TeamMember } from "#/data/team.ts"
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
  title: "من نحن",
  description: `تعرّف إلى ${brand.name}: فريق متمرّس من الاستراتيجيين والمصممين والمهندسين في بورتلاند. قصتنا وقيمنا، والأعمال التي نفخر بها، والأشخاص الذين يقفون وراءها.`,
} satisfies Words<typeof english.meta>

export const banner = {
  title: "من نحن",
  lead: "استوديو صغير يضم نخبة من أصحاب الخبرة، يصمم العلامات التجارية والمواقع والمنتجات ويبنيها، ثم يبقى إلى جانبها ليساعدها على النمو.",
} satisfies Words<typeof english.banner>

export const showcase = {
  eyebrow: "تعرّف إلينا",
  title: "الاستراتيجية والتصميم والهندسة على طاولة واحدة",
  lead: "منذ عام 2014 نساعد الشركات الناشئة والعلامات المعروفة على إطلاق هوياتها ومواقعها وتطبيقاتها. يتولى كل مشروع الأشخاص أنفسهم الذين يصممونه ويبنونه، فلا تنتقل المهام من فريق إلى آخر، ولا وسطاء بينك وبين من ينفّذ العمل.",
  images: [
    { alt: `مكتب في ${brand.name}: حاسوب محمول يعرض مونتاج فيلم الاستوديو، ودفتر وسماعات وفنجان وقلم` },
    {
      alt: `جدار ورشة عمل في ${brand.name} عليه ملاحظات لاصقة من اليوم الثاني لمرحلة الاستكشاف، بعضها عليه نقاط تصويت`,
    },
    { alt: "هاتفان على طاولة الاختبار في الاستوديو: الجولة الثالثة من نموذج أولي، ومواعيد اختبارات اليوم" },
  ],
} satisfies Words<typeof english.showcase>

export const video = { title: `أسبوع داخل ${brand.name}` } satisfies Words<typeof english.video>

export const vision = {
  eyebrow: "رؤيتنا",
  title: "منتجات رقمية تبدو مصنوعة باليد، مهما كبر حجمها",
  paragraphs: [
    "تُجمَّع معظم المواقع والتطبيقات من القطع نفسها، ويظهر ذلك جليًّا. ونحن نؤمن بأن المنتج يكسب الثقة بتفاصيله: نصوص تبدو كأن إنسانًا كتبها، وصفحات تُحمَّل قبل أن ترمش عينك، وخطوات استخدام تحترم وقتك.",
    "لذلك نُبقي فرقنا صغيرة ومن أصحاب الخبرة، ونختبر مع أشخاص حقيقيين منذ الأسبوع الأول، ونقيس النجاح بما يتغير فعلًا لدى عملاء عملائنا، لا بعدد الشاشات التي نسلّمها.",
  ],
  bullets: [
    "أبحاث مع عملاء حقيقيين",
    "أنظمة تصميم تنمو مع منتجك",
    "إتاحة للجميع منذ البداية",
    "قياس الأثر بعد الإطلاق",
  ],
} satisfies Words<typeof english.vision>

export const testimonial = {
  quote: `أعاد فريق ${brand.shortName} بناء تجربة الحجز لدينا في عشرة أسابيع. ارتفعت الحجوزات عبر الإنترنت بنسبة 41%، وصار لدى فريق الدعم أخيرًا متّسع لالتقاط أنفاسه. شعرنا منذ اليوم الأول بأنهم جزء من فريقنا.`,
  role: "رئيسة القطاع الرقمي، Oakline Hotels",
  avatar: { alt: "" },
  labels: { rating: "التقييم {value} من {max}", quotes: ["«", "»"] },
} satisfies Words<typeof english.testimonial>

export const stats = {
  title: `${brand.name} بالأرقام`,
  items: [
    { value: "36K+", label: "عملاء راضون" },
    { value: "80%", label: "تفاعل مستمر" },
    { value: "54K+", label: "مشاريع ناجحة" },
    { value: "72+", label: "جائزة" },
  ],
} satisfies Words<typeof english.stats>

export const values = {
  eyebrow: "قيمنا",
  title: "ما نلتزم به في كل مشروع",
  lead: "ستة وعود تحدد كيف نختار فريقنا، وكيف نخطط، وكيف نتعامل مع من يأتمنوننا على منتجاتهم.",
  items: [
    {
      title: "إتقان في التفاصيل",
      text: "نعتني بالمسافات والصياغة والحركة حتى يبدو المنتج سلسًا بلا عناء، لأن العملاء يلاحظون حين لا يهتم أحد بذلك.",
    },
    {
      title: "حديث واضح وصريح",
      text: "عروض أسبوعية، ولوحات عمل مشتركة، وإجابات مباشرة. تعرف دائمًا ما نعمل عليه، ولماذا، وكم يكلّف.",
    },
    {
      title: "النتائج قبل المخرجات",
      text: "نتفق على الأرقام المهمة قبل أول رسم، ونقدّم تقاريرنا عنها بعد الإطلاق، لا عن المخرجات وحدها.",
    },
    {
      title: "فرق صغيرة من الخبراء",
      text: "من يعرض عليك المشروع هو من ينفّذه. لا مبتدئين يتعلمون على حساب ميزانيتك، ولا تنقّل للمهام بين الفرق.",
    },
    {
      title: "إتاحة للجميع منذ البداية",
      text: "كل ما نطلقه يستوفي معيار WCAG 2.2 AA، ويعمل بلوحة المفاتيح وقارئ الشاشة، ويُقرأ بسهولة حتى على هاتف بطيء.",
    },
    {
      title: "تعلّم لا يتوقف",
      text: "نخصص عصر كل جمعة للبحث والمشاريع الجانبية، ولنتبادل ما تعلّمه كلٌّ منا خلال الأسبوع.",
    },
  ],
} satisfies Words<typeof english.values>

export const work = {
  eyebrow: "أعمال مختارة",
  title: "مشاريع حديثة نفخر بها",
  lead: "مشروعان أطلقناهما خلال العام الماضي، تولّى كلًّا منهما من البداية إلى النهاية فريق مثل الفريق أدناه.",
  link: { label: "شاهد جميع الأعمال" },
  cardLabels: { view: "اطّلع على دراسة الحالة" },
} satisfies Words<typeof english.work>

export const team = {
  eyebrow: "فريقنا",
  title: "الأشخاص الذين يقودون مشروعك",
  lead: "أربعة قادة في الاستوديو، لكلٍّ منهم أكثر من عشر سنوات في إطلاق المنتجات، ويحضر أحدهم كل اجتماع تعقده معنا.",
  members: cardWords(leadership),
  action: { label: "تعرّف إلى الفريق كاملًا" },
} satisfies Words<typeof english.team>

export const cta = {
  title: "لنصنع معًا منتجًا يحب الناس استخدامه",
  lead: "أخبرنا أين أنت الآن وإلى أين تريد أن تصل. نرد عليك خلال يوم عمل واحد بالخطوات التالية وميزانية تقديرية.",
  ctas: [{ label: "تواصل معنا" }],
} satisfies Words<typeof english.cta>

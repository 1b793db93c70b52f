/** The studio team in Arabic: roles and social-link names (the shape is `TeamTranslation` in team.ts). */
import type { TeamTranslation } from "#/data/team.ts"

export const ar = {
  roles: {
    "maya-okafor": "المؤسِّسة والمديرة الإبداعية",
    "kenji-watanabe": "رئيس قسم الهندسة",
    "amara-haddad": "مديرة الاستراتيجية",
    "lucas-martin": "مدير التصميم",
    "priya-natarajan": "مصممة منتجات أولى",
    "daniel-reyes": "كبير مهندسي الواجهات الأمامية",
    "sofia-marchetti": "مصممة هويات تجارية",
    "zanele-dlamini": "باحثة في تجربة المستخدم",
    "omar-farouk": "مهندس الأنظمة الخلفية",
    "jonas-lindqvist": "مصمم موشن جرافيك",
    "hannah-kim": "مسؤولة استراتيجية المحتوى",
  },
  onNetwork: "{name} على {network}",
  // As the footer names them (src/i18n/ui.ar.ts).
  networks: {
    x: "X",
    instagram: "إنستغرام",
    dribbble: "دريبل",
    github: "غيت هب",
    linkedin: "لينكدإن",
    behance: "بيهانس",
    facebook: "فيسبوك",
    youtube: "يوتيوب",
  },
} satisfies TeamTranslation

/** The studio team in German: roles and social-link names (the shape is `TeamTranslation` in team.ts). */
import type { TeamTranslation } from "#/data/team.ts"

export const de = {
  roles: {
    "maya-okafor": "Gründerin & Creative Director",
    "kenji-watanabe": "Leiter Entwicklung",
    "amara-haddad": "Leiterin Strategie",
    "lucas-martin": "Leiter Design",
    "priya-natarajan": "Senior Product Designerin",
    "daniel-reyes": "Lead Frontend-Entwickler",
    "sofia-marchetti": "Markendesignerin",
    "zanele-dlamini": "UX-Researcherin",
    "omar-farouk": "Backend-Entwickler",
    "jonas-lindqvist": "Motion Designer",
    "hannah-kim": "Content-Strategin",
  },
  onNetwork: "{name} auf {network}",
} satisfies TeamTranslation

/**
 * The fictional people who appear across the site (team, testimonial writers, authors). Avatars are
 * generated from each name at build, so adding a person here is all it takes to get a portrait.
 * (Read by the art integration too, so it only uses relative imports.)
 */
export const people = {
  "maya-okafor": { name: "Maya Okafor" },
  "daniel-reyes": { name: "Daniel Reyes" },
  "priya-natarajan": { name: "Priya Natarajan" },
  "jonas-lindqvist": { name: "Jonas Lindqvist" },
  "amara-haddad": { name: "Amara Haddad" },
  "kenji-watanabe": { name: "Kenji Watanabe" },
  "sofia-marchetti": { name: "Sofia Marchetti" },
  "liam-obrien": { name: "Liam O'Brien" },
  "zanele-dlamini": { name: "Zanele Dlamini" },
  "mateo-alvarez": { name: "Mateo Álvarez" },
  "hannah-kim": { name: "Hannah Kim" },
  "omar-farouk": { name: "Omar Farouk" },
  "elena-petrova": { name: "Elena Petrova" },
  "tomas-novak": { name: "Tomás Novák" },
  "aisha-bello": { name: "Aisha Bello" },
  "lucas-martin": { name: "Lucas Martin" },
  "mei-lin-chen": { name: "Mei-Lin Chen" },
  "rafael-costa": { name: "Rafael Costa" },
  "ingrid-solberg": { name: "Ingrid Solberg" },
  "kwame-mensah": { name: "Kwame Mensah" },
  "chloe-dubois": { name: "Chloé Dubois" },
  "arjun-mehta": { name: "Arjun Mehta" },
  "nora-fitzgerald": { name: "Nora Fitzgerald" },
  "yusuf-demir": { name: "Yusuf Demir" },
  "grace-nakamura": { name: "Grace Nakamura" },
  "samuel-adeyemi": { name: "Samuel Adeyemi" },
  "isabel-santos": { name: "Isabel Santos" },
  "ethan-brooks": { name: "Ethan Brooks" },
  "leila-rahimi": { name: "Leila Rahimi" },
  "noah-fischer": { name: "Noah Fischer" },
  "valentina-rossi": { name: "Valentina Rossi" },
  "david-cohen": { name: "David Cohen" },
} as const satisfies Record<string, { name: string }>

export type PersonId = keyof typeof people

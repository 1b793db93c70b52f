/**
 * The pictures of the work, drawn at build from these descriptions (src/lib/art/cover.ts): what each
 * piece of work is — packaging, posters, app screens, a website, a specimen, an identity sheet, a
 * workshop wall, a document, an installation, a desk — in the identity of whoever it was made for.
 * Content refers to a picture by key; a key that is not here fails the build.
 */
import { brand } from "#/config/site.ts"
import type { CoverSpec } from "#/lib/art/cover.ts"
import type { FaceSpec } from "#/lib/art/lettering.ts"
import { mix, type Palette } from "#/lib/art/scenes.ts"
import { themeColor } from "#/lib/theme-color.ts"

const face = (name: string, weight: number): FaceSpec => ({ package: `@fontsource-variable/${name}`, weight })
const instrumentSerif: FaceSpec = { package: "@fontsource/instrument-serif", weight: 400 }

/**
 * The studio's own look, for its pages and posts: its pictures carry the brand's name and are drawn in
 * the brand's colour (the token file's `--brand`), so a rebrand renames and recolours them.
 */
const studio = themeColor()
const lumora: Palette = {
  ground: mix(studio, "#ffffff", 0.82),
  ink: mix(studio, "#000000", 0.7),
  paper: "#ffffff",
  accent: studio,
  second: "#a855f7",
}
const lumoraFace = face("plus-jakarta-sans", 800)

const northwind: Palette = { ground: "#dde3f3", ink: "#111827", paper: "#ffffff", accent: "#2563eb", second: "#38bdf8" }
const stride: Palette = { ground: "#f3d9c9", ink: "#1c1917", paper: "#ffffff", accent: "#ea580c", second: "#0ea5e9" }

export const covers = {
  "work-fintech-app": {
    seed: "ledgerly",
    name: "Ledgerly",
    palette: { ground: "#dcefe9", ink: "#0f2a24", paper: "#ffffff", accent: "#0f766e", second: "#f59e0b" },
    face: face("geist", 650),
    scene: {
      kind: "phones",
      screens: [
        {
          kind: "balance",
          label: "Safe to spend",
          figure: "£2,480.00",
          rows: ["Tax pot|£1,212", "Studio Lune|+£900", "Rent|−£750", "Train pass|−£96"],
        },
        { kind: "rings", title: "January tax bill", figure: "86% put aside" },
      ],
    },
  },
  "work-botanical-brand": {
    seed: "fernleaf",
    name: "Fernleaf",
    palette: { ground: "#dfe8d8", ink: "#1f3b2c", paper: "#f7f5ee", accent: "#2f6b4a", second: "#7fa886" },
    face: instrumentSerif,
    scene: { kind: "packaging", form: "bottles", lines: ["Face oil · 30 ml", "Day cream · 50 ml", "Hand balm"] },
  },
  "work-travel-site": {
    seed: "wayfarer",
    name: "Wayfarer",
    palette: { ground: "#cfe3ee", ink: "#0f2a3d", paper: "#ffffff", accent: "#0e7490", second: "#f2a65a" },
    face: face("bricolage-grotesque", 700),
    scene: {
      kind: "browser",
      page: {
        kind: "hero",
        headline: ["Small groups,", "big places"],
        picture: "coast",
        nav: ["Trips", "Guides", "Who's going"],
      },
    },
  },
  "work-music-festival": {
    seed: "sonora",
    name: "Sonora",
    palette: { ground: "#3a2233", ink: "#1a0b1e", paper: "#fff3f8", accent: "#e6007e", second: "#ffb000" },
    face: face("space-grotesk", 700),
    scene: { kind: "posters", headline: ["SONORA", "SOUND 26"], detail: "12–14 June · Riverside", motif: "rings" },
  },
  "work-architecture": {
    seed: "atelier-kaspar",
    name: "Atelier Kaspar",
    palette: { ground: "#e9e2d8", ink: "#2b2622", paper: "#faf8f4", accent: "#b4532a", second: "#c9b8a3" },
    face: face("newsreader", 450),
    scene: {
      kind: "browser",
      page: {
        kind: "hero",
        headline: ["Buildings that", "do the talking"],
        picture: "building",
        nav: ["Work", "Practice", "Contact"],
      },
    },
  },
  "work-saas-dashboard": {
    seed: "northwind",
    name: "Northwind",
    palette: northwind,
    face: face("sora", 600),
    scene: {
      kind: "browser",
      page: {
        kind: "dashboard",
        title: "Monday revenue review",
        tiles: [
          { label: "Net revenue", figure: "$1.84M" },
          { label: "New accounts", figure: "312" },
          { label: "Churn", figure: "1.9%" },
        ],
      },
    },
  },
  "work-coffee-roastery": {
    seed: "ember-and-oak",
    name: "Ember & Oak",
    palette: { ground: "#efe3d3", ink: "#2a1a12", paper: "#f6ecdf", accent: "#b4562b", second: "#3e5c4a" },
    face: face("newsreader", 700),
    scene: { kind: "packaging", form: "bags", lines: ["Huila · Colombia", "Sidamo · Ethiopia", "Cerrado · Brazil"] },
  },
  "work-aquarium-installation": {
    seed: "tidewater",
    name: "Tidewater",
    palette: { ground: "#0d3b4a", ink: "#08222c", paper: "#f1fbfc", accent: "#1fb5c9", second: "#14537a" },
    face: face("lexend", 600),
    scene: { kind: "installation", caption: "Tidewater · live tide 2.4 m, rising" },
  },
  "work-health-portal": {
    seed: "pulse",
    name: "Pulse",
    palette: { ground: "#d9efe9", ink: "#0f2f2a", paper: "#ffffff", accent: "#0f766e", second: "#f59e0b" },
    face: face("lexend", 600),
    scene: {
      kind: "phones",
      screens: [
        {
          kind: "appointment",
          title: "Your next visit",
          day: "Tuesday 14 May",
          time: "10:30",
          action: "I'll be there",
        },
        {
          kind: "list",
          title: "Your medicines",
          rows: ["Metformin|8:00", "Ramipril|8:00", "Vitamin D|Sun", "Repeat order|Ready"],
        },
      ],
    },
  },
  "work-bike-campaign": {
    seed: "kinetic",
    name: "KINETIC",
    palette: { ground: "#5b5550", ink: "#111111", paper: "#ffffff", accent: "#e63928", second: "#ffd3c9" },
    face: face("oswald", 700),
    scene: { kind: "posters", headline: ["CITY IN", "MOTION"], detail: "E-bikes from £39 a month", motif: "arrow" },
  },
  "work-type-foundry": {
    seed: "quarry",
    name: "Quarry Type",
    palette: { ground: "#d8cfc0", ink: "#1b1a17", paper: "#f5f1e8", accent: "#c8871b", second: "#7a6a53" },
    face: face("outfit", 700),
    scene: {
      kind: "specimen",
      sample: "Quarry Grotesk",
      weights: ["Light 300", "Regular 500", "Bold 700", "Black 900"],
    },
  },
  "work-credit-union": {
    seed: "harbor",
    name: "Harbor",
    palette: { ground: "#c7d3df", ink: "#0b2545", paper: "#ffffff", accent: "#1d4e89", second: "#f2c14e" },
    face: face("source-sans-3", 700),
    scene: {
      kind: "stationery",
      tagline: "Your neighbours' bank since 1934",
      address: "14 Quay Street · Harbor Falls · harbor.example",
    },
  },
  "work-northwind-flows": {
    seed: "northwind-flows",
    name: "Northwind",
    palette: northwind,
    face: face("sora", 600),
    scene: {
      kind: "browser",
      page: {
        kind: "dashboard",
        title: "Report builder · Q3 pipeline",
        tiles: [
          { label: "Pipeline", figure: "$4.2M" },
          { label: "Win rate", figure: "27%" },
          { label: "Sales cycle", figure: "41 days" },
        ],
      },
    },
  },
  "work-northwind-mobile": {
    seed: "northwind-mobile",
    name: "Northwind",
    palette: { ...northwind, ground: "#1e293b" },
    face: face("sora", 600),
    scene: {
      kind: "phones",
      screens: [
        { kind: "rings", title: "Weekly digest", figure: "3 of 4 goals" },
        { kind: "list", title: "This week", rows: ["Revenue|+6.2%", "New trials|148", "Expansion|$38k", "Churned|4"] },
      ],
    },
  },
  "about-studio-film": {
    seed: "about-studio-film",
    name: brand.name,
    palette: { ...lumora, ground: "#b9a58f" },
    face: lumoraFace,
    scene: { kind: "desk", things: ["laptop", "notebook", "headphones", "cup", "pen"], label: "Film · cut 3" },
  },
  "about-workshop-wall": {
    seed: "about-workshop-wall",
    name: brand.name,
    palette: { ...lumora, ground: "#cfcbe0" },
    face: lumoraFace,
    scene: {
      kind: "wall",
      title: "Discovery workshop · day 2",
      notes: [
        "Who buys\nfirst?",
        "Fewer\nsteps",
        "Trust\nsignals",
        "Price on\npage one",
        "Show the\nteam",
        "Welcome\nemail",
        "Case\nstudies",
        "Faster\npages",
        "Plain\nwords",
        "One clear\naction",
      ],
    },
  },
  "about-prototype-lab": {
    seed: "about-prototype-lab",
    name: brand.name,
    palette: { ...lumora, ground: "#cde8e4", second: "#14b8a6" },
    face: lumoraFace,
    scene: {
      kind: "phones",
      screens: [
        { kind: "steps", step: 2, title: "Prototype\nround three", action: "Start the test" },
        {
          kind: "list",
          title: "Test sessions",
          rows: ["Maya · 9:30|Done", "Jon · 11:00|Done", "Ines · 14:00|Next", "Sam · 16:00|Booked"],
        },
      ],
    },
  },
  "blog-design-systems": {
    seed: "blog-design-systems",
    name: `${brand.shortName} Kit`,
    palette: lumora,
    face: lumoraFace,
    scene: {
      kind: "browser",
      page: { kind: "components", title: "Buttons, inputs and cards", labels: ["Primary", "Secondary", "Quiet"] },
    },
  },
  "blog-brand-refresh": {
    seed: "blog-brand-refresh",
    name: "Fenwick & Co",
    palette: { ground: "#e7d9cf", ink: "#2d1b2e", paper: "#fffaf5", accent: "#9d174d", second: "#f59e0b" },
    face: face("newsreader", 650),
    scene: {
      kind: "stationery",
      tagline: "Since 1962, redrawn in 2026",
      address: "Fenwick & Co · 8 Mill Lane · fenwick.example",
    },
  },
  "blog-project-brief": {
    seed: "blog-project-brief",
    name: brand.name,
    palette: { ...lumora, ground: "#c9b59c" },
    face: lumoraFace,
    scene: {
      kind: "sheet",
      title: "Project brief\nWebsite relaunch",
      items: [
        "Who is it for?",
        "What must it change?",
        "Budget and dates",
        "Who signs it off",
        "How we will measure it",
      ],
      checked: 3,
    },
  },
  "blog-usability-tests": {
    seed: "blog-usability-tests",
    name: brand.name,
    palette: { ...lumora, ground: "#d3e4ea", accent: "#0891b2", second: "#f472b6" },
    face: lumoraFace,
    scene: {
      kind: "wall",
      title: "Usability tests · five people",
      columns: ["Maya", "Jon", "Ines", "Sam", "Priya"],
      notes: [
        "Missed the\nprice",
        "Loved the\ndemo",
        "Where is\nsign-in?",
        "Read every\nword",
        "Stuck at\nstep 3",
        "Wants\nan app",
        "Trusted the\nreviews",
        "Skipped\nthe video",
        "Asked for\nchat",
        "Found it\nin 8 s",
      ],
    },
  },
  "blog-type-pairing": {
    seed: "blog-type-pairing",
    name: "Pairing notes",
    palette: { ground: "#ddd6f3", ink: "#1f1635", paper: "#fbfaff", accent: "#7c3aed", second: "#f97316" },
    face: face("newsreader", 600),
    scene: { kind: "specimen", sample: "Headline & body", weights: ["Light 300", "Book 500", "Bold 700", "Heavy 900"] },
  },
  "blog-onboarding": {
    seed: "blog-onboarding",
    name: brand.name,
    palette: { ...lumora, ground: "#d5efe0", accent: "#16a34a", second: lumora.accent },
    face: lumoraFace,
    scene: {
      kind: "phones",
      screens: [
        { kind: "steps", step: 1, title: "Invite your\nteam", action: "Send invites" },
        { kind: "steps", step: 3, title: "You're all\nset", action: "Open your dashboard" },
      ],
    },
  },
  "blog-pricing-pages": {
    seed: "blog-pricing-pages",
    name: "Tally",
    palette: { ground: "#dbe7fb", ink: "#0f172a", paper: "#ffffff", accent: "#2563eb", second: "#22c55e" },
    face: face("outfit", 700),
    scene: {
      kind: "browser",
      page: {
        kind: "pricing",
        headline: "Simple pricing for every team",
        plans: [
          { name: "Starter", price: "$12" },
          { name: "Team", price: "$39" },
          { name: "Business", price: "$99" },
        ],
      },
    },
  },
  "blog-accessibility": {
    seed: "blog-accessibility",
    name: brand.name,
    palette: { ...lumora, ground: "#b8c8a8", accent: "#15803d" },
    face: lumoraFace,
    scene: {
      kind: "sheet",
      title: "Accessibility\nhandover",
      items: [
        "Contrast 4.5 : 1 or more",
        "Focus always visible",
        "Headings in order",
        "Alt text written",
        "Works zoomed to 400 %",
      ],
      checked: 4,
    },
  },
  "blog-naming-workshop": {
    seed: "blog-naming-workshop",
    name: brand.name,
    palette: { ...lumora, ground: "#f1d4c8", accent: "#e11d48", second: "#f97316" },
    face: lumoraFace,
    scene: {
      kind: "wall",
      title: "Naming · the longlist",
      notes: ["Harbor", "Lumen", "Northstar", "Fable", "Kestrel", "Tandem", "Orbit", "Mosaic", "Quill", "Juniper"],
    },
  },
  "blog-launch-checklist": {
    seed: "blog-launch-checklist",
    name: brand.name,
    palette: { ...lumora, ground: "#a9b4c4", accent: "#ca8a04" },
    face: lumoraFace,
    scene: {
      kind: "sheet",
      title: "Launch day\nchecklist",
      items: [
        "DNS switched over",
        "Redirects tested",
        "Analytics recording",
        "Forms send their mail",
        "Support team briefed",
      ],
      checked: 2,
    },
  },
  "blog-launch-wall": {
    seed: "blog-launch-wall",
    name: brand.name,
    palette: { ...lumora, ground: "#d9d2c5", accent: "#ca8a04", second: "#6366f1" },
    face: lumoraFace,
    scene: {
      kind: "wall",
      title: "Launch: sorted by day",
      columns: ["The week before", "Launch day", "The week after"],
      notes: [
        "Freeze\ncontent",
        "DNS\nswitch",
        "Fix the\n404s",
        "Redirect\nmap",
        "Read the\nlist aloud",
        "Check\nrankings",
        "Backups\nchecked",
        "Watch\nthe forms",
        "Retro",
      ],
    },
  },
  "service-process-film": {
    seed: "service-process-film",
    name: brand.name,
    palette: { ...lumora, ground: "#c8c2e6" },
    face: lumoraFace,
    scene: {
      kind: "wall",
      title: "Twelve weeks, start to launch",
      notes: [
        "Week 1\nDiscover",
        "Week 2\nDefine",
        "Week 4\nConcepts",
        "Week 6\nDesign",
        "Week 8\nBuild",
        "Week 10\nTest",
        "Week 11\nTrain",
        "Week 12\nLaunch",
        "Then\nGrow",
        "Review\nmonthly",
      ],
    },
  },
  "service-website-build": {
    seed: "service-website-build",
    name: "Halden Outdoor",
    palette: { ground: "#d6e2d0", ink: "#1c2a1f", paper: "#ffffff", accent: "#3f7d3a", second: "#d97706" },
    face: face("bricolage-grotesque", 800),
    scene: {
      kind: "browser",
      page: {
        kind: "hero",
        headline: ["Gear for long", "weekends"],
        picture: "hills",
        nav: ["Shop", "Trips", "Stories"],
      },
    },
  },
  "service-brand-strategy": {
    seed: "service-brand-strategy",
    name: "Osprey Legal",
    palette: { ground: "#d4cfe3", ink: "#1b1f3b", paper: "#ffffff", accent: "#3730a3", second: "#e879f9" },
    face: face("sora", 700),
    scene: {
      kind: "stationery",
      tagline: "Clear counsel, plainly given",
      address: "Osprey Legal LLP · 2 Bank Row · osprey.example",
    },
  },
  "service-product-design": {
    seed: "service-product-design",
    name: brand.name,
    palette: { ...lumora, ground: "#bfae9a" },
    face: lumoraFace,
    scene: { kind: "desk", things: ["tablet", "notebook", "pen", "cup", "plant"], label: "User flows v3" },
  },
  "service-apps": {
    seed: "service-apps",
    name: "Basket",
    palette: { ground: "#d7ecf5", ink: "#0c2d3b", paper: "#ffffff", accent: "#0284c7", second: "#f43f5e" },
    face: face("outfit", 700),
    scene: {
      kind: "phones",
      screens: [
        {
          kind: "list",
          title: "Your basket",
          rows: ["Sourdough loaf|£3.20", "Oat milk × 2|£3.60", "Tomatoes|£2.10", "Delivery 6–7 pm|Free"],
        },
        { kind: "steps", step: 3, title: "On its way,\narriving 6:40", action: "Track the driver" },
      ],
    },
  },
  "service-seo-content": {
    seed: "service-seo-content",
    name: "Trailhead",
    palette: { ground: "#dcefd9", ink: "#14261c", paper: "#ffffff", accent: "#15803d", second: "#1d4ed8" },
    face: face("source-sans-3", 700),
    scene: {
      kind: "browser",
      page: {
        kind: "results",
        query: "best walking boots for wide feet",
        results: [
          "Walking boots for wide feet: 9 we tested",
          "How a walking boot should fit",
          "Wide-fit boots for women",
          "Breaking in new boots",
        ],
      },
    },
  },
  "service-growth-analytics": {
    seed: "service-growth-analytics",
    name: `${brand.shortName} Growth`,
    palette: { ground: "#f0e6c8", ink: "#1f1a0e", paper: "#ffffff", accent: "#ca8a04", second: lumora.accent },
    face: lumoraFace,
    scene: {
      kind: "browser",
      page: {
        kind: "dashboard",
        title: "Growth · last 90 days",
        tiles: [
          { label: "Sign-ups", figure: "4,812" },
          { label: "Activation", figure: "38%" },
          { label: "Cost per customer", figure: "$42" },
        ],
      },
    },
  },
  "chat-product-tour": {
    seed: "parley-product-tour",
    name: "Parley",
    palette: { ground: "#cfeeea", ink: "#0f2c2a", paper: "#ffffff", accent: "#0f766e", second: "#f59e0b" },
    face: face("lexend", 600),
    scene: {
      kind: "browser",
      page: {
        kind: "chat",
        headline: ["Questions?", "Ask us here"],
        messages: ["Do you ship to Porto?", "Yes, in 2 to 3 days", "Free over €50?", "Free over €50, yes"],
      },
    },
  },
  "fitness-workout-lower-body": {
    seed: "stride-lower-body",
    name: "Stride",
    palette: stride,
    face: face("oswald", 700),
    scene: { kind: "posters", headline: ["LOWER", "BODY"], detail: "30 min · Stride", motif: "stripes" },
  },
  "fitness-class-hiit": {
    seed: "stride-class-hiit",
    name: "Stride",
    palette: stride,
    face: face("oswald", 700),
    scene: {
      kind: "phones",
      screens: [
        {
          kind: "workout",
          title: "HIIT · 20 min",
          figure: "14:32",
          rows: ["Burpees|45 s", "Jump squats|45 s", "Rest|15 s"],
        },
        { kind: "rings", title: "Today", figure: "612 kcal" },
      ],
    },
  },
  "fitness-class-yoga": {
    seed: "stride-class-yoga",
    name: "Stride",
    palette: { ...stride, ground: "#d3e7d6", accent: "#16a34a", second: "#f59e0b" },
    face: face("oswald", 700),
    scene: {
      kind: "phones",
      screens: [
        {
          kind: "workout",
          title: "Morning flow",
          figure: "08:15",
          rows: ["Sun salutation|5 min", "Warrior II|2 min", "Child's pose|3 min"],
        },
        { kind: "steps", step: 2, title: "Breathe in,\nreach up", action: "Next pose" },
      ],
    },
  },
  "fitness-class-run": {
    seed: "stride-class-run",
    name: "Stride",
    palette: { ...stride, ground: "#d2e3f3", accent: "#2563eb", second: "#ea580c" },
    face: face("oswald", 700),
    scene: {
      kind: "phones",
      screens: [
        { kind: "workout", title: "Tempo run", figure: "5:12", rows: ["Warm-up|1 km", "Tempo|4 km", "Cool-down|1 km"] },
        { kind: "rings", title: "This week", figure: "18.4 km" },
      ],
    },
  },
  "course-digital-marketing": {
    seed: "learnwise-email",
    name: "Learnwise",
    palette: { ground: "#eadcf7", ink: "#2e1065", paper: "#ffffff", accent: "#9333ea", second: "#f59e0b" },
    face: face("lexend", 650),
    scene: {
      kind: "phones",
      screens: [
        {
          kind: "list",
          title: "Inbox",
          rows: ["Your spring picks|9:02", "20% off ends today|8:40", "Welcome to the club|Mon", "Your receipt|Sun"],
        },
        {
          kind: "balance",
          label: "Open rate, last send",
          figure: "48.2%",
          rows: ["Clicks|12.6%", "Replies|214", "Unsubscribed|0.3%"],
        },
      ],
    },
  },
  "course-photography": {
    seed: "learnwise-photography",
    name: "Learnwise",
    palette: { ground: "#c8b7a0", ink: "#1c1917", paper: "#ffffff", accent: "#ea580c", second: "#60a5fa" },
    face: face("lexend", 650),
    scene: { kind: "desk", things: ["camera", "prints", "notebook", "cup", "pen"], label: "Golden hour" },
  },
  "course-video-editing": {
    seed: "learnwise-video",
    name: "Learnwise",
    palette: { ground: "#3f3a4f", ink: "#111827", paper: "#ffffff", accent: "#f43f5e", second: "#38bdf8" },
    face: face("lexend", 650),
    scene: { kind: "desk", things: ["laptop", "notebook", "pen", "headphones", "cup"], label: "Shot list" },
  },
  "course-art-music": {
    seed: "learnwise-songwriting",
    name: "Learnwise",
    palette: { ground: "#d9c3a5", ink: "#1f1a17", paper: "#fffdf7", accent: "#d97706", second: "#7c3aed" },
    face: face("lexend", 650),
    scene: { kind: "desk", things: ["keyboard", "notebook", "pen", "cup", "plant"], label: "Verse one" },
  },
  "course-lifestyle": {
    seed: "learnwise-mornings",
    name: "Learnwise",
    palette: { ground: "#e3d9c6", ink: "#1f2a1f", paper: "#ffffff", accent: "#65a30d", second: "#86efac" },
    face: face("lexend", 650),
    scene: { kind: "desk", things: ["notebook", "plant", "pen", "cup", "palette"], label: "Morning pages" },
  },
  "course-ui-ux": {
    seed: "learnwise-design-systems",
    name: "Learnwise",
    palette: { ground: "#c9d4e6", ink: "#0f172a", paper: "#ffffff", accent: "#2563eb", second: "#f472b6" },
    face: face("lexend", 650),
    scene: { kind: "desk", things: ["tablet", "notebook", "pen", "cup", "plant"], label: "Tokens first" },
  },
  "writer-demo-film": {
    seed: "inkwell-demo-film",
    name: "Inkwell",
    palette: { ground: "#f1d7ea", ink: "#1f1230", paper: "#ffffff", accent: "#a21caf", second: "#f59e0b" },
    face: instrumentSerif,
    scene: {
      kind: "browser",
      page: {
        kind: "editor",
        title: "How to cut customer onboarding time in half",
        lines: [
          "Most new customers decide in their first week",
          "whether your product is worth the effort.",
          "The fastest way to win that week is to",
          "remove every step that does not teach",
          "them something.",
        ],
      },
    },
  },
  "consulting-client-film": {
    seed: "meridian-client-film",
    name: "Meridian Advisory",
    palette: { ground: "#8c7a68", ink: "#13233f", paper: "#fbfaf7", accent: "#1e3a8a", second: "#b45309" },
    face: face("newsreader", 600),
    scene: {
      kind: "sheet",
      title: "Board pack\nHarbor Foods · Q3",
      items: [
        "Cash runway: 14 months",
        "Margin plan approved",
        "Two senior hires",
        "Risks reviewed",
        "Next board: 12 Nov",
      ],
      checked: 3,
    },
  },
} as const satisfies Record<string, CoverSpec>

export type CoverId = keyof typeof covers

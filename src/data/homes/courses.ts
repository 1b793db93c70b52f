/**
 * Home 4 (/home-4/): Learnwise, the online courses platform. One export per section, in the page's
 * order; the browser tests import it too, for the prices, plans and figures they expect.
 */
import type { CourseFinderProps } from "#/components/art/visuals/course-finder.tsx"
import type { LearningPathProps } from "#/components/art/visuals/learning-path.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { Course } from "#/components/sections/course-card.tsx"
import type { CourseGridProps } from "#/components/sections/course-grid.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { StatsBandProps } from "#/components/sections/stats-band.tsx"
import type { TestimonialGridProps } from "#/components/sections/testimonial-grid.tsx"
import type { TickerBandProps } from "#/components/sections/ticker-band.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import type { CoverId } from "#/data/art.ts"
import { type PersonId, personName } from "#/data/people.ts"
import { avatar, cover, type Unresolved } from "#/lib/pictures.ts"
import { faqPage, type StructuredData } from "#/lib/structured-data.ts"

export const brand = {
  name: "Learnwise",
  mark: "book",
  accent: "courses",
  tagline: "Online courses taught by people who do the work.",
} as const satisfies Brand

export const meta = {
  title: "Online courses taught by working experts",
  description:
    "Learn design, marketing, photography and more with Learnwise: over 20,700 courses, 50,000+ students and 250 schools and colleges, teaching since 1998.",
  // A getter: the FAQ it reads is defined further down.
  get jsonLd(): StructuredData[] {
    return [faqPage(faq.items)]
  },
}

export const hero = {
  id: "hero-title",
  eyebrow: "Learn at your own pace",
  title: "Learn new skills from experts who do the work",
  lead: "Choose from over 20,700 courses in design, marketing, photography and more. Short video lessons, real projects and instructors who answer your questions.",
  ctas: [
    { label: "Browse courses", href: "#courses-title" },
    { label: "Start for free", href: "/sign-up/", variant: "secondary" },
  ],
  note: "Trusted by 50,000+ students and 250 schools and colleges since 1998.",
  // Each chip leads to a part of this page (a section's heading), so none promises a page that is not there.
  chips: {
    label: "Explore Learnwise",
    links: [
      { label: "Popular courses", href: "#courses-title" },
      { label: "Browse topics", href: "#topics-title" },
      { label: "How lessons work", href: "#features-title" },
      { label: "Learning paths", href: "#about-title" },
      { label: "Teach a course", href: "#teach-title" },
    ],
  },
  // A catalogue opens on its search: the promise and the topics at the start, and beside them the
  // question every student arrives with, answered with courses.
  layout: "split",
  tone: "tint",
} satisfies HeroProps

export const facts = {
  id: "facts-title",
  title: "Learnwise in numbers",
  items: [
    { value: "20,700", label: "Online courses" },
    { value: "50,000+", label: "Students learning this month" },
    { value: "250", label: "Schools and colleges" },
    { value: "1998", label: "Teaching since" },
  ],
  // The violet band under the player: the school's size, said once and loudly.
  tone: "accent",
} satisfies StatsBandProps

export const topics = {
  id: "topics-title",
  eyebrow: "Topics",
  title: "Something for every curious mind",
  lead: "Browse the subjects our students love most, from marketing to music.",
  ticker: {
    label: "Course topics",
    items: [
      { kind: "topic", name: "Digital Marketing", icon: "megaphone" },
      { kind: "topic", name: "Photography", icon: "camera" },
      { kind: "topic", name: "Video Editing", icon: "video" },
      { kind: "topic", name: "Art & Music", icon: "music" },
      { kind: "topic", name: "Lifestyle", icon: "heart-pulse" },
      { kind: "topic", name: "UI/UX Design", icon: "pen-tool" },
      { kind: "topic", name: "Web Development", icon: "code" },
      { kind: "topic", name: "Data Analysis", icon: "bar-chart" },
      { kind: "topic", name: "Business Strategy", icon: "briefcase" },
      { kind: "topic", name: "Illustration", icon: "palette" },
      { kind: "topic", name: "Languages", icon: "globe" },
      { kind: "topic", name: "Personal Finance", icon: "banknote" },
    ],
  },
} satisfies TickerBandProps

const cardSizes = "(min-width: 1024px) 384px, (min-width: 768px) 46vw, 92vw"

type CatalogueEntry = Omit<Course, "image" | "instructor" | "cta"> & {
  cover: CoverId
  instructor: PersonId
  free?: boolean
}

/** The course catalogue: one entry per course, shown as cards and in the hero's fan of courses. */
const course = (entry: CatalogueEntry): Unresolved<Course> => ({
  tag: entry.tag,
  amount: entry.amount,
  rating: entry.rating,
  title: entry.title,
  price: entry.price,
  image: cover(entry.cover, { alt: "", widths: [400, 800], sizes: cardSizes }),
  instructor: { name: personName(entry.instructor), avatar: avatar(entry.instructor, 32) },
  // Every course's purchase button goes to /pricing-2/, where the plans include every course.
  cta: { label: entry.free ? "Enroll free" : "Purchase", href: "/pricing-2/" },
})

const catalogueEntries = [
  {
    tag: "Digital Marketing",
    amount: "18 lessons",
    rating: 4.7,
    title: "Email marketing that gets opened",
    price: "$10.00",
    cover: "course-digital-marketing",
    instructor: "noah-fischer",
  },
  {
    tag: "Photography",
    amount: "24 lessons",
    rating: 4.5,
    title: "Photography: light and composition",
    price: "free",
    free: true,
    cover: "course-photography",
    instructor: "isabel-santos",
  },
  {
    tag: "Video Editing",
    amount: "42 lessons",
    rating: 5.0,
    title: "Cinematic video editing, start to finish",
    price: "$650.00",
    cover: "course-video-editing",
    instructor: "rafael-costa",
  },
  {
    tag: "Art & Music",
    amount: "10 lessons",
    rating: 4.0,
    title: "Songwriting for complete beginners",
    price: "free",
    free: true,
    cover: "course-art-music",
    instructor: "valentina-rossi",
  },
  {
    tag: "Lifestyle",
    amount: "8 lessons",
    rating: 3.0,
    title: "Slow mornings: habits that stick",
    price: "$45.00",
    cover: "course-lifestyle",
    instructor: "yusuf-demir",
  },
  {
    tag: "UI/UX Design",
    amount: "36 lessons",
    rating: 4.8,
    title: "Design systems from scratch",
    price: "$250.00",
    cover: "course-ui-ux",
    instructor: "mei-lin-chen",
  },
] as const satisfies readonly CatalogueEntry[]

const catalogue = catalogueEntries.map(course)

/** A course of the catalogue as a card of the hero's fan: its cover sized for the fan's narrow cards. */
const fanned = ({ tag, title, rating, price, cover: id }: CatalogueEntry) => ({
  tag,
  title,
  rating,
  price,
  image: cover(id, { alt: "", widths: [240, 480], sizes: "(min-width: 1024px) 180px, (min-width: 640px) 30vw, 44vw" }),
})

export const heroVisual = {
  label:
    "The Learnwise course search: a student types “photo” under the question “What do you want to learn?” and sees Photography, Photo editing and Portrait lighting suggested, above three popular courses fanned out like cards, a photography course in the middle.",
  search: {
    prompt: "What do you want to learn?",
    query: "photo",
    button: "Search",
    suggestions: [
      { name: "Photography", icon: "camera", count: "42 courses" },
      { name: "Photo editing", icon: "wand", count: "18 courses" },
      { name: "Portrait lighting", icon: "sun", count: "7 courses" },
    ],
  },
  courses: {
    title: "Popular this week",
    items: [fanned(catalogueEntries[1]), fanned(catalogueEntries[2]), fanned(catalogueEntries[5])],
  },
} satisfies Unresolved<CourseFinderProps>

export const courses = {
  id: "courses-title",
  eyebrow: "Popular courses",
  title: "Start with a course our students love",
  lead: "Hand-picked from the catalogue this month: free taster courses and in-depth programmes.",
  items: catalogue,
  cta: { label: "See plans and pricing", href: "/pricing-2/" },
  tone: "tint",
} satisfies Unresolved<CourseGridProps>

export const features = {
  id: "features-title",
  eyebrow: "How you learn",
  title: "Built for learning that sticks",
  lead: "Every course follows the same simple shape, so you always know what comes next.",
  columns: 4,
  // Numbered rows: the shape of every course, read in order like the steps of a learning path.
  layout: "list",
  items: [
    {
      icon: "play",
      title: "Bite-size lessons",
      text: "Videos of 5 to 15 minutes, with transcripts and notes, that fit into a lunch break.",
    },
    {
      icon: "messages",
      title: "Instructors who reply",
      text: "Ask a question under any lesson and hear back from the instructor, usually the same week.",
    },
    {
      icon: "badge-check",
      title: "Certificates that count",
      text: "Finish the projects and earn a certificate you can share with employers.",
    },
    {
      icon: "globe",
      title: "Learn anywhere",
      text: "Pick up on your phone where you left off on your laptop, online or offline.",
    },
  ],
} satisfies FeatureGridProps

export const about = {
  id: "about-title",
  eyebrow: "Why Learnwise",
  title: "Teaching people new skills since 1998",
  paragraphs: [
    "Learnwise began as an evening school for adults in Manchester. We moved online early and never stopped asking the same question: what helps a busy person actually finish a course?",
    "Today 250 schools and colleges teach with us, and 50,000+ students learn here every month.",
  ],
  bullets: [
    "Short lessons with transcripts",
    "Projects reviewed by instructors",
    "Certificates employers recognise",
    "Download lessons for offline",
  ],
  ctas: [{ label: "Learn more", context: "about Learnwise", href: "/about/" }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

export const aboutVisual = {
  label: "A learner's progress through a 24-lesson photography course: two modules done, the third under way.",
  title: "Light and composition",
  summary: "62% complete",
  modules: [
    { title: "Camera basics", detail: "4 lessons", progress: 100 },
    { title: "Light and exposure", detail: "6 lessons", progress: 100 },
    { title: "Composition", detail: "5 lessons", progress: 60 },
    { title: "Editing and sharing", detail: "9 lessons", progress: 0 },
  ],
  toast: { title: "Certificate unlocked", text: "Finish module 4 to earn it" },
} satisfies LearningPathProps

const student = (id: PersonId) => avatar(id, 48)

export const testimonials = {
  id: "testimonials-title",
  eyebrow: "Student stories",
  title: "Learners who changed course",
  items: [
    {
      quote:
        "I took the design systems course in the evenings while working in customer support. Six months later I had a portfolio, and now I work as a junior product designer.",
      name: personName("ingrid-solberg"),
      role: "Product designer, Oslo",
      avatar: student("ingrid-solberg"),
      rating: 5,
    },
    {
      quote:
        "The free photography course hooked me. The lessons are short, the projects are real, and Isabel actually commented on my photos. I have since bought three more courses.",
      name: personName("ethan-brooks"),
      role: "Hobby photographer, Denver",
      avatar: student("ethan-brooks"),
      rating: 5,
    },
  ],
} satisfies Unresolved<TestimonialGridProps>

export const teach = {
  id: "teach-title",
  eyebrow: "Teach on Learnwise",
  title: "Share what you know and get paid for it",
  lead: "Thousands of designers, photographers and marketers teach on Learnwise alongside their day jobs. We help you plan, film and launch your first course.",
  bullets: [
    "Free course-building tools",
    "A producer for your first course",
    "Payouts every month",
    "Students in 140 countries",
  ],
  ctas: [{ label: "Become an instructor", href: "/sign-up/" }],
  tone: "brand",
} satisfies ContentSplitProps

export const teachVisual = {
  title: "Instructor dashboard · monthly earnings",
  caption: "Mei-Lin Chen, Design systems from scratch, last 14 months",
  series: [820, 910, 880, 1040, 1190, 1160, 1380, 1520, 1490, 1710, 1860, 1930, 2140, 2380],
  tiles: [
    { label: "Students enrolled", value: "3,284", trend: "▲ 412", icon: "users" },
    { label: "Course rating", value: "4.8", trend: "1,120 reviews", icon: "star" },
  ],
} satisfies ResultsPanelProps

export const faq = {
  id: "faq-title",
  eyebrow: "FAQ",
  title: "Questions before you start",
  tone: "tint",
  items: [
    {
      question: "Do I get a certificate when I finish a course?",
      answer: [
        "Yes. Every paid course ends with a certificate that shows the projects you completed. Add it to your CV or share it straight to LinkedIn.",
      ],
    },
    {
      question: "Can I try a course before I pay for it?",
      answer: [
        "Many courses are free, and the first two lessons of every paid course are open to everyone. If a paid course is not for you, ask for a refund within 14 days.",
      ],
    },
    {
      question: "How long can I keep watching a course?",
      answer: [
        "For as long as you like. You keep every course you buy, including updates the instructor adds later, on the web and in the app.",
      ],
    },
  ],
} satisfies FaqSectionProps

export const cta = {
  id: "cta-title",
  title: "Your next skill starts with one lesson",
  lead: "Join 50,000+ students learning with Learnwise. Start with a free course today, or talk to us about bringing Learnwise to your school.",
  ctas: [
    { label: "Start for free", href: "/sign-up/" },
    { label: "Contact us", href: "/contact/" },
  ],
} satisfies CtaBannerProps

export const footer = {
  blurb: "Learnwise is online courses taught by people who do the work, for students, schools and colleges since 1998.",
  cta: { label: "Start for free", href: "/sign-up/" },
  columns: [
    {
      title: "Learn",
      links: [
        { label: "Popular courses", href: "#courses-title" },
        { label: "Topics", href: "#topics-title" },
        { label: "How lessons work", href: "#features-title" },
        { label: "Plans and pricing", href: "/pricing-2/" },
      ],
    },
    {
      title: "Teach",
      links: [
        { label: "Teach on Learnwise", href: "#teach-title" },
        { label: "For schools", href: "/contact/" },
        { label: "Blog", href: "/blog/" },
        { label: "About", href: "/about/" },
      ],
    },
    {
      title: "Account",
      links: [
        { label: "Sign in", href: "/sign-in/" },
        { label: "Create an account", href: "/sign-up/" },
        { label: "Questions", href: "#faq-title" },
      ],
    },
  ],
} satisfies ProductFooterCopy

/**
 * Home 4 (/home-4/): the sections that are plain data (text and figures, no pictures). courses.ts
 * re-exports them with the rest of the page; they live here so that code outside Astro can import
 * them, and the browser tests read the prices, plans and figures they expect from here.
 */
import type { ProductFooterCopy } from "@/components/layout/product-footer"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { FaqSectionProps } from "@/components/sections/faq-section"
import type { HeroProps } from "@/components/sections/hero"
import type { StatsBandProps } from "@/components/sections/stats-band"
import type { TickerBandProps } from "@/components/sections/ticker-band"

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
  // A catalogue opens on its shelves: the promise and the topics centred, the course player wide below.
  layout: "centered",
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

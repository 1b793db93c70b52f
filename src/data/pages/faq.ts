/**
 * The FAQ pages (/faq/, /faq-2/, /faq-3/, /faq-4/): one set of questions, shown four ways.
 * Edit a question here and every FAQ page follows.
 */
import type { FaqGridProps, FaqHelp } from "#/components/sections/faq-grid.tsx"
import type { FaqSectionProps } from "#/components/sections/faq-section.tsx"
import { questionList, type AccordionItem } from "#/components/ui/accordion.tsx"
import type { EmptyStateProps } from "#/components/ui/empty-state.tsx"
import type { SectionHeadingProps } from "#/components/ui/section-heading.tsx"
import { contact, brand } from "#/config/site.ts"
import type { TabItem } from "#/lib/tabs.ts"

export const generalQuestions = questionList([
  {
    question: `What does ${brand.name} do?`,
    answer: [
      "We are a senior team of strategists, designers and engineers. We shape brands, design and build marketing websites, and take web and mobile products from first sketch to launch.",
    ],
  },
  {
    question: "How long does a typical project take?",
    answer: [
      "A marketing website usually takes six to ten weeks from kickoff to launch. A brand identity takes four to six weeks, and a first product release eight to sixteen, depending on scope.",
    ],
  },
  {
    question: "How much does a project cost?",
    answer: [
      "Websites start at $18,000 and product work is planned in monthly sprints. After a free discovery call you get a fixed quote with every deliverable listed, so there are no surprises.",
    ],
  },
  {
    question: "Do you work with early-stage startups?",
    answer: [
      "Yes. About a third of our clients are pre-seed to Series A. We can start with a lean brand and landing page and grow the system with you as you raise and hire.",
    ],
  },
  {
    question: "Who owns the designs and code at the end?",
    answer: [
      "You do. Once the final invoice is paid, every design file, line of code and asset is yours, handed over in your own Figma, GitHub and hosting accounts.",
    ],
  },
  {
    question: "Can you work alongside our in-house team?",
    answer: [
      "Often we do. We join your Slack, follow your rituals and pair with your designers and engineers, so the work keeps going smoothly after we step back.",
    ],
  },
])

export const accountQuestions = questionList([
  {
    question: "How do I get access to the client portal?",
    answer: [
      "Your project manager sends an invitation on the day of kickoff. Accept it, choose a password, and you will see timelines, designs waiting for approval and every file we share.",
    ],
  },
  {
    question: "I forgot my password. How do I reset it?",
    answer: [
      "Use the Forget password link on the sign-in page and enter the email address you were invited with. The reset link arrives within a few minutes and works for one hour.",
    ],
  },
  {
    question: "How do I add a teammate to my account?",
    answer: [
      "Open Settings, then People, and invite them by email. Choose whether they can approve work or only view and comment; you can change it at any time.",
    ],
  },
  {
    question: "How quickly does support reply?",
    answer: [
      "Within 24 hours on working days, and on the same day for clients on the Popular Plan. Anything that takes a live site down is handled around the clock.",
    ],
  },
  {
    question: "Can I download all of my project files?",
    answer: [
      "Yes. Every project has a Download all button that bundles the source files, exports and brand guidelines into one archive, ready for your own storage.",
    ],
  },
])

export const technicalQuestions = questionList([
  {
    question: "Which technologies do you build with?",
    answer: [
      "Marketing sites are static-first with Astro and a headless CMS your team can edit. Products use React and TypeScript on the front end and well-supported, boring back-end choices.",
    ],
  },
  {
    question: "How do you make sure a site is accessible?",
    answer: [
      "We design and test to WCAG 2.2 AA: automated checks on every change, then keyboard and screen-reader passes on real devices before each release.",
    ],
  },
  {
    question: "How fast will my website be?",
    answer: [
      "Each project gets a performance budget at kickoff. Our sites typically load their main content in under 1.5 seconds on a mid-range phone and pass Core Web Vitals.",
    ],
  },
  {
    question: "Where will my site be hosted?",
    answer: [
      "Wherever suits you. We usually deploy to a global CDN such as Netlify, Vercel or Cloudflare Pages, set up in your account so you never depend on us to keep it online.",
    ],
  },
  {
    question: "Do you write automated tests?",
    answer: [
      "Yes. Unit tests cover the logic, end-to-end tests cover the journeys that matter, and both run on every pull request before anything reaches production.",
    ],
  },
])

const help = {
  title: "Still have questions?",
  text: "Can't find the answer you need? Our team replies to every message, usually on the same working day.",
  channels: [
    {
      icon: "mail",
      label: "Email us",
      value: contact.email.label,
      href: contact.email.href,
      note: "Reply within 24 hours",
    },
    { icon: "phone", label: "Call us", value: contact.phone.label, href: contact.phone.href, note: contact.hours },
    { icon: "map-pin", label: "Visit the studio", value: contact.address, note: "By appointment" },
  ],
  cta: { label: "Contact us", href: "/contact/" },
} satisfies FaqHelp

export const faq1 = {
  meta: {
    title: "Frequently asked questions",
    description: `Answers to the questions clients ask ${brand.name} most: what we do, timelines, costs, ownership and working with your team.`,
  },
  banner: { title: "FAQ", lead: "Quick answers to the questions we hear most before a project starts." },
  grid: {
    id: "faq-grid-title",
    eyebrow: "FAQ",
    title: "Questions we hear every week",
    lead: "Everything you need to know before booking a discovery call with us.",
    items: generalQuestions,
  } satisfies FaqGridProps,
}

export const faq2 = {
  meta: {
    title: "Questions and answers",
    description: `Common questions about working with ${brand.name}, plus every way to reach our team when your question is not answered here.`,
  },
  banner: {
    title: "Questions & Answers",
    lead: "The short version of how we work, and how to reach us when you need more.",
  },
  grid: {
    id: "faq-answers-title",
    eyebrow: "Good to know",
    title: "Answers before you ask",
    lead: "Six things clients usually want to settle in the first call.",
    items: generalQuestions,
    columns: 3,
    tone: "tint",
    help,
  } satisfies FaqGridProps,
}

export const faq3 = {
  meta: {
    title: "Help center",
    description: `${brand.name} help center: general questions about projects and answers about your client account, passwords and support.`,
  },
  banner: { title: "Help Center", lead: "Browse by topic. Open a question to read its answer." },
  general: {
    id: "general-questions-title",
    eyebrow: "Projects",
    title: "General Question",
    items: generalQuestions,
  } satisfies FaqSectionProps,
  account: {
    id: "account-support-title",
    eyebrow: "Your account",
    title: "Account & Support",
    items: accountQuestions,
    tone: "tint",
  } satisfies FaqSectionProps,
}

const tabs = [
  { id: "general", label: "General Question" },
  { id: "account", label: "Account & Support" },
  { id: "purchasing", label: "Purchasing Online" },
  { id: "technical", label: "Technical Methods" },
] satisfies [TabItem, TabItem, TabItem, TabItem]

export const faq4 = {
  meta: {
    title: "Support topics",
    description: `Find answers by topic: general questions, account and support, purchasing online and the technical methods ${brand.name} uses.`,
  },
  banner: { title: "Support Topics", lead: "Pick a topic to see the questions and answers in it." },
  heading: {
    id: "faq-topics-title",
    eyebrow: "FAQ",
    title: "How can we help?",
    lead: "Choose a topic below. Every answer is written by the people who do the work.",
  } satisfies SectionHeadingProps,
  tabs: { id: "faq-topics", label: "FAQ topics", tabs },
  /** One entry per tab, in the tab order. An empty list shows `empty` instead of an accordion. */
  panels: [
    { tab: tabs[0], items: generalQuestions },
    { tab: tabs[1], items: accountQuestions },
    { tab: tabs[2], items: [] },
    { tab: tabs[3], items: technicalQuestions },
  ] as const satisfies readonly { tab: TabItem; items: readonly AccordionItem[] }[],
  empty: {
    icon: "inbox",
    title: "No questions here yet",
    text: "We are still gathering the questions people ask about buying online. Ask us yours and we will answer within one working day, then add it here.",
    cta: { label: "Ask a question", href: "/contact/", variant: "primary" },
  } satisfies EmptyStateProps,
}

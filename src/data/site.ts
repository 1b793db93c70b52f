/**
 * The shell's copy in English: the menu, the footer, the account links and the words of the shared
 * players and controls. The brand, the address and the contact facts are src/config/site.ts's.
 */
import { brand, contact } from "#/config/site.ts"
import type { FooterContent, MenuItem } from "#/components/layout/menu-types.ts"

export const account = {
  login: { label: "Login", href: "/sign-in/" },
  signUp: { label: "Sign up free", href: "/sign-up/" },
} as const

/**
 * The words of the two shared players: props of their islands, so they travel in the page's HTML
 * and not in every page's JavaScript.
 */
export const videoLabels = {
  play: "Play video",
  close: "Close video",
  watchOn: "Watch on",
  loadsFrom: "Plays from",
  newTab: "(opens in a new tab)",
}
export const sliderLabels = {
  previous: "Previous testimonial",
  next: "Next testimonial",
  goTo: "Show testimonial",
  pause: "Pause automatic slides",
  play: "Play automatic slides",
}

/** The app-store badges, drawn rather than fetched: each link's name and the badge's two lines. */
export const storeBadgeLabels = {
  appStore: { label: "Download on the App Store", eyebrow: "Download on the", store: "App Store" },
  googlePlay: { label: "Get it on Google Play", eyebrow: "Get it on", store: "Google Play" },
}

/** The theme control in the header and the mobile menu: its group label and its three settings. */
export const themeControl = {
  label: "Theme",
  options: { system: "System", light: "Light", dark: "Dark" },
} as const

export const mainMenu = [
  {
    id: "demos",
    label: "Demos",
    children: [
      { label: "Digital Agency", href: "/" },
      { label: "Live Chat", href: "/home-2/" },
      { label: "Fitness App", href: "/home-3/" },
      { label: "Online Courses", href: "/home-4/" },
      { label: "SEO Agency", href: "/home-5/" },
      { label: "Cold Email", href: "/home-6/" },
      { label: "Web Hosting", href: "/home-7/" },
      { label: "Consulting", href: "/home-8/" },
      { label: "Time Tracking", href: "/home-9/" },
      { label: "AI Writer", href: "/home-10/" },
    ],
  },
  { label: "About Us", href: "/about/" },
  {
    id: "pages",
    label: "Pages",
    children: [
      {
        id: "services",
        label: "Services",
        children: [
          { label: "Services", href: "/service/" },
          { label: "Services Details", href: "/service-details/" },
        ],
      },
      { label: "Team", href: "/team/" },
      {
        id: "pricing",
        label: "Pricing",
        children: [
          { label: "Pricing", href: "/pricing/" },
          { label: "Pricing 2", href: "/pricing-2/" },
        ],
      },
      {
        id: "career",
        label: "Career",
        children: [
          { label: "Career", href: "/career/" },
          { label: "Career Details", href: "/career-details/" },
        ],
      },
      {
        id: "portfolio",
        label: "Portfolio",
        children: [
          { label: "Portfolio Classic", href: "/portfolio/" },
          { label: "Portfolio Modern", href: "/portfolio-3/" },
          { label: "Portfolio Minimal", href: "/portfolio-4/" },
          { label: "Portfolio Details", href: "/portfolio-details/" },
        ],
      },
      {
        id: "blog",
        label: "Blog",
        children: [
          { label: "Blog", href: "/blog/" },
          { label: "Blog Details", href: "/blog-details/" },
        ],
      },
      {
        id: "faq",
        label: "FAQ",
        children: [
          { label: "FAQ 1", href: "/faq/" },
          { label: "FAQ 2", href: "/faq-2/" },
          { label: "FAQ 3", href: "/faq-3/" },
          { label: "FAQ 4", href: "/faq-4/" },
        ],
      },
      {
        id: "utility",
        label: "Utility",
        children: [
          { label: "404 Page", href: "/404" },
          { label: "Coming Soon", href: "/coming-soon/" },
        ],
      },
      {
        id: "account",
        label: "Account",
        children: [
          { label: "Sign In", href: "/sign-in/" },
          { label: "Sign Up", href: "/sign-up/" },
          { label: "Reset Password", href: "/reset-password/" },
        ],
      },
    ],
  },
  {
    id: "contact",
    label: "Contact",
    children: [
      { label: "Contact", href: "/contact/" },
      { label: "Contact 2", href: "/contact-2/" },
      { label: "Contact 3", href: "/contact-3/" },
    ],
  },
] as const satisfies readonly MenuItem[]

/** A product home's copyright line, under that product's own footer (src/components/layout/product-footer.tsx). */
export const productCopyright = (name: string) => `© ${new Date().getFullYear()} ${name}. All rights reserved.`

export const socials = [
  { network: "x", label: `${brand.name} on X`, href: "https://x.com/" },
  { network: "instagram", label: `${brand.name} on Instagram`, href: "https://www.instagram.com/" },
  { network: "dribbble", label: `${brand.name} on Dribbble`, href: "https://dribbble.com/" },
  { network: "github", label: `${brand.name} on GitHub`, href: "https://github.com/" },
] as const

export const footer = {
  blurb:
    "We are a small senior team of designers, engineers and strategists. We turn fuzzy ideas into brands, websites and products people enjoy using.",
  columns: [
    {
      title: "Company",
      links: [
        { label: "About Us", href: "/about/" },
        { label: "Services", href: "/service/" },
        { label: "Team", href: "/team/" },
        { label: "Career", href: "/career/" },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Portfolio", href: "/portfolio/" },
        { label: "Blog", href: "/blog/" },
        { label: "Pricing", href: "/pricing/" },
        { label: "FAQ", href: "/faq/" },
      ],
    },
    {
      title: "Get started",
      links: [
        { label: "Request a Quote", href: "/quote/" },
        { label: "Contact", href: "/contact/" },
        { label: "Sign In", href: "/sign-in/" },
        { label: "Sign Up", href: "/sign-up/" },
      ],
    },
  ],
  contactTitle: "Say hello",
  contact,
  socials,
  newsletter: {
    title: "Notes from the studio",
    text: "One short email a month: what we shipped, what we learned. No spam, unsubscribe any time.",
    placeholder: "Enter your email",
    button: "Subscribe",
  },
  // The build year: a static site is rebuilt whenever it changes.
  copyright: `© ${new Date().getFullYear()} ${brand.legalName}. All rights reserved.`,
  backToTop: "Back to top",
  legal: {
    label: "Legal",
    links: [
      { label: "Privacy", href: "/privacy/" },
      { label: "Terms", href: "/terms/" },
      { label: "Imprint", href: "/imprint/" },
      { label: "Accessibility", href: "/accessibility/" },
      { label: "Cookies", href: "/cookies/" },
    ],
  },
} as const satisfies FooterContent

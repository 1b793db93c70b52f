/**
 * The site configuration: brand, navigation, footer, socials and switches. A buyer renames the
 * agency, points the menu elsewhere or turns the preloader off here, without touching components.
 * (Imported by astro.config.ts too, so it only uses relative imports.)
 */
import type { Brand } from "../components/ui/logo.tsx"
import type { FooterContent, MenuItem } from "../components/layout/menu-types.ts"

/**
 * The brand, in one place: pages, share images, icons, structured data and the deploy
 * files all read it. Copy names it through `brand.name` (or `brand.shortName` where people would say
 * it short); content files in src/content write `{brand}`.
 */
export const brand = {
  name: "Lumora Studio",
  /** How people say it in a hurry ("Life at Lumora"). */
  shortName: "Lumora",
  /** The company's registered name, for the copyright line. */
  legalName: "Lumora Studio",
  mark: "spark",
  accent: "agency",
  tagline: "Digital products, brands and websites that grow with you.",
} as const satisfies Brand

export const site = {
  /**
   * The address of the home page: canonical URLs, the sitemap, share tags and the deploy files are
   * built from it. A site under a sub-path includes it ("https://acme.github.io/lumora/"), and then
   * every link and asset is served under /lumora/ (src/lib/url.ts).
   */
  url: "https://lumora.example.com",
  name: brand.name,
  lang: "en",
  locale: "en_US",
  titleTemplate: (title: string) => `${title} | ${brand.name}`,
  defaultDescription: `${brand.name} designs and builds brands, websites and digital products for ambitious teams.`,
  /** The 1000 ms loading bar drawn over the painted page. Set to false to remove it everywhere. */
  preloader: true,
} as const

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

/** Addresses like hello@… use the site's own domain. */
export const emailDomain = new URL(site.url).hostname.replace(/^www\./, "")

export const contact = {
  address: "214 Harbor Street, Suite 5, Portland, OR 97204",
  phone: { label: "+1 (503) 555-0142", href: "tel:+15035550142" },
  email: { label: `hello@${emailDomain}`, href: `mailto:hello@${emailDomain}` },
  hours: "Monday–Friday, 9 am to 5 pm EST",
} as const

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
} as const satisfies FooterContent

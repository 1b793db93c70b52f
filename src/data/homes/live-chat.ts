/**
 * Home 2 (/home-2/): Parley, live chat and a shared inbox. One export per section, in the page's
 * order; the browser tests import it too, for the prices, plans and figures they expect.
 */
import type { ChatOnSiteProps } from "#/components/art/visuals/chat-on-site.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { VisitorListProps } from "#/components/art/visuals/visitor-list.tsx"
import type { WidgetStylerProps } from "#/components/art/visuals/widget-styler.tsx"
import type { VideoDialogContent } from "#/components/islands/video-dialog.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { CtaBannerProps } from "#/components/sections/cta-banner.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { IntegrationGridProps } from "#/components/sections/integration-grid.tsx"
import type { PlanFeature, PricingPlan, PricingTableProps } from "#/components/sections/pricing-table.tsx"
import type { TestimonialGridProps } from "#/components/sections/testimonial-grid.tsx"
import type { TickerBandProps } from "#/components/sections/ticker-band.tsx"
import type { VideoBandProps } from "#/components/sections/video-band.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { avatar, cover, type Unresolved } from "#/lib/pictures.ts"
import { videoEmbed } from "#/lib/video-embed.ts"

export const brand = {
  name: "Parley",
  mark: "bubble",
  accent: "live-chat",
  tagline: "Live chat and a shared inbox for teams that answer fast.",
} as const satisfies Brand

export const meta = {
  title: "Live chat software for support and sales teams",
  description:
    "Parley puts a friendly chat widget on your website and every conversation in one shared inbox. Rated 4.9/5 from over 600 reviews. Start free.",
}

export const hero = {
  id: "hero-title",
  eyebrow: "Live chat + shared inbox",
  title: "Answer every visitor while they are still on your site",
  lead: "Parley puts a friendly chat widget on your website and every conversation in one shared inbox, so your team replies in seconds instead of hours.",
  ctas: [
    { label: "Start free", href: "/sign-up/" },
    { label: "Book a demo", href: "/contact/", variant: "secondary" },
  ],
  rating: { value: 4.9, text: "Rated 4.9/5 from over 600 reviews" },
  note: "Free plan for small teams. Set up in five minutes, no developer needed.",
  // The product is the conversation: the widget on a customer's page takes the start side and the
  // larger share, where the eye lands first, and the words answer it at the end.
  layout: "split",
  balance: "media",
  side: "start",
} satisfies HeroProps

export const heroVisual = {
  label:
    "A furniture shop's checkout page with the Parley chat widget open in its corner: the shopper asks whether she can still change her delivery address, an agent says yes within the minute and is typing again; the launcher button under the widget, and a first reply time of 38 seconds.",
  site: {
    url: "hearthandhome.example/checkout",
    name: "Hearth & Home",
    step: "Checkout · 2 of 3",
    item: { name: "Linen sofa cover", detail: "Oat · 3-seater", price: "€89.00" },
    rows: [
      { label: "Delivery", value: "Free · Thursday" },
      { label: "Deliver to", value: "Rua Augusta 12, Lisbon" },
    ],
    total: { label: "Total", value: "€89.00" },
    button: "Place order",
  },
  widget: {
    title: "Hearth & Home",
    status: "We reply in under a minute",
    agents: (["sienna-clarke", "hiro-tanaka", "jamal-wright"] as const).map((id) => avatar(id, 28)),
    agent: { name: "Sienna Clarke", avatar: avatar("sienna-clarke", 24) },
    messages: [
      {
        from: "visitor",
        text: "Hi! I just ordered the linen sofa cover. Can I still change the address?",
        time: "10:42",
      },
      { from: "agent", text: "Hi Beatriz, yes! It hasn't shipped yet. What's the new address?", time: "10:42" },
      { from: "visitor", text: "Rua das Flores 28, Porto. Thank you so much!", time: "10:43" },
    ],
    typing: "Sienna is typing…",
    input: "Type your message…",
  },
  stat: { label: "First reply time", value: "38 s", trend: "▼ 64%", icon: "timer" },
} satisfies Unresolved<ChatOnSiteProps>

export const features = {
  id: "features-title",
  eyebrow: "Features",
  title: "Everything your team needs to talk to customers",
  lead: "One light widget on your site, one inbox for your team, and the automation that keeps both quiet until a person is needed.",
  columns: 3,
  layout: "bento",
  items: [
    {
      icon: "message-circle",
      title: "Live chat widget",
      text: "A fast, accessible widget in your colours that loads after your page and works on every device.",
    },
    {
      icon: "inbox",
      title: "Shared inbox",
      text: "Chat, email, WhatsApp and Messenger land in one queue, with assignments so nobody answers twice.",
    },
    {
      icon: "users",
      title: "Visitor list",
      text: "See who is on your site right now, the page they are reading and how they found you.",
    },
    {
      icon: "zap",
      title: "Automatic messages",
      text: "Greet returning shoppers, nudge visitors stuck on checkout and answer after-hours questions for you.",
    },
    {
      icon: "sparkles",
      title: "Saved replies",
      text: "Type a slash to drop in an answer your team has polished, with the customer's name already filled in.",
    },
    {
      icon: "bar-chart",
      title: "Reports",
      text: "Reply times, busiest hours and satisfaction per agent, in a summary that lands every Monday.",
    },
  ],
} satisfies FeatureGridProps

// The lead tile's picture: the widget as its settings preview shows it.
export const featuresVisual = {
  label:
    "The Parley chat widget's settings preview: the widget in the site's colour with a greeting, a colour picker and the launcher.",
  team: "Fernhill Outfitters",
  replies: "Usually replies in 2 minutes",
  greeting: "Hi there! Looking for the right boots? Ask us anything.",
  placeholder: "Write a message…",
  colour: "Widget colour",
} satisfies WidgetStylerProps

export const visitors = {
  id: "visitors-title",
  eyebrow: "Visitor list",
  title: "See who needs help before they ask",
  lead: "The visitor list shows everyone on your site in real time. Spot the shopper who has been on the checkout page for three minutes and say hello.",
  bullets: [
    "Live page and time on site",
    "Cart value from your store",
    "Start a chat in one click",
    "Messages by page or by delay",
  ],
  ctas: [{ label: "Start free", href: "/sign-up/" }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

export const visitorsVisual = {
  label:
    "The live visitor list: five visitors with their city, the page they are on and how long they have been there.",
  title: "Visitors right now",
  online: "18 online",
  columns: ["Visitor", "Page", "On site"],
  stateLabels: { chatting: "In chat", browsing: "Browsing", waiting: "Waiting" },
  visitors: [
    { name: "Beatriz Moreno", place: "Porto, PT", page: "/checkout", time: "4:12", state: "chatting" },
    { name: "Visitor #4821", place: "Austin, US", page: "/pricing", time: "2:37", state: "waiting" },
    { name: "Freya Lindgren", place: "Oslo, NO", page: "/shipping", time: "1:05", state: "chatting" },
    { name: "Visitor #4830", place: "Leeds, UK", page: "/products/linen-throw", time: "0:48", state: "browsing" },
    { name: "Marcus Bell", place: "Toronto, CA", page: "/blog/care-guide", time: "6:20", state: "browsing" },
  ],
  toast: { title: "Automatic message sent", text: "“Need a hand with checkout?” to Visitor #4821" },
} satisfies VisitorListProps

export const reports = {
  id: "reports-title",
  eyebrow: "Reports",
  title: "Know what is working, every single week",
  lead: "Parley counts the things that matter to a support lead: how fast you answer, how customers feel afterwards and how many chats end in a sale.",
  paragraphs: [
    "Every Monday the whole team gets a one-page summary. Dig deeper by agent, channel or page whenever you need to.",
  ],
  stats: [
    { value: "38 s", label: "Median first reply" },
    { value: "94%", label: "Happy after a chat" },
    { value: "+27%", label: "Checkout conversion" },
  ],
  ctas: [{ label: "Compare plans", href: "#pricing-title" }],
} satisfies ContentSplitProps

export const reportsVisual = {
  title: "Chats resolved per week",
  caption: "Hearth & Home, the 14 weeks since switching to Parley",
  series: [120, 131, 128, 146, 152, 149, 171, 183, 179, 198, 214, 220, 236, 251],
  tiles: [
    { label: "Satisfaction", value: "94%", trend: "▲ 6 pts", icon: "star" },
    { label: "Median reply", value: "38 s", trend: "▼ 21 s", icon: "timer" },
  ],
} satisfies ResultsPanelProps

export const video = {
  id: "video-title",
  eyebrow: "Product tour",
  title: "See Parley in two minutes",
  lead: "Watch Sienna from our support team install the widget, route chats to the right people and close a conversation from her phone.",
  points: [
    { value: "5 min", label: "To install the widget" },
    { value: "1 inbox", label: "For chat, email and social" },
    { value: "24/7", label: "Automatic answers after hours" },
  ],
  tone: "dark",
} satisfies VideoBandProps

/** Homes 1–4 never autoplay (sound on). */
export const tour = {
  id: "parley-tour",
  title: "A two-minute tour of Parley",
  embed: videoEmbed({ host: "youtube", id: "ScMzIvxBSi4" }, { autoplay: false }),
  look: "poster",
  poster: cover("chat-product-tour", {
    alt: "",
    widths: [480, 800, 1200],
    sizes: "(min-width: 1100px) 1000px, 92vw",
  }),
} satisfies Unresolved<VideoDialogContent>

export const testimonials = {
  id: "testimonials-title",
  eyebrow: "Customer stories",
  title: "Teams that reply faster with Parley",
  lead: "Rated 4.9/5 from over 600 reviews by support and sales teams.",
  layout: "wall",
  items: [
    {
      quote:
        "We moved from email-only support to Parley in an afternoon. Our first reply time dropped from four hours to under a minute, and chat now brings in a fifth of our online sales.",
      name: "Olivia Grant",
      role: "Head of Support, Hearth & Home",
      avatar: avatar("olivia-grant", 48),
      rating: 5,
    },
    {
      quote:
        "The visitor list is the feature I didn't know I needed. When someone sits on the sizing page for three minutes we say hello, and half the time they buy.",
      name: "Diego Herrera",
      role: "Founder, Tandem Bikes",
      avatar: avatar("diego-herrera", 48),
      rating: 5,
    },
    {
      quote:
        "Six of us share one inbox across chat, email and WhatsApp. Assignments and saved replies mean nobody answers the same customer twice any more.",
      name: "Priscilla Osei",
      role: "Customer Success Lead, Brightdesk",
      avatar: avatar("priscilla-osei", 48),
      rating: 5,
    },
  ],
} satisfies Unresolved<TestimonialGridProps>

export const customers = {
  id: "customers-title",
  title: "Support and sales teams that chat on Parley",
  size: "strip",
  ticker: {
    label: "Parley customers",
    items: [
      { kind: "wordmark", name: "Hearth & Home", glyph: "leaf" },
      { kind: "wordmark", name: "Tandem", glyph: "circle" },
      { kind: "wordmark", name: "Brightdesk", glyph: "squares" },
      { kind: "wordmark", name: "Kettlebird", glyph: "ring" },
      { kind: "wordmark", name: "Lumen Labs", glyph: "hexagon" },
      { kind: "wordmark", name: "Wavecrest", glyph: "wave" },
      { kind: "wordmark", name: "Summit Goods", glyph: "triangle" },
      { kind: "wordmark", name: "Fernway", glyph: "leaf" },
    ],
  },
} satisfies TickerBandProps

/** Every plan lists the same lines, so the cards compare line by line. */
const line = (text: string, included: boolean, limit?: string): PlanFeature => ({ text, included, limit })

export const pricing = {
  id: "pricing-title",
  eyebrow: "Pricing",
  title: "Plans that grow with your team",
  lead: "Start free and upgrade when chat becomes the channel your customers prefer. Pay yearly and save 20%.",
  period: {
    name: "parley-period",
    // Home 2 shows the yearly prices first.
    initial: "yearly",
    legend: "Billing period",
    labels: { monthly: "Monthly", yearly: "Yearly" },
    units: { monthly: "month", yearly: "month, billed yearly" },
    yearlyNote: "Save 20%",
  },
  plans: [
    {
      title: "Free",
      icon: "message-circle",
      blurb: "For a small shop trying live chat for the first time.",
      price: { monthly: "$00", yearly: "$00" },
      features: [
        line("Live chat widget", true),
        line("Shared inbox", true),
        line("Saved replies", true),
        line("Chat history", true, "60 days"),
        line("Visitor list", false),
        line("Automatic messages", false),
      ],
      cta: { label: "Start free", href: "/sign-up/" },
    },
    {
      title: "Popular",
      icon: "rocket",
      blurb: "For growing teams that sell and support over chat all day.",
      price: { monthly: "$199", yearly: "$159" },
      highlighted: true,
      badge: "Most popular",
      features: [
        line("Live chat widget", true),
        line("Shared inbox", true),
        line("Saved replies", true),
        line("Chat history", true, "3 years"),
        line("Visitor list", true),
        line("Automatic messages", true),
      ],
      cta: { label: "Choose Popular", href: "/contact/" },
    },
    {
      title: "Standard",
      icon: "layers",
      blurb: "For teams that want chat on every page without the extras.",
      price: { monthly: "$49", yearly: "$39" },
      features: [
        line("Live chat widget", true),
        line("Shared inbox", true),
        line("Saved replies", true),
        line("Chat history", true, "1 year"),
        line("Visitor list", false),
        line("Automatic messages", false),
      ],
      cta: { label: "Choose Standard", href: "/contact/" },
    },
  ] satisfies readonly PricingPlan[],
  note: "Prices in US dollars per workspace, excluding sales tax. Change plans or cancel at any time.",
  tone: "tint",
} satisfies PricingTableProps

export const integrations = {
  id: "integration-title",
  eyebrow: "Integrations",
  title: "Works with the tools you already use",
  lead: "Connect your store, your CRM and your other channels in a few clicks, so every chat comes with the context your team needs.",
  items: [
    { name: "Shopify", icon: "shopify", text: "Orders and carts beside every chat" },
    { name: "Notion", icon: "notion", text: "Answers drawn from your help docs" },
    { name: "WordPress", icon: "wordpress", text: "Add the widget with one plugin" },
    { name: "HubSpot", icon: "hubspot", text: "Chats saved to contacts and deals" },
    { name: "Zendesk", icon: "zendesk", text: "Turn a chat into a ticket" },
    { name: "Mailchimp", icon: "mailchimp", text: "Add chatters to your audience" },
    { name: "Stripe", icon: "stripe", text: "Payments and refunds in the sidebar" },
    { name: "Calendly", icon: "calendly", text: "Book a demo without leaving the chat" },
    { name: "WhatsApp", icon: "whatsapp", text: "Reply to WhatsApp from the inbox" },
    { name: "Messenger", icon: "messenger", text: "Facebook messages in the same queue" },
    { name: "Gmail", icon: "gmail", text: "Forward support email into Parley" },
    { name: "Google Analytics", icon: "google-analytics", text: "Chat events in your reports" },
  ],
  cta: { label: "Ask about an integration", href: "/contact/" },
} satisfies IntegrationGridProps

export const cta = {
  id: "cta-title",
  title: "Start talking to your visitors today",
  lead: "Add Parley to your site in five minutes and answer your first chat before lunch. Your team will wonder how they managed without it.",
  ctas: [
    { label: "Start free", href: "/sign-up/" },
    { label: "Talk to sales", href: "/contact/" },
  ],
  layout: "band",
} satisfies CtaBannerProps

export const footer = {
  blurb:
    "Parley is live chat and a shared inbox for support and sales teams that answer while the visitor is still there.",
  cta: { label: "Start free", href: "/sign-up/" },
  columns: [
    {
      title: "Product",
      links: [
        { label: "Features", href: "#features-title" },
        { label: "Product tour", href: "#video-title" },
        { label: "Pricing", href: "#pricing-title" },
        { label: "Integrations", href: "#integration-title" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about/" },
        { label: "Blog", href: "/blog/" },
        { label: "Contact sales", href: "/contact/" },
      ],
    },
    {
      title: "Account",
      links: [
        { label: "Sign in", href: "/sign-in/" },
        { label: "Create an account", href: "/sign-up/" },
        { label: "Help centre", href: "/faq/" },
      ],
    },
  ],
} satisfies ProductFooterCopy

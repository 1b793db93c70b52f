/**
 * Home 2 (/home-2/): the sections that are plain data (text and figures, no pictures).
 * live-chat.ts re-exports them with the rest of the page; they live here so that code outside
 * Astro can import them, and the browser tests read the prices, plans and figures they expect from
 * here.
 */
import type { ProductFooterCopy } from "@/components/layout/product-footer"
import type { CtaBannerProps } from "@/components/sections/cta-banner"
import type { HeroProps } from "@/components/sections/hero"
import type { IntegrationGridProps } from "@/components/sections/integration-grid"
import type { PlanFeature, PricingPlan, PricingTableProps } from "@/components/sections/pricing-table"
import type { TickerBandProps } from "@/components/sections/ticker-band"
import type { VideoBandProps } from "@/components/sections/video-band"

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
  // Centred, with the inbox wide below it: the product is the conversation, so it gets the width.
  layout: "centered",
} satisfies HeroProps

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

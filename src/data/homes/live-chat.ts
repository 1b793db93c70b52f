/**
 * Home 2 (/home-2/): Parley, live chat and a shared inbox. One export per section.
 * The sections without pictures are in live-chat.copy.ts (re-exported below).
 */
import type { ChatInboxProps } from "@/components/art/visuals/chat-inbox"
import type { ResultsPanelProps } from "@/components/art/visuals/results-panel"
import type { VisitorListProps } from "@/components/art/visuals/visitor-list"
import type { VideoDialogContent } from "@/components/islands/video-dialog"
import type { ContentSplitProps } from "@/components/sections/content-split"
import type { FeatureGridProps } from "@/components/sections/feature-grid"
import type { TestimonialGridProps } from "@/components/sections/testimonial-grid"
import type { Brand } from "@/components/ui/logo"
import type { PersonId } from "@/data/people"
import { avatar, cover, type Unresolved } from "@/lib/pictures"
import { videoEmbed } from "@/lib/video-embed"

export { hero, video, customers, pricing, integrations, cta, footer } from "@/data/homes/live-chat.copy"

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

const inboxAvatar = (id: PersonId) => avatar(id, 40)

export const heroVisual = {
  label:
    "Parley's shared inbox with a live conversation about changing a delivery address, and the chat widget as the shopper sees it on the store's website.",
  inbox: {
    title: "Shared inbox",
    queues: ["Open 12", "Mine 4", "Unassigned 3"],
    conversations: [
      {
        name: "Beatriz Moreno",
        avatar: inboxAvatar("beatriz-moreno"),
        preview: "Can I still change the address?",
        time: "now",
        unread: 2,
        active: true,
      },
      { name: "Tariq Aziz", avatar: inboxAvatar("tariq-aziz"), preview: "Thanks, that fixed it!", time: "2m" },
      {
        name: "Freya Lindgren",
        avatar: inboxAvatar("freya-lindgren"),
        preview: "Do you ship to Norway?",
        time: "6m",
        unread: 1,
      },
      {
        name: "Marcus Bell",
        avatar: inboxAvatar("marcus-bell"),
        preview: "Is there a student discount?",
        time: "11m",
      },
      {
        name: "David Cohen",
        avatar: inboxAvatar("david-cohen"),
        preview: "Perfect, see you Friday",
        time: "24m",
      },
    ],
  },
  thread: {
    name: "Beatriz Moreno",
    context: "Viewing /checkout · Porto, Portugal",
    status: "Live",
    messages: [
      {
        from: "visitor",
        text: "Hi! I just ordered the linen sofa cover. Can I still change the delivery address?",
        time: "10:42",
      },
      { from: "agent", text: "Hi Beatriz, yes! It hasn't shipped yet. What's the new address?", time: "10:42" },
      { from: "visitor", text: "Rua das Flores 28, Porto. Thank you so much!", time: "10:43" },
    ],
    typing: "Sienna is typing…",
    composer: "Reply to Beatriz…",
  },
  widget: {
    title: "Hearth & Home",
    status: "We reply in under a minute",
    agents: (["sienna-clarke", "hiro-tanaka", "jamal-wright"] as const).map((id) => avatar(id, 28)),
    greeting: "Hi there! Questions about sizes or delivery? We're online now.",
    input: "Type your message…",
  },
  stat: { label: "First reply time", value: "38 s", trend: "▼ 64%", icon: "timer" },
} satisfies Unresolved<ChatInboxProps>

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

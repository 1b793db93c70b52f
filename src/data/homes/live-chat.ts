/**
 * Home 2 (/home-2/): Parley, live chat and a shared inbox. Its words and sections are content
 * (src/content/pages/home-2.yaml); here are its brand and the mock-ups' figures, which the route
 * draws for the visual keys the file names.
 */
import type { ChatOnSiteProps } from "#/components/art/visuals/chat-on-site.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { VisitorListProps } from "#/components/art/visuals/visitor-list.tsx"
import type { WidgetStylerProps } from "#/components/art/visuals/widget-styler.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

export const brand = {
  name: "Parley",
  mark: "bubble",
  accent: "live-chat",
  tagline: "Live chat and a shared inbox for teams that answer fast.",
} as const satisfies Brand

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

export const reportsVisual = {
  title: "Chats resolved per week",
  caption: "Hearth & Home, the 14 weeks since switching to Parley",
  series: [120, 131, 128, 146, 152, 149, 171, 183, 179, 198, 214, 220, 236, 251],
  tiles: [
    { label: "Satisfaction", value: "94%", trend: "▲ 6 pts", icon: "star" },
    { label: "Median reply", value: "38 s", trend: "▼ 21 s", icon: "timer" },
  ],
} satisfies ResultsPanelProps

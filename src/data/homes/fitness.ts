/**
 * Home 3 (/home-3/): Stride, the fitness app. One export per section, in the page's order; the
 * browser tests import it too, for the prices, plans and figures they expect.
 */
import type { ActivityTrendProps } from "#/components/art/visuals/activity-trend.tsx"
import type { FitnessPhonesProps } from "#/components/art/visuals/fitness-phones.tsx"
import type { WorkoutPlanProps } from "#/components/art/visuals/workout-plan.tsx"
import type { VideoDialogContent } from "#/components/islands/video-dialog.tsx"
import type { ProductFooterCopy } from "#/components/layout/product-footer.tsx"
import type { AppDownloadContent } from "#/components/sections/app-download.tsx"
import type { ContentSplitProps } from "#/components/sections/content-split.tsx"
import type { FeatureGridProps } from "#/components/sections/feature-grid.tsx"
import type { HeroProps } from "#/components/sections/hero.tsx"
import type { TestimonialGridProps } from "#/components/sections/testimonial-grid.tsx"
import type { TickerBandProps } from "#/components/sections/ticker-band.tsx"
import type { VideoCardProps } from "#/components/sections/video-card.tsx"
import type { VideoCardGridProps } from "#/components/sections/video-card-grid.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import type { StoreLinks } from "#/components/ui/store-badges.tsx"
import type { PersonId } from "#/data/people.ts"
import { avatar, cover, type Unresolved } from "#/lib/pictures.ts"
import { videoEmbed } from "#/lib/video-embed.ts"

export const brand = {
  name: "Stride",
  mark: "stride",
  accent: "fitness",
  tagline: "Workouts, rings and streaks that keep you moving.",
} as const satisfies Brand

export const meta = {
  title: "Fitness app for guided workouts, activity rings and streaks",
  description:
    "Stride plans your training week, coaches you through every session and keeps your streak alive. 64,739 happy customers rate it 4.8/5.",
}

export const hero = {
  id: "hero-title",
  eyebrow: "Your coach in your pocket",
  title: "Move more, feel stronger, every single day",
  lead: "Stride builds a training plan around your week, talks you through every rep and celebrates each day you show up. Ten minutes counts.",
  rating: { value: 4.8, text: "4.8/5 from 64,739 happy customers" },
  // The phones on the brand's own orange, the headline in white: an app sells on its energy, and the
  // store badges are the call to action (home-3.astro lays the header over this ground).
  layout: "split",
  tone: "accent",
} satisfies HeroProps

/** The app's store pages (the badges in the hero and the download section). */
export const stores = {
  appStore: "https://apps.apple.com/",
  googlePlay: "https://play.google.com/store/apps",
} satisfies StoreLinks

export const heroVisual = {
  label: "Stride on three phones: a lower-body workout in progress, the day's activity rings and a 21-day streak.",
  workout: {
    eyebrow: "Today · 30 min",
    title: "Lower body burn",
    image: cover("fitness-workout-lower-body", { alt: "", widths: [240, 480], sizes: "200px" }),
    timer: "12:48",
    total: "of 30:00",
    progress: 43,
    exercises: [
      { name: "Goblet squats", detail: "3 × 12", state: "done" },
      { name: "Reverse lunges", detail: "3 × 10", state: "now" },
      { name: "Glute bridges", detail: "3 × 15", state: "next" },
    ],
    heartRate: "142 bpm",
  },
  rings: {
    date: "Thursday",
    title: "Activity",
    rings: [
      { label: "Move", value: "486 kcal", percent: 81 },
      { label: "Exercise", value: "38 min", percent: 84 },
      { label: "Stand", value: "10 h", percent: 83 },
    ],
    steps: { label: "Steps today", value: "8,412" },
  },
  streak: {
    days: "21",
    title: "day streak",
    caption: "Your best streak yet!",
    week: [
      { day: "M", done: true },
      { day: "T", done: true },
      { day: "W", done: true },
      { day: "T", done: true, today: true },
      { day: "F", done: false },
      { day: "S", done: false },
      { day: "S", done: false },
    ],
    goal: { label: "Weekly goal", value: "4 of 5", percent: 80 },
    badges: [
      { label: "First 5K run", icon: "trophy" },
      { label: "7 days in a row", icon: "zap" },
    ],
  },
  stat: { label: "Workouts this month", value: "18", trend: "▲ 5", icon: "dumbbell" },
} satisfies Unresolved<FitnessPhonesProps>

export const features = {
  id: "features-title",
  eyebrow: "Why Stride",
  title: "A coach, a tracker and a cheerleader in one app",
  lead: "Everything you need to build a habit that lasts, whether you train at home, in the gym or out on the road.",
  columns: 3,
  // A bento led by the workouts on the brand's orange: the app's core, then what keeps you coming back.
  layout: "bento",
  items: [
    {
      icon: "dumbbell",
      title: "Guided workouts",
      text: "Follow-along sessions from 10 to 45 minutes, with a coach counting every rep and an easier option for every move.",
    },
    {
      icon: "target",
      title: "Plans that adapt",
      text: "Tell Stride your goal and your free evenings. It plans the week and reshuffles it when life gets in the way.",
    },
    {
      icon: "heart-pulse",
      title: "Activity rings",
      text: "Close your move, exercise and stand rings each day, with data from your phone or your watch.",
    },
    {
      icon: "flame",
      title: "Streaks and badges",
      text: "Keep the chain going with streaks, weekly goals and badges that are genuinely worth showing off.",
    },
    {
      icon: "users",
      title: "Train with friends",
      text: "Share workouts, cheer each other on and join a team challenge every month.",
    },
    {
      icon: "line-chart",
      title: "Progress you can see",
      text: "Personal records, resting heart rate and training load in clear weekly charts.",
    },
  ],
} satisfies FeatureGridProps

export const plan = {
  id: "plan-title",
  eyebrow: "Your plan",
  title: "A training week that fits around your life",
  lead: "Pick a goal, tell Stride which days you are free, and get a week of sessions that build on each other. Miss one and the rest of the week adjusts.",
  bullets: [
    "Strength, running, yoga and mobility",
    "Sessions from 10 to 45 minutes",
    "Rest days planned in, not skipped",
    "Moves swapped for your equipment",
  ],
  ctas: [{ label: "Try a free class", href: "#classes-title" }],
  layout: "media-start",
  tone: "tint",
} satisfies ContentSplitProps

export const planVisual = {
  label:
    "A week of the Build Strength plan: three sessions done, today's lower-body workout next, three still to come.",
  title: "Build strength",
  badge: "Week 3 of 8",
  days: [
    { day: "Mon", session: "Upper body strength", detail: "35 min", state: "done" },
    { day: "Tue", session: "Easy 5K run", detail: "30 min", state: "done" },
    { day: "Wed", session: "Mobility reset", detail: "10 min", state: "done" },
    { day: "Thu", session: "Lower body burn", detail: "30 min", state: "today" },
    { day: "Fri", session: "Core and balance", detail: "20 min", state: "planned" },
    { day: "Sat", session: "Long run", detail: "50 min", state: "planned" },
    { day: "Sun", session: "Rest day", detail: "Recover", state: "rest" },
  ],
  stat: { label: "Plan completed", value: "86%", trend: "on track", icon: "target" },
} satisfies WorkoutPlanProps

export const progress = {
  id: "progress-title",
  eyebrow: "Progress",
  title: "See how far you have come",
  lead: "Small sessions add up. Stride turns every workout into charts you will want to check, and tells you when you have set a new personal best.",
  stats: [
    { value: "+42%", label: "Active minutes after 8 weeks" },
    { value: "21 days", label: "Median member streak" },
  ],
  ctas: [{ label: "Get the app", href: "#app-title" }],
  // The page's one dark band: the numbers of a training life, the way the app shows them at night.
  tone: "dark",
} satisfies ContentSplitProps

export const progressVisual = {
  label:
    "Ben's active minutes per week in Stride over the last 14 weeks, climbing from 95 to 212 minutes, with a resting heart rate of 58 bpm and a new 5K best of 26:41.",
  title: "Active minutes per week",
  caption: "Ben's last 14 weeks, from 95 to 212 minutes",
  series: [95, 102, 98, 118, 124, 121, 140, 152, 149, 167, 181, 178, 196, 212],
  unit: "min",
  tiles: [
    { label: "Resting heart rate", value: "58 bpm", trend: "▼ 6", icon: "heart-pulse" },
    { label: "5K best", value: "26:41", trend: "new PR", icon: "trophy" },
  ],
} satisfies ActivityTrendProps

export const topics = {
  id: "topics-title",
  eyebrow: "Classes",
  title: "A class for every mood",
  lead: "New sessions every week, from gentle stretches to sweaty intervals.",
  ticker: {
    label: "Types of class",
    items: [
      { kind: "topic", name: "HIIT", icon: "flame" },
      { kind: "topic", name: "Strength", icon: "dumbbell" },
      { kind: "topic", name: "Running", icon: "footprints" },
      { kind: "topic", name: "Indoor cycling", icon: "bike" },
      { kind: "topic", name: "Yoga", icon: "sparkles" },
      { kind: "topic", name: "Pilates", icon: "activity" },
      { kind: "topic", name: "Boxing", icon: "target" },
      { kind: "topic", name: "Mobility", icon: "timer" },
      { kind: "topic", name: "Dance cardio", icon: "heart-pulse" },
      { kind: "topic", name: "Outdoor walks", icon: "map-pin" },
    ],
  },
} satisfies TickerBandProps

// The card's player is the page's: the VideoDialog island, in the card's slot.
type VideoClass = Omit<VideoCardProps, "player"> & { video: VideoDialogContent }

const posterSizes = "(min-width: 1024px) 384px, (min-width: 768px) 46vw, 92vw"

const videoClass = (
  card: Omit<VideoCardProps, "player">,
  video: { id: string; youtube: string; poster: "fitness-class-hiit" | "fitness-class-yoga" | "fitness-class-run" },
): Unresolved<VideoClass> => ({
  ...card,
  video: {
    id: video.id,
    title: card.title,
    // Homes 1–4 never autoplay (sound on).
    embed: videoEmbed({ host: "youtube", id: video.youtube }, { autoplay: false }),
    look: "poster",
    poster: cover(video.poster, { alt: "", widths: [400, 800], sizes: posterSizes }),
  },
})

export const classes = {
  id: "classes-title",
  eyebrow: "Free classes",
  title: "Try a class before you download",
  lead: "Three of our members' favourite sessions. Press play, roll out a mat and go.",
  tone: "tint",
  items: [
    videoClass(
      {
        title: "20-minute full-body HIIT",
        description:
          "Eight moves, forty seconds each, no equipment. Coach Jamal keeps the pace high and shows an easier version of every move.",
        meta: [
          { icon: "timer", text: "20 min" },
          { icon: "flame", text: "Intermediate" },
        ],
      },
      { id: "class-hiit", youtube: "M7lc1UVf-VE", poster: "fitness-class-hiit" },
    ),
    videoClass(
      {
        title: "Morning yoga flow",
        description:
          "A gentle 15-minute flow with Freya to wake up stiff hips and shoulders before work. Lovely on rest days too.",
        meta: [
          { icon: "timer", text: "15 min" },
          { icon: "sparkles", text: "Beginner" },
        ],
      },
      { id: "class-yoga", youtube: "ysz5S6PUM-U", poster: "fitness-class-yoga" },
    ),
    videoClass(
      {
        title: "Run stronger: 5K intervals",
        description:
          "Coach Diego talks you through a warm-up, six intervals and a cool-down. Works on a treadmill or outside.",
        meta: [
          { icon: "timer", text: "30 min" },
          { icon: "footprints", text: "All levels" },
        ],
      },
      { id: "class-run", youtube: "jNQXAC9IVRw", poster: "fitness-class-run" },
    ),
  ],
} satisfies Unresolved<VideoCardGridProps & { items: readonly VideoClass[] }>

const member = (id: PersonId) => avatar(id, 48)

export const testimonials = {
  id: "testimonials-title",
  eyebrow: "Members",
  title: "Loved by 64,739 happy customers",
  lead: "Rated 4.8/5 by people who train at home, in the gym and on the road.",
  items: [
    {
      quote:
        "I work night shifts, so gym classes never fit. Twenty-minute sessions in my living room do, and I haven't missed a week since March.",
      name: "Ana Popescu",
      role: "Nurse, Bucharest",
      avatar: member("ana-popescu"),
      rating: 5,
    },
    {
      quote:
        "The running plan took me from wheezing after 2K to my first half marathon in five months. The intervals are hard, the coaching makes them doable.",
      name: "Ben Carter",
      role: "First half marathon in 2:04",
      avatar: member("ben-carter"),
      rating: 5,
    },
    {
      quote:
        "With two kids I have short windows, not free evenings. Stride plans around that and never makes me feel bad about a ten-minute day.",
      name: "Farah Siddiqui",
      role: "Mum of two, Leeds",
      avatar: member("farah-siddiqui"),
      rating: 5,
    },
    {
      quote:
        "The streak is silly and it works. Day 143 today. I open the app just to keep the flame lit and then somehow I'm doing squats.",
      name: "Kwame Mensah",
      role: "Software engineer, Accra",
      avatar: member("kwame-mensah"),
      rating: 5,
    },
    {
      quote:
        "I was nervous about yoga. The beginner flows explain every pose and the mobility plan sorted out my back after years at a desk.",
      name: "Lucía Ferrari",
      role: "Architect, Milan",
      avatar: member("lucia-ferrari"),
      rating: 4,
    },
    {
      quote:
        "Our office does the monthly team challenge. Seeing my colleagues close their rings is the best motivation I have found.",
      name: "Grace Nakamura",
      role: "Team lead, Osaka",
      avatar: member("grace-nakamura"),
      rating: 5,
    },
  ],
} satisfies Unresolved<TestimonialGridProps>

export const app = {
  id: "app-title",
  eyebrow: "Get the app",
  title: "Your next workout is one tap away",
  lead: "Download Stride free on iPhone and Android, pick a goal and start today's session in under a minute.",
  stores,
  note: "Works with Apple Watch, Wear OS, Garmin and Fitbit.",
} satisfies AppDownloadContent

export const appVisual = {
  label: "Stride on two phones: a 21-day streak and the day's activity rings.",
  screens: ["streak", "rings"],
  workout: heroVisual.workout,
  rings: heroVisual.rings,
  streak: heroVisual.streak,
} satisfies Unresolved<FitnessPhonesProps>

export const footer = {
  blurb: "Stride is the fitness app that plans your week, coaches every rep and keeps your streak alive.",
  cta: { label: "Get the app", href: "#app-title" },
  columns: [
    {
      title: "App",
      links: [
        { label: "Features", href: "#features-title" },
        { label: "Your plan", href: "#plan-title" },
        { label: "Progress", href: "#progress-title" },
        { label: "Free classes", href: "#classes-title" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About", href: "/about/" },
        { label: "Blog", href: "/blog/" },
        { label: "Contact", href: "/contact/" },
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

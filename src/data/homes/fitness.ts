/**
 * Home 3 (/home-3/): Stride, the fitness app. Its words and sections are content
 * (src/content/pages/home-3.yaml); here are its brand and the mock-ups' figures, which the route
 * draws for the visual keys the file names.
 */
import type { ActivityTrendProps } from "#/components/art/visuals/activity-trend.tsx"
import type { FitnessPhonesProps } from "#/components/art/visuals/fitness-phones.tsx"
import type { WorkoutPlanProps } from "#/components/art/visuals/workout-plan.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { cover, type Unresolved } from "#/lib/pictures.ts"

export const brand = {
  name: "Stride",
  mark: "stride",
  accent: "fitness",
  tagline: "Workouts, rings and streaks that keep you moving.",
} as const satisfies Brand

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

export const appVisual = {
  label: "Stride on two phones: a 21-day streak and the day's activity rings.",
  screens: ["streak", "rings"],
  workout: heroVisual.workout,
  rings: heroVisual.rings,
  streak: heroVisual.streak,
} satisfies Unresolved<FitnessPhonesProps>

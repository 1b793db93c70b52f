/**
 * Home 9 (/home-9/): Tickr, the time-tracking software. Its words and sections are content
 * (src/content/pages/home-9.yaml); here are its brand and the mock-ups' figures, which the route
 * draws for the visual keys the file names.
 */
import type { HoursReportProps } from "#/components/art/visuals/hours-report.tsx"
import type { ProjectBudgetsProps } from "#/components/art/visuals/project-budgets.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { TeamCapacityProps } from "#/components/art/visuals/team-capacity.tsx"
import type { TimerEntriesProps } from "#/components/art/visuals/timer-entries.tsx"
import type { TimerPhoneProps } from "#/components/art/visuals/timer-phone.tsx"
import type { TrackerTilesProps } from "#/components/art/visuals/tracker-tiles.tsx"
import type { WebAppTimerProps } from "#/components/art/visuals/web-app-timer.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { personName } from "#/data/people.ts"
import { avatar, type Unresolved } from "#/lib/pictures.ts"

export const brand = {
  name: "Tickr",
  mark: "clock",
  accent: "time-tracking",
  tagline: "Time tracking your team will actually use.",
} as const satisfies Brand

/** The hero's bento tiles around the headline, each a picture with its own description (tracker-tiles). */
export const heroVisual = {
  timer: {
    label: "A Tickr timer running for 1 hour 24 minutes on a homepage redesign for Northwind.",
    task: "Homepage redesign",
    project: "Northwind · Design",
    elapsed: "01:24:36",
    stop: "Stop",
  },
  report: {
    label: "Tickr's report of billable hours this month: 128.5 hours, 14% more than in October.",
    title: "Billable this month",
    value: "128.5 h",
    caption: "▲ 14% vs October",
    values: [18, 24, 21, 29, 27, 33],
  },
  timesheet: {
    label: "This week's timesheet in Tickr: 32 hours across three projects, after last week's was approved.",
    title: "This week's timesheet",
    week: "Tickr · Week 48",
    days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
    rows: [
      { project: "Northwind", hours: [4.5, 3, 5, 2.5, 0] },
      { project: "Helio app", hours: [2, 4, 1.5, 3.5, 0] },
      { project: "Internal", hours: [1, 0.5, 1, 2, 1.5] },
    ],
    total: "Total",
    approved: { title: "Timesheet approved", text: "Week 47 · 38.5 hours" },
  },
  integrations: {
    label: "Tickr's timer in Jira, Asana, Trello, Linear, Google Calendar and Xero, six of its 70+ integrations.",
    count: "70+",
    title: "integrations",
    tools: [
      { name: "Jira", icon: "jira" },
      { name: "Asana", icon: "asana" },
      { name: "Trello", icon: "trello" },
      { name: "Linear", icon: "linear" },
      { name: "Google Calendar", icon: "google-calendar" },
      { name: "Xero", icon: "xero" },
    ],
  },
} satisfies TrackerTilesProps

/** The timer button inside a web app, beside "A timer button in the tools you already use" (web-app-timer). */
export const anywhereVisual = {
  label:
    "A task card in Jira with a Tickr Start timer button, and the Tickr extension showing a timer running on that task.",
  url: "northwind.atlassian.example/browse/WEB-214",
  app: { name: "Jira", icon: "jira" },
  card: {
    list: "In progress · WEB-214",
    title: "Rebuild pricing page",
    text: "New plan cards, monthly and yearly toggle, FAQ under the table.",
    tags: ["Frontend", "Sprint 22"],
  },
  button: "Start timer",
  popup: {
    title: "Tickr",
    task: "WEB-214 Rebuild pricing page",
    project: "Northwind · Development",
    elapsed: "00:18:02",
  },
} satisfies WebAppTimerProps

/** The billable-hours report beside "Know which clients and projects really pay" (billable-hours). */
export const billingVisual = {
  title: "Reports · billable hours",
  caption: "Billable hours per week, whole team, last quarter",
  series: [212, 224, 219, 236, 241, 238, 252, 261, 258, 274, 281, 296],
  tiles: [
    { label: "Billable share", value: "82%", trend: "▲ 6 pts", icon: "clock" },
    { label: "Invoiced in November", value: "$48,320", trend: "▲ 11%", icon: "banknote" },
  ],
} satisfies ResultsPanelProps

/** The product tour's screens, one per panel: Time Tracking (timer-entries). */
export const timeTrackingVisual = {
  label:
    "Today's entries in Tickr: a timer running on a homepage redesign and four finished entries totalling 6 hours 12 minutes.",
  title: "Today · Tue 24 Nov",
  running: { task: "Homepage redesign", project: "Northwind · Design", elapsed: "01:24:36" },
  entries: [
    {
      task: "Client call: sprint review",
      project: "Northwind · Meetings",
      range: "09:00–09:45",
      duration: "0:45",
      billable: true,
    },
    {
      task: "Pricing page build",
      project: "Northwind · Development",
      range: "09:50–12:10",
      duration: "2:20",
      billable: true,
    },
    {
      task: "Onboarding flow fixes",
      project: "Helio · Mobile app",
      range: "13:00–14:18",
      duration: "1:18",
      billable: true,
    },
    { task: "Team stand-up", project: "Internal", range: "14:30–14:55", duration: "0:25", billable: false },
  ],
  billableLabel: "Billable",
  total: { label: "Today", value: "6:12" },
} satisfies TimerEntriesProps

/** Project Management (project-budgets). */
export const projectManagementVisual = {
  label: "Four Tickr projects against their budgets: three on track and one at risk at 92% of its hours.",
  title: "Projects · November",
  statusLabels: { "on-track": "On track", "at-risk": "At risk" },
  projects: [
    {
      name: "Website relaunch",
      client: "Northwind",
      used: "164 h used",
      budget: "of 240 h",
      percent: 68,
      status: "on-track",
    },
    { name: "Mobile app v2", client: "Helio", used: "221 h used", budget: "of 240 h", percent: 92, status: "at-risk" },
    { name: "Brand refresh", client: "Oakline", used: "38 h used", budget: "of 90 h", percent: 42, status: "on-track" },
    {
      name: "SEO retainer",
      client: "Pinecrest",
      used: "12 h used",
      budget: "of 40 h",
      percent: 30,
      status: "on-track",
    },
  ],
} satisfies ProjectBudgetsProps

/** Team Management (team-capacity): the portraits are src/data/people.ts's. */
const teamPeople = [
  { id: "petra-horvat", role: "Design lead", hours: "36 / 40 h", percent: 90 },
  { id: "sam-whitaker", role: "Developer", hours: "42 / 40 h", percent: 105, note: "Over capacity" },
  { id: "lina-yousef", role: "Developer", hours: "24 / 32 h", percent: 75, note: "Off Friday" },
  { id: "tomasz-kowalski", role: "Project manager", hours: "30 / 40 h", percent: 75 },
  { id: "ines-carvalho", role: "Copywriter", hours: "16 / 24 h", percent: 67 },
] as const

export const teamManagementVisual = {
  label: "Team capacity in Tickr for week 48: five people, one over capacity and one off on Friday.",
  title: "Team capacity · Week 48",
  people: teamPeople.map((person) => ({
    name: personName(person.id),
    role: person.role,
    avatar: avatar(person.id, 36),
    hours: person.hours,
    percent: person.percent,
    note: "note" in person ? person.note : undefined,
  })),
} satisfies Unresolved<TeamCapacityProps>

/** Reporting Analysis (hours-report). */
export const reportingAnalysisVisual = {
  label: "A Tickr report: tracked hours per week for eight weeks, 82% billable, split across four clients.",
  title: "Reports · Last 8 weeks",
  weekly: {
    label: "Tracked hours per week",
    values: [262, 281, 270, 296, 288, 305, 312, 329],
    axis: ["W41", "W42", "W43", "W44", "W45", "W46", "W47", "W48"],
  },
  billable: { label: "billable", percent: 82 },
  breakdown: [
    { name: "Northwind", hours: "842 h" },
    { name: "Helio", hours: "611 h" },
    { name: "Oakline", hours: "254 h" },
    { name: "Internal", hours: "236 h" },
  ],
} satisfies HoursReportProps

/** The phone beside the app's store badges (timer-phone). */
export const appVisual = {
  label: "The Tickr phone app with a timer running for 42 minutes on a client workshop, and today's recent entries.",
  app: "Tickr",
  timer: { elapsed: "00:42:18", task: "Client workshop", project: "Oakline · Strategy", stop: "Stop timer" },
  recent: {
    label: "Today",
    items: [
      { task: "Pricing page build", duration: "2:20" },
      { task: "Onboarding flow fixes", duration: "1:18" },
      { task: "Client call", duration: "0:45" },
    ],
  },
} satisfies TimerPhoneProps

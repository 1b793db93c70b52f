import { createElement } from "react"
import {
  Activity,
  ArrowRight,
  ArrowUp,
  ArrowUpRight,
  BadgeCheck,
  Banknote,
  BarChart3,
  Bike,
  Bold,
  BookOpen,
  Bot,
  Briefcase,
  CalendarDays,
  Camera,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Code2,
  Compass,
  Cpu,
  Database,
  Dumbbell,
  Flame,
  Footprints,
  Gauge,
  Globe,
  GraduationCap,
  Heading1,
  Heading2,
  Headphones,
  HeartPulse,
  Inbox,
  Info,
  Italic,
  Layers,
  Link2,
  LayoutDashboard,
  Lightbulb,
  LineChart,
  List,
  ListOrdered,
  Lock,
  Mail,
  MapPin,
  Megaphone,
  Menu,
  MessageCircle,
  MessagesSquare,
  Minus,
  MousePointerClick,
  Music,
  Palette,
  PenTool,
  Phone,
  Play,
  Plus,
  Quote,
  Rocket,
  Search,
  Send,
  Server,
  ShieldCheck,
  Sparkles,
  Star,
  Target,
  Timer,
  TrendingUp,
  TriangleAlert,
  Trophy,
  Users,
  Video,
  WandSparkles,
  Workflow,
  X,
  Zap,
  Monitor,
  Moon,
  Sun,
  type IconNode,
} from "lucide"

import { cn } from "#/lib/cn.ts"

/** The icons content may name. Add one here to make it available to data modules. */
export const icons = {
  activity: Activity,
  "arrow-right": ArrowRight,
  "arrow-up": ArrowUp,
  "arrow-up-right": ArrowUpRight,
  "badge-check": BadgeCheck,
  banknote: Banknote,
  "bar-chart": BarChart3,
  bike: Bike,
  bold: Bold,
  "book-open": BookOpen,
  bot: Bot,
  briefcase: Briefcase,
  calendar: CalendarDays,
  camera: Camera,
  check: Check,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  clock: Clock,
  code: Code2,
  compass: Compass,
  cpu: Cpu,
  database: Database,
  dumbbell: Dumbbell,
  flame: Flame,
  footprints: Footprints,
  gauge: Gauge,
  globe: Globe,
  "graduation-cap": GraduationCap,
  "heading-1": Heading1,
  "heading-2": Heading2,
  headphones: Headphones,
  "heart-pulse": HeartPulse,
  inbox: Inbox,
  info: Info,
  italic: Italic,
  layers: Layers,
  link: Link2,
  dashboard: LayoutDashboard,
  lightbulb: Lightbulb,
  "line-chart": LineChart,
  list: List,
  "list-ordered": ListOrdered,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  megaphone: Megaphone,
  menu: Menu,
  "message-circle": MessageCircle,
  messages: MessagesSquare,
  minus: Minus,
  monitor: Monitor,
  moon: Moon,
  "mouse-pointer": MousePointerClick,
  music: Music,
  palette: Palette,
  "pen-tool": PenTool,
  phone: Phone,
  play: Play,
  quote: Quote,
  plus: Plus,
  rocket: Rocket,
  search: Search,
  send: Send,
  server: Server,
  shield: ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  target: Target,
  timer: Timer,
  "trending-up": TrendingUp,
  trophy: Trophy,
  "triangle-alert": TriangleAlert,
  users: Users,
  video: Video,
  wand: WandSparkles,
  workflow: Workflow,
  x: X,
  zap: Zap,
} as const satisfies Record<string, IconNode>

export type IconName = keyof typeof icons

export type IconProps = {
  name: IconName
  className?: string
  /** Give a label only when the icon carries meaning on its own; otherwise it is decorative. */
  label?: string
  strokeWidth?: number
}

/**
 * Icons that point along the reading direction ("next", "read more", a breadcrumb separator): on a
 * right-to-left page they are mirrored, so they point the way the text goes.
 */
const directional: ReadonlySet<IconName> = new Set(["arrow-right", "arrow-up-right", "chevron-left", "chevron-right"])

/**
 * Drawn from Lucide's outlines with the attributes the page needs and nothing else: the React
 * package adds an xmlns and two class names to every icon, about 0.15 KB of compressed HTML on a
 * page with 50 to 75 icons. width and height keep an icon small if the stylesheet never arrives.
 */
export function Icon({ name, className, label, strokeWidth = 2 }: IconProps) {
  if (directional.has(name)) className = cn(className, "rtl:-scale-x-100")
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {icons[name].map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}

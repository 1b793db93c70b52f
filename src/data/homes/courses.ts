/**
 * Home 4 (/home-4/): Learnwise, the online courses platform. Its words and sections are content
 * (src/content/pages/home-4.yaml); here are its brand and the mock-ups' figures, which the route
 * draws for the visual keys the file names.
 */
import type { CourseFinderProps } from "#/components/art/visuals/course-finder.tsx"
import type { LearningPathProps } from "#/components/art/visuals/learning-path.tsx"
import type { ResultsPanelProps } from "#/components/art/visuals/results-panel.tsx"
import type { Brand } from "#/components/ui/logo.tsx"
import { cover, type Unresolved } from "#/lib/pictures.ts"
import type { SectionBlock } from "#/page-schema.ts"

export const brand = {
  name: "Learnwise",
  mark: "book",
  accent: "courses",
  tagline: "Online courses taught by people who do the work.",
} as const satisfies Brand

/** The hero's mock-up: the catalogue's search, and over the fan of courses (courseFinder) its heading. */
const heroVisual = {
  label:
    "The Learnwise course search: a student types “photo” under the question “What do you want to learn?” and sees Photography, Photo editing and Portrait lighting suggested, above three popular courses fanned out like cards, a photography course in the middle.",
  search: {
    prompt: "What do you want to learn?",
    query: "photo",
    button: "Search",
    suggestions: [
      { name: "Photography", icon: "camera", count: "42 courses" },
      { name: "Photo editing", icon: "wand", count: "18 courses" },
      { name: "Portrait lighting", icon: "sun", count: "7 courses" },
    ],
  },
  courses: { title: "Popular this week" },
} satisfies Omit<CourseFinderProps, "courses"> & { courses: Omit<CourseFinderProps["courses"], "items"> }

/**
 * The courses of the page's grid the hero fans out, by their place in it (0 the first), the middle
 * card first: one source for each course's words, the content file.
 */
const fanned = [1, 2, 5] as const

/**
 * The hero's mock-up, its fan's cards the grid's courses at the places of `fanned` in the page's
 * sections (as the schema reads them, their pictures still requests), their covers sized for the
 * fan's narrow cards. A grid without a course at one of those places stops the build, naming `file`.
 */
export function courseFinder(sections: readonly SectionBlock[], file: string): Unresolved<CourseFinderProps> {
  const grid = sections.find((section) => section.type === "courses")
  const card = (place: number) => {
    const course = grid?.items[place]
    if (!course)
      throw new Error(
        `${file}: the hero's fan of courses shows the course grid's course ${place + 1}, and the grid has ${grid?.items.length ?? "no"} courses (fix the places in src/data/homes/courses.ts)`,
      )
    const { tag, title, rating, price, image } = course
    return {
      tag,
      title,
      rating,
      price,
      image: cover(image.id, {
        alt: "",
        widths: [240, 480],
        sizes: "(min-width: 1024px) 180px, (min-width: 640px) 30vw, 44vw",
      }),
    }
  }
  return {
    ...heroVisual,
    courses: { ...heroVisual.courses, items: [card(fanned[0]), card(fanned[1]), card(fanned[2])] },
  }
}

export const aboutVisual = {
  label: "A learner's progress through a 24-lesson photography course: two modules done, the third under way.",
  title: "Light and composition",
  summary: "62% complete",
  modules: [
    { title: "Camera basics", detail: "4 lessons", progress: 100 },
    { title: "Light and exposure", detail: "6 lessons", progress: 100 },
    { title: "Composition", detail: "5 lessons", progress: 60 },
    { title: "Editing and sharing", detail: "9 lessons", progress: 0 },
  ],
  toast: { title: "Certificate unlocked", text: "Finish module 4 to earn it" },
} satisfies LearningPathProps

export const teachVisual = {
  title: "Instructor dashboard · monthly earnings",
  caption: "Mei-Lin Chen, Design systems from scratch, last 14 months",
  series: [820, 910, 880, 1040, 1190, 1160, 1380, 1520, 1490, 1710, 1860, 1930, 2140, 2380],
  tiles: [
    { label: "Students enrolled", value: "3,284", trend: "▲ 412", icon: "users" },
    { label: "Course rating", value: "4.8", trend: "1,120 reviews", icon: "star" },
  ],
} satisfies ResultsPanelProps

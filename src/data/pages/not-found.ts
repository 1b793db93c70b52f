import type { NotFoundProps } from "@/components/sections/not-found"
import { brand } from "@/data/site"

export const meta = {
  title: "Page not found",
  description: `The page you were looking for is not here. Head back to the ${brand.name} homepage or use the menu to find your way.`,
}

export const content = {
  code: "404",
  title: "Page not found",
  text: "The requested URL you are looking for doesn't exist on this server.",
  cta: { label: "Back to Homepage", href: "/" },
} satisfies NotFoundProps

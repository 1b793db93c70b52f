/** Home 1 (/ and /home): Lumora Studio, the digital agency. One export per section. */
import type { WorkCollageProps } from "@/components/art/visuals/work-collage"
import type { HeroSplitProps } from "@/components/sections/hero-split"
import type { LogoCloudProps } from "@/components/sections/logo-cloud"
import type { NewsletterFormProps } from "@/components/sections/newsletter-form"
import { brand } from "@/data/site"
import { avatar, cover } from "@/lib/images"

export { brand }

export const meta = {
  title: "Digital agency for brands, websites and products",
  description:
    "Lumora Studio is a digital agency that designs and builds brands, websites and digital products. See our work, services and how we run projects.",
}

export const hero = {
  id: "hero-title",
  eyebrow: "Brand, web and product studio",
  title: "We design digital products people love to use",
  lead: "Lumora Studio is a senior team of strategists, designers and engineers. We take brands, websites and apps from first sketch to launch, and keep them growing after.",
  note: "Join 4,200 founders and marketers who read our monthly field notes.",
} satisfies HeroSplitProps

export const newsletter = {
  id: "hero-newsletter",
  label: "Your email address",
  placeholder: "Enter your email",
  button: "Subscribe",
} satisfies NewsletterFormProps

const heroSizes = "(min-width: 1024px) 600px, 92vw"

export const heroVisual = {
  main: {
    image: await cover("work-saas-dashboard", {
      alt: "Analytics dashboard that Lumora Studio designed for a SaaS client",
      widths: [480, 720, 960, 1200],
      sizes: heroSizes,
    }),
    url: "app.northwind.example",
  },
  side: [
    await cover("work-botanical-brand", { alt: "Botanical brand identity", widths: [200, 400], sizes: "192px" }),
    await cover("work-music-festival", { alt: "Music festival campaign artwork", widths: [200, 400], sizes: "176px" }),
  ],
  stat: { label: "Avg. conversion lift", value: "+38%", trend: "▲ 12 pts" },
  toast: { title: "Launch approved", text: "Northwind v2 is live" },
  team: {
    avatars: await Promise.all(
      (["maya-okafor", "kenji-watanabe", "amara-haddad", "lucas-martin"] as const).map((id) => avatar(id, 40)),
    ),
    caption: "Senior team, 14 people, one studio",
  },
} satisfies WorkCollageProps

export const brands = {
  id: "brands-title",
  title: "Trusted by teams at",
  logos: [
    { name: "Northwind", glyph: "triangle" },
    { name: "Quantix", glyph: "hexagon" },
    { name: "Helio", glyph: "circle" },
    { name: "Oakline", glyph: "leaf" },
    { name: "Pinecrest", glyph: "squares" },
  ],
} satisfies LogoCloudProps

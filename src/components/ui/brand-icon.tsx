import {
  siApple,
  siBehance,
  siDribbble,
  siFacebook,
  siGithub,
  siGoogleplay,
  siInstagram,
  siX,
  siYoutube,
  type SimpleIcon,
} from "simple-icons"

/** Third-party marks (social networks, app stores) drawn from simple-icons' paths. */
const marks = {
  apple: siApple,
  behance: siBehance,
  dribbble: siDribbble,
  facebook: siFacebook,
  github: siGithub,
  "google-play": siGoogleplay,
  instagram: siInstagram,
  x: siX,
  youtube: siYoutube,
} as const satisfies Record<string, SimpleIcon>

export type BrandIconName = keyof typeof marks

export function BrandIcon({ name, className }: { name: BrandIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={marks[name].path} />
    </svg>
  )
}

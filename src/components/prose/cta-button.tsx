import { buttonClassName } from "#/components/ui/button.ts"
import { Icon } from "#/components/ui/icon.tsx"
import { Link } from "#/components/ui/link.tsx"

export type CtaButtonProps = {
  /** A page of the site ("/contact/", given the deploy base by Link) or a full https:// address. */
  href: string
  label: string
}

/** A call to action inside a post: the site's primary button, opening in the same tab. */
export function CtaButton({ href, label }: CtaButtonProps) {
  return (
    <p className="mt-8">
      <Link href={href} className={buttonClassName({ size: "lg" })}>
        {label}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </p>
  )
}

import { Wordmark, type WordmarkGlyph } from "#/components/art/wordmark.tsx"
import { Container } from "#/components/ui/container.tsx"

export type LogoCloudProps = {
  id: string
  title: string
  logos: readonly { name: string; glyph: WordmarkGlyph }[]
}

/** The brand strip: the clients' wordmarks under a short line. */
export function LogoCloud({ id, title, logos }: LogoCloudProps) {
  return (
    <section aria-labelledby={id} className="border-y border-line bg-canvas py-12">
      <Container className="flex flex-col items-center gap-8">
        <h2 id={id} className="text-center font-sans text-sm font-semibold tracking-wider text-muted uppercase">
          {title}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-6">
          {logos.map((logo) => (
            <li key={logo.name}>
              <Wordmark {...logo} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}

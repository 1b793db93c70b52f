import type { Picture } from "#/lib/pictures.ts"

export type ImgProps = {
  image: Picture
  className?: string
  /** The LCP image: load at once and at high priority. Everything else loads lazily. */
  priority?: boolean
}

/** Renders a generated Picture with its intrinsic size, so nothing shifts while it loads. */
export function Img({ image, className, priority = false }: ImgProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
    />
  )
}

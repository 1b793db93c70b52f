import { useEffect, useRef, useState } from "react"

import { cn } from "#/lib/cn.ts"
import type { Picture } from "#/lib/pictures.ts"
import { invoke } from "#/lib/invoker.ts"
import type { VideoEmbed } from "#/lib/video-embed.ts"

import { Glyph } from "./glyphs"

export type VideoDialogProps = {
  /** Unique on the page: the dialog's id. */
  id: string
  /** Names the button ("Play video: <title>") and the dialog. */
  title: string
  /** The player, built at build time by videoEmbed() (lib/video-embed.ts) from a video id. */
  embed: VideoEmbed
  /**
   * How the play button looks: "pill" (round button with "Play video" and the title beside it),
   * "poster" (a thumbnail with the button over it) or "icon" (a large round button alone).
   */
  look?: "pill" | "poster" | "icon"
  poster?: Picture
  /** The player's words (videoLabels in src/data/site.ts). */
  labels: { play: string; close: string; watchOn: string; loadsFrom: string; newTab: string }
  className?: string
}

/** What a page's data says about one video; the page adds the shared labels. */
export type VideoDialogContent = Omit<VideoDialogProps, "labels">

/**
 * A play button and its modal player. Opening needs no JavaScript (invoker commands); the island
 * only creates the player iframe once the dialog is open and removes it on close, which stops the
 * video and means no request reaches the video host before the visitor asks. Without JavaScript,
 * or when the player cannot load, the dialog offers a "Watch on <host>" link.
 */
export function VideoDialog({ id, title, embed, look = "pill", poster, labels, className }: VideoDialogProps) {
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  // Opened natively before the island hydrated: load the player now.
  useEffect(() => {
    if (dialog.current?.open) setOpen(true)
  }, [])
  const text = labels
  const name = `${text.play}: ${title}`
  const titleId = `${id}-title`

  // Its size comes with the look (video-pill, video-poster, video-icon in global.css).
  const roundButton = (
    <span className="play-button">
      <Glyph name="play" />
    </span>
  )

  return (
    <>
      <button
        type="button"
        {...invoke("show-modal", id)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        // The visible "Play video" starts the name, so speech input matches it (WCAG 2.5.3).
        aria-label={name}
        className={cn(
          "group cursor-pointer text-start",
          look !== "poster" && "rounded-full",
          look === "pill" && "video-pill",
          look === "poster" && "video-poster",
          look === "icon" && "video-icon",
          className,
        )}
      >
        {look === "poster" && poster && (
          // The poster is decorative: the button's name says what it plays.
          <img
            src={poster.src}
            srcSet={poster.srcset}
            sizes={poster.sizes}
            width={poster.width}
            height={poster.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        {look === "poster" ? <span>{roundButton}</span> : roundButton}
        {look === "pill" && (
          <span>
            <span>{text.play}</span>
            <span>{title}</span>
          </span>
        )}
      </button>
      <dialog
        ref={dialog}
        id={id}
        aria-labelledby={titleId}
        closedby="any"
        onClose={() => setOpen(false)}
        className="video-dialog surface-dark"
      >
        <div className="video-dialog-bar">
          <h2 id={titleId}>{title}</h2>
          <button type="button" {...invoke("close", id)} className="dialog-close">
            <Glyph name="close" />
            <span className="sr-only">{text.close}</span>
          </button>
        </div>
        {/* The scrim, not a grey panel: letterboxing around the video stays the near-black of a player. */}
        <div className="video-dialog-frame">
          {open && embed.kind === "iframe" && (
            <iframe
              src={embed.src}
              title={title}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
          {open && embed.kind === "file" && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- captions come with the owner's own file
            <video src={embed.src} controls autoPlay={embed.autoplay} muted={embed.autoplay} playsInline />
          )}
          {!open && <p>{`${text.loadsFrom} ${embed.hostLabel}`}</p>}
        </div>
        <p className="video-dialog-foot">
          <span>{`${text.loadsFrom} ${embed.hostLabel}.`}</span>
          <a href={embed.watchUrl} target="_blank" rel="noopener noreferrer">
            {`${text.watchOn} ${embed.hostLabel}`}
            <span className="sr-only"> {text.newTab}</span>
          </a>
        </p>
      </dialog>
    </>
  )
}

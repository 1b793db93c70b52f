/**
 * Builds player and watch addresses from a video id, so content modules name a video, not a URL.
 * Runs at build time (in the data modules): the video dialog island receives the finished embed
 * and ships none of this code.
 * Every host here must also be in the CSP's frame-src (issue 9 reads `videoHosts`).
 */
export type VideoSource =
  | { host: "youtube"; id: string }
  | { host: "vimeo"; id: string }
  | { host: "youku"; id: string }
  /** A video file the site owner hosts (MP4/WebM), played in a native <video>. */
  | { host: "custom"; url: string }

export type VideoEmbed = {
  /** What the dialog loads: an iframe player, or a file for <video>. */
  kind: "iframe" | "file"
  src: string
  /** Where the video lives, for the "Watch on …" link (no-JS fallback and when the player fails). */
  watchUrl: string
  /** Shown to the visitor: which host the dialog loads. */
  hostLabel: string
  /** Starts on opening, muted (browsers only autoplay muted video); off keeps the sound on. */
  autoplay: boolean
}

export const videoHosts = {
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
  youku: "https://player.youku.com",
} as const

const idPattern = /^[\w-]+={0,2}$/

export function videoEmbed(source: VideoSource, { autoplay }: { autoplay: boolean }): VideoEmbed {
  if (source.host !== "custom" && !idPattern.test(source.id)) {
    throw new Error(`Video id "${source.id}" for ${source.host} has characters a video id cannot have`)
  }
  // Browsers only autoplay muted video, so autoplay implies muted; without it, sound stays on.
  const play = autoplay ? "1" : "0"
  switch (source.host) {
    case "youtube":
      return {
        kind: "iframe",
        src: `${videoHosts.youtube}/embed/${source.id}?autoplay=${play}&mute=${play}&rel=0&playsinline=1`,
        watchUrl: `https://www.youtube.com/watch?v=${source.id}`,
        hostLabel: "YouTube",
        autoplay,
      }
    case "vimeo":
      return {
        kind: "iframe",
        src: `${videoHosts.vimeo}/video/${source.id}?autoplay=${play}&muted=${play}&dnt=1`,
        watchUrl: `https://vimeo.com/${source.id}`,
        hostLabel: "Vimeo",
        autoplay,
      }
    case "youku":
      return {
        kind: "iframe",
        src: `${videoHosts.youku}/embed/${source.id}?autoplay=${autoplay ? "true" : "false"}`,
        watchUrl: `https://v.youku.com/v_show/id_${source.id}.html`,
        hostLabel: "Youku",
        autoplay,
      }
    case "custom": {
      const url = new URL(source.url, "https://relative.invalid")
      const local = url.origin === "https://relative.invalid"
      return {
        kind: "file",
        src: source.url,
        watchUrl: source.url,
        hostLabel: local ? "this site" : url.hostname,
        autoplay,
      }
    }
  }
}

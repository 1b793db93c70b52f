import { describe, expect, it } from "vitest"

import { videoEmbed, videoHosts } from "#/lib/video-embed.ts"

describe("videoEmbed", () => {
  it("builds a privacy-enhanced YouTube player that keeps the sound on unless it autoplays", () => {
    expect(videoEmbed({ host: "youtube", id: "aqz-KE-bpKQ" }, { autoplay: false })).toEqual({
      kind: "iframe",
      src: `${videoHosts.youtube}/embed/aqz-KE-bpKQ?autoplay=0&mute=0&rel=0&playsinline=1`,
      watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      hostLabel: "YouTube",
      autoplay: false,
    })
    expect(videoEmbed({ host: "youtube", id: "aqz-KE-bpKQ" }, { autoplay: true }).src).toContain("autoplay=1&mute=1")
  })

  it("builds Vimeo (do-not-track) and Youku players with their watch pages", () => {
    const vimeo = videoEmbed({ host: "vimeo", id: "76979871" }, { autoplay: true })
    expect(vimeo.src).toBe(`${videoHosts.vimeo}/video/76979871?autoplay=1&muted=1&dnt=1`)
    expect(vimeo.watchUrl).toBe("https://vimeo.com/76979871")
    const youku = videoEmbed({ host: "youku", id: "XNTQwMTgxMTE2" }, { autoplay: false })
    expect(youku.src).toBe(`${videoHosts.youku}/embed/XNTQwMTgxMTE2?autoplay=false`)
    expect(youku.watchUrl).toBe("https://v.youku.com/v_show/id_XNTQwMTgxMTE2.html")
  })

  it("plays the owner's own file in a native player and names where it comes from", () => {
    expect(videoEmbed({ host: "custom", url: "/media/tour.mp4" }, { autoplay: true })).toMatchObject({
      kind: "file",
      src: "/media/tour.mp4",
      hostLabel: "this site",
      autoplay: true,
    })
    expect(videoEmbed({ host: "custom", url: "https://cdn.example.com/tour.mp4" }, { autoplay: false }).hostLabel).toBe(
      "cdn.example.com",
    )
  })

  it("refuses an id that could change the player address", () => {
    expect(() => videoEmbed({ host: "youtube", id: "abc?autoplay=1&x=" }, { autoplay: false })).toThrow(
      /has characters a video id cannot have/,
    )
  })
})

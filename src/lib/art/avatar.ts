import { notionists } from "@dicebear/collection"
import { createAvatar } from "@dicebear/core"

const backgrounds = ["c7d2fe", "bae6fd", "bbf7d0", "fde68a", "fecaca", "e9d5ff", "fbcfe8", "ccfbf1"]

/** A portrait drawn from a person's name: the same name always gives the same face. */
export function avatarSvg(name: string): string {
  return createAvatar(notionists, {
    seed: name,
    size: 256,
    backgroundColor: backgrounds,
    backgroundType: ["solid"],
  }).toString()
}

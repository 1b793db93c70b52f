import { notionists } from "@dicebear/collection"
import { createAvatar } from "@dicebear/core"

const backgrounds = ["c7d2fe", "bae6fd", "bbf7d0", "fde68a", "fecaca", "e9d5ff", "fbcfe8", "ccfbf1"]

/** The drawing's 25 bodies (shirts, jackets, jumpers…), "variant01" to "variant25". */
type Body = NonNullable<NonNullable<Parameters<typeof notionists.create>[0]["options"]>["body"]>[number]
const bodies = Array.from({ length: 25 }, (_, i) => `variant${String(i + 1).padStart(2, "0")}` as Body)

/**
 * A portrait drawn from a person's name: the same name always gives the same face. The body is
 * the person's place in the list (`index`), not the name's: left to the name, three of a team of
 * four drew the same shirt and tie; in turn, any 25 people in a row wear 25 different clothes.
 */
export function avatarSvg(name: string, index = 0): string {
  const body = bodies[index % bodies.length]
  return createAvatar(notionists, {
    seed: name,
    size: 256,
    backgroundColor: backgrounds,
    backgroundType: ["solid"],
    ...(body ? { body: [body] } : {}),
  }).toString()
}

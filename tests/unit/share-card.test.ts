import { expect, test, vi } from "vitest"

/** shareCardSvg of a fresh copy of the module: fonts opened anew, nothing drawn before. */
async function freshCards() {
  vi.resetModules()
  const { shareCardSvg } = await import("#/lib/share-card.ts")
  return (title: string) =>
    shareCardSvg({
      title,
      brandName: "Lumora Studio",
      mark: "spark",
      colors: { brand: "#4f46e5", strong: "#3730a3", second: "#a855f7" },
      host: "lumora.example.com",
    })
}

test("a share card is drawn the same whatever card was drawn before it (Arabic joining forms included)", async () => {
  // "هوية" starts with ه joined to the next letter; a card drawn earlier must not leave it unjoined.
  const title = "وظيفة مصمم هوية بصرية ورسوم متحركة"
  const alone = (await freshCards())(title)
  const card = await freshCards()
  card("مركز المساعدة")
  expect(card(title)).toBe(alone)
})

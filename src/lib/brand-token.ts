/**
 * Content names the brand through a token, so the sample (and a buyer's content) never repeats the
 * name: `{brand}` in a YAML entry's text, `{props.brand}` in an MDX post (the post layout passes the
 * name to the post). Both become `brand.name` of src/config/site.ts; `{brandShort}` in YAML becomes
 * its `shortName`, and `{brandHandle}` the short name as a handle ("lumora"), so that the sample's
 * profile addresses (a team member's) follow a rebrand too.
 */
import { brand } from "#/config/site.ts"

export const brandToken = "{brand}"
/** The short name, where people would say it ("Lumora rebuilt our brand"). */
const shortBrandToken = "{brandShort}"
const handleToken = "{brandHandle}"
const handle = brand.shortName.toLowerCase().replace(/[^a-z0-9]/g, "")

/** `{brand}` in a content string → the brand's name; `{brandShort}` → its short name; `{brandHandle}` → its handle. */
export const withBrand = (text: string) =>
  text.replaceAll(brandToken, brand.name).replaceAll(shortBrandToken, brand.shortName).replaceAll(handleToken, handle)

/** Every `{brand}` in a content entry's strings, at any depth; dates and images stay as they are. */
export function withBrandDeep<T>(value: T): T {
  if (typeof value === "string") return withBrand(value) as T
  if (Array.isArray(value)) return value.map(withBrandDeep) as T
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBrandDeep(item)])) as T
  return value
}

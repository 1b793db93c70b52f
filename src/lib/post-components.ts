/**
 * The components a post's MDX body may use without importing them, described once as data: the post
 * page maps each name to its React component (src/components/prose/), and the CMS (/admin/) offers
 * each as an insertable block with these fields. A name or a field added here must exist in both;
 * a test holds them together.
 *
 * `body` is the component's children (Markdown text between the tags); the other fields are
 * attributes. `list` fields are arrays of strings written as `left={["…", "…"]}`.
 */
export type PostComponentField = {
  name: string
  label: string
  widget: "string" | "select" | "list" | "markdown"
  /** For a select: the allowed values, the first being the default. */
  options?: readonly string[]
  required: boolean
  hint?: string
}

export type PostComponent = {
  name: string
  label: string
  fields: readonly PostComponentField[]
  /** Whether the component wraps Markdown text (`<Callout>…</Callout>`) rather than closing itself. */
  hasBody: boolean
}

export const calloutTypes = ["note", "tip", "warning"] as const
export type CalloutType = (typeof calloutTypes)[number]

export const videoProviders = ["youtube", "vimeo"] as const
export type VideoProvider = (typeof videoProviders)[number]

export const postComponents = [
  {
    name: "Callout",
    label: "Callout",
    hasBody: true,
    fields: [
      { name: "type", label: "Kind", widget: "select", options: calloutTypes, required: true },
      { name: "title", label: "Title", widget: "string", required: false },
      { name: "body", label: "Text", widget: "markdown", required: true },
    ],
  },
  {
    name: "Figure",
    label: "Figure",
    hasBody: false,
    fields: [
      {
        name: "src",
        label: "Picture",
        widget: "string",
        required: true,
        hint: "A generated-art key (src/data/art.ts) or an uploaded picture's path (./images/name.jpg)",
      },
      { name: "alt", label: "Description for screen readers", widget: "string", required: true },
      { name: "caption", label: "Caption", widget: "string", required: true },
      { name: "credit", label: "Credit", widget: "string", required: false },
    ],
  },
  {
    name: "Video",
    label: "Video",
    hasBody: false,
    fields: [
      { name: "provider", label: "Host", widget: "select", options: videoProviders, required: true },
      { name: "id", label: "Video id", widget: "string", required: true, hint: "The id in the video's address" },
      { name: "title", label: "Title", widget: "string", required: true },
    ],
  },
  {
    name: "PullQuote",
    label: "Pull quote",
    hasBody: true,
    fields: [
      { name: "cite", label: "Who said it", widget: "string", required: false },
      { name: "body", label: "Quote", widget: "markdown", required: true },
    ],
  },
  {
    name: "CtaButton",
    label: "Call-to-action button",
    hasBody: false,
    fields: [
      {
        name: "href",
        label: "Link",
        widget: "string",
        required: true,
        hint: "A page of the site (/contact/) or a full https:// address",
      },
      { name: "label", label: "Button text", widget: "string", required: true },
    ],
  },
  {
    name: "Comparison",
    label: "Two-column comparison",
    hasBody: false,
    fields: [
      { name: "leftTitle", label: "Left heading", widget: "string", required: true },
      { name: "left", label: "Left points", widget: "list", required: true },
      { name: "rightTitle", label: "Right heading", widget: "string", required: true },
      { name: "right", label: "Right points", widget: "list", required: true },
    ],
  },
] as const satisfies readonly PostComponent[]

export type PostComponentName = (typeof postComponents)[number]["name"]

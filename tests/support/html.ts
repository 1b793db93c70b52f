/** Reading built HTML without a browser: text, the page heading and the canonical URL. */

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** HTML entities (`&amp;`, `&#8217;`, `&#x2019;`) as the characters they stand for. */
export const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) =>
    code.startsWith("#x") || code.startsWith("#X")
      ? String.fromCodePoint(parseInt(code.slice(2), 16))
      : code.startsWith("#")
        ? String.fromCodePoint(Number(code.slice(1)))
        : (entities[code] ?? whole),
  )

/** The text of an HTML fragment, tags removed and white space collapsed. */
export const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim()

/** The text a sighted visitor reads: screen-reader-only spans left out too. */
export const visibleTextOf = (html: string) => textOf(html.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, ""))

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }

/**
 * Text as a browser would read it from HTML: numeric references (&#233; &#x2192;) and the named
 * ones a build writes (&amp; &lt; &gt; &quot; &apos; &nbsp;) decoded; any other name is left as is.
 * (Plain module, no imports: the build integrations and tests load it outside Vite.)
 */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) =>
    /^#x/i.test(code)
      ? String.fromCodePoint(parseInt(code.slice(2), 16))
      : code.startsWith("#")
        ? String.fromCodePoint(Number(code.slice(1)))
        : (named[code] ?? whole),
  )

import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"

/**
 * Registers the site's own hydration directives: `client:interaction` (src/lib/client-interaction.ts),
 * when a visitor reaches for an island, and `client:settled` (src/lib/client-settled.ts), once the
 * page has loaded.
 */
export function hydrationDirectives(): AstroIntegration {
  return {
    name: "hydration-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("../src/lib/client-interaction.ts", import.meta.url)),
        })
        addClientDirective({
          name: "settled",
          entrypoint: fileURLToPath(new URL("../src/lib/client-settled.ts", import.meta.url)),
        })
      },
    },
  }
}

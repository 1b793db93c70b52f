import { fileURLToPath } from "node:url"

import type { AstroIntegration } from "astro"

/** Registers `client:interaction` (src/lib/client-interaction.ts): hydrate when a visitor reaches for an island. */
export function interactionDirective(): AstroIntegration {
  return {
    name: "interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("../src/lib/client-interaction.ts", import.meta.url)),
        })
      },
    },
  }
}

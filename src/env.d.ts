// `client:interaction` and `client:settled` come from integrations/hydration-directives.ts.
declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean
    "client:settled"?: boolean | "visible"
  }
}

export {}

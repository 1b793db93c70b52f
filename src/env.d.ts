// `client:interaction` comes from integrations/interaction-directive.ts.
declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean
  }
}

export {}

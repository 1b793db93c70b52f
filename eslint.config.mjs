import js from "@eslint/js"
import astro from "eslint-plugin-astro"
import betterTailwind from "eslint-plugin-better-tailwindcss"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"
import { defineConfig } from "eslint/config"
import tseslint from "typescript-eslint"

export default defineConfig(
  {
    ignores: [
      "dist/",
      ".astro/",
      "node_modules/",
      "src/assets/generated/",
      "public/icons/",
      "test-results/",
      "playwright-report/",
      "*.tmp.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs["flat/recommended"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
    // <Link> renders an <a>: the anchor rules check it too.
    settings: { "jsx-a11y": { components: { Link: "a" } } },
  },
  {
    // Links go through <Link>, which puts the deploy base in front of site paths (src/lib/url.ts).
    // Islands are left out: they receive addresses already resolved, as props, and must not bundle
    // the site configuration to resolve them.
    files: ["src/components/**/*.tsx", "src/pages/**/*.tsx"],
    ignores: ["src/components/ui/link.tsx", "src/components/islands/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='a']",
          message: "Use <Link> (src/components/ui/link.tsx): it adds the deploy base to site paths.",
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "better-tailwindcss": betterTailwind },
    settings: {
      "better-tailwindcss": {
        entryPoint: "src/styles/global.css",
        callees: ["cn", "buttonClassName"],
      },
    },
    rules: {
      // An undefined class is an error (it would silently do nothing), and so are two classes
      // fighting over one property. Ordering is Prettier's job.
      "better-tailwindcss/no-unknown-classes": ["error", { ignore: ["lucide", "lucide-.*"] }],
      "better-tailwindcss/no-conflicting-classes": "error",
      "better-tailwindcss/no-duplicate-classes": "error",
      // Right-to-left languages: margins, paddings, positions, borders, corners and text alignment
      // follow the reading direction (ms-4, ps-4, start-0, border-s, rounded-s, text-start), so a
      // page in Arabic mirrors without a second stylesheet.
      // Only the inline axis turns: top, bottom, widths and heights are the same in both directions.
      "better-tailwindcss/enforce-logical-properties": [
        "error",
        {
          ignore: [
            "^(?:[^ ]*:)?-?(?:m|p|scroll-m|scroll-p)[tb]-.*$",
            "^(?:[^ ]*:)?-?(?:top|bottom)-.*$",
            "^(?:[^ ]*:)?border-[tb](?:-.*)?$",
            "^(?:[^ ]*:)?(?:min-|max-)?[hw]-.*$",
            "^(?:[^ ]*:)?size-.*$",
          ],
        },
      ],
    },
  },
)

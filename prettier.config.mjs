/** @type {import("prettier").Config} */
export default {
  semi: false,
  printWidth: 120,
  plugins: ["prettier-plugin-astro", "prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./src/styles/global.css",
  tailwindFunctions: ["cn", "buttonClassName"],
  overrides: [{ files: "*.astro", options: { parser: "astro" } }],
}

/**
 * The content editor's own script (/admin/admin.js, bundled at build by integrations/cms-admin.ts):
 * it gives Sveltia CMS, loaded just before it, the post components as insertable blocks and the
 * configuration the build wrote from the schemas (/admin/config.json), then starts it.
 */
import { postComponents } from "#/lib/post-components.ts"
import { editorComponent } from "./editor-components.ts"

type Cms = {
  registerEditorComponent: (definition: ReturnType<typeof editorComponent>) => void
  init: (options: { config: Record<string, unknown> }) => Promise<void>
}

const { CMS } = window as unknown as { CMS: Cms }

for (const component of postComponents) CMS.registerEditorComponent(editorComponent(component))

const config = (await (await fetch(new URL(/* @vite-ignore */ "config.json", import.meta.url))).json()) as Record<
  string,
  unknown
>
// The configuration is given whole: no second request for a config.yml.
await CMS.init({ config: { ...config, load_config_file: false } })

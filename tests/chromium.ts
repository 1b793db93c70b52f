import { existsSync } from "node:fs"

import type { LaunchOptions } from "@playwright/test"

// Debian's Chromium where it is installed (this project's machines and CI); otherwise the browser
// from `npx playwright install chromium`.
const systemChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** How every browser suite starts Chromium: offline-safe flags for a machine without a network. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
}

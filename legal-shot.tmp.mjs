import { chromium } from "playwright"
const [,, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" })
for (const spec of paths) {
  const [path, width, scheme] = spec.split("|")
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme, reducedMotion: "reduce" })
  await page.goto(`http://localhost:4403${path}`)
  await page.waitForTimeout(300)
  const name = `/tmp/legal-${path.replace(/\W+/g, "_")}-${width}-${scheme}.png`
  await page.screenshot({ path: name, fullPage: true })
  console.log(name)
}
await browser.close()

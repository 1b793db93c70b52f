/**
 * A bounded load check against nginx on loopback (the same code as `npm run load`): 5 s each on the
 * home page plain and compressed and on a hashed stylesheet, 256 connections, with wrk (autocannon
 * when wrk is missing). The bar is deliberately low, because CI machines are shared: no errors,
 * timeouts or non-2xx answers, p99 latency under a second, and compressed answers at least 80% as
 * fast as plain ones, which holds only while nginx sends the build's .br/.gz copies (compressing the
 * home page per request made it about twenty times slower).
 */
import { expect, test } from "@playwright/test"

import { compressedRatio, compressedShare, failed, formatResults, loadRuns, measure } from "../../scripts/load"
import { dist } from "../e2e/helpers"

test.skip(!!process.env.NGINX_SKIPPED, process.env.NGINX_SKIPPED)

const options = { duration: 5, connections: 256 }

test("nginx serves the home page, compressed or not, and a hashed asset under load without errors", async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000)
  const results = []
  for (const run of loadRuns(dist)) results.push(await measure(baseURL!, run.path, { ...options, ...run }))
  const ratio = compressedRatio(results)
  const summary = `${formatResults(results, options)}\ncompressed / plain requests per second: ${ratio.toFixed(2)}`
  console.log(`\n${summary}\n`)
  await testInfo.attach("load.txt", { body: summary, contentType: "text/plain" })
  for (const result of results) {
    expect(failed(result), `${result.path} (${result.acceptEncoding}): ${JSON.stringify(result)}`).toBe(false)
    expect(result.p99, `${result.path} p99 latency (ms)`).toBeLessThan(1000)
  }
  expect(ratio, "compressed / plain requests per second on the home page").toBeGreaterThanOrEqual(compressedShare)
})

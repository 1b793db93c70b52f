/**
 * A bounded load check against nginx on loopback (the same code as `npm run load`): 10 s each on the
 * home page and on a hashed stylesheet, 10 connections. The bar is deliberately low, because CI
 * machines are shared: no errors, timeouts or non-2xx answers, and p99 latency under a second.
 */
import { expect, test } from "@playwright/test"

import { failed, formatResults, hashedAsset, measure } from "../../scripts/load"
import { href } from "../../src/lib/url"
import { dist } from "../e2e/helpers"

test.skip(!!process.env.NGINX_SKIPPED, process.env.NGINX_SKIPPED)

const options = { duration: 10, connections: 10 }

test("nginx serves the home page and a hashed asset under load without errors", async ({ baseURL }, testInfo) => {
  test.setTimeout(60_000)
  const results = []
  for (const path of [href("/"), hashedAsset(dist)]) results.push(await measure(baseURL!, path, options))
  const summary = formatResults(results, options)
  console.log(`\n${summary}\n`)
  await testInfo.attach("load.txt", { body: summary, contentType: "text/plain" })
  for (const result of results) {
    expect(failed(result), `${result.path}: ${JSON.stringify(result)}`).toBe(false)
    expect(result.p99, `${result.path} p99 latency (ms)`).toBeLessThan(1000)
  }
})

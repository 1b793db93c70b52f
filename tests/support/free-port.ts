import { createServer } from "node:net"

/**
 * A port nothing listens on right now, for a suite that starts its own servers (a build's site, a
 * local endpoint stub) beside others on the same machine.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })
}

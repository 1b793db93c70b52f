import { spawnSync } from "node:child_process"
import { join } from "node:path"

/**
 * A key and a self-signed certificate for 127.0.0.1, valid for a day, written into `folder` by
 * openssl: what `scripts/serve.ts --tls-key --tls-cert` needs to serve the build over HTTP/2 on
 * this machine (the audit, which measures the pages that way, and the server's own test).
 */
export function selfSignedCertificate(folder: string): { key: string; cert: string } {
  const [key, cert] = [join(folder, "key.pem"), join(folder, "cert.pem")]
  const result = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-keyout", key, "-out", cert, "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  )
  if (result.status !== 0)
    throw new Error("no certificate: serving over HTTP/2 here needs openssl (apt-get install openssl)")
  return { key, cert }
}

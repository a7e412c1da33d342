import fs from 'node:fs'
import path from 'node:path'
import { X509Certificate } from 'node:crypto'
import selfsigned from 'selfsigned'

export interface TlsFiles {
  key: string
  cert: string
  /** Where the certificate came from, for the start banner and the README's trust steps. */
  source: 'configured' | 'generated'
  /** The local certificate authority to trust (generated certificates only). */
  caFile?: string
}

const LEAF_DAYS = 365
const CA_YEARS = 10

/**
 * The HTTPS certificate of the lake's Studio origin: LAKE_TLS_CERT / LAKE_TLS_KEY when given;
 * otherwise a local certificate authority and a server certificate signed by it, generated into
 * DATA_DIR/tls on first start. Browsers are told to trust the CA once (README); the server
 * certificate is made again when it nears expiry or when the host names change, without a new CA.
 */
export async function resolveTlsCertificate(options: {
  dataDir: string
  certFile?: string
  keyFile?: string
  hosts: string[]
  now?: Date
}): Promise<TlsFiles> {
  if (options.certFile || options.keyFile) {
    if (!options.certFile || !options.keyFile) {
      throw new Error('Set LAKE_TLS_CERT and LAKE_TLS_KEY together (or neither)')
    }
    return {
      cert: fs.readFileSync(options.certFile, 'utf8'),
      key: fs.readFileSync(options.keyFile, 'utf8'),
      source: 'configured',
    }
  }
  const dir = path.join(options.dataDir, 'tls')
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const now = options.now ?? new Date()
  const files = {
    caCert: path.join(dir, 'ca.pem'),
    caKey: path.join(dir, 'ca-key.pem'),
    cert: path.join(dir, 'server.pem'),
    key: path.join(dir, 'server-key.pem'),
  }
  const hosts = [...new Set(options.hosts)].sort()

  let ca = readPair(files.caCert, files.caKey)
  if (!ca || !validFor(ca.cert, now, 30)) {
    const notAfter = new Date(now)
    notAfter.setFullYear(notAfter.getFullYear() + CA_YEARS)
    const pems = await selfsigned.generate(
      [
        { name: 'commonName', value: 'Gulf Bridge Freight local development CA' },
        { name: 'organizationName', value: 'Gulf Bridge Freight (local)' },
      ],
      {
        keySize: 2048,
        algorithm: 'sha256',
        notBeforeDate: new Date(now.getTime() - 60_000),
        notAfterDate: notAfter,
        extensions: [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ],
      },
    )
    ca = { cert: pems.cert, key: pems.private }
    writePrivate(files.caKey, ca.key)
    fs.writeFileSync(files.caCert, ca.cert, { mode: 0o644 })
    fs.rmSync(files.cert, { force: true })
  }

  let leaf = readPair(files.cert, files.key)
  if (
    !leaf ||
    !validFor(leaf.cert, now, 14) ||
    !coversHosts(leaf.cert, hosts) ||
    !issuedBy(leaf.cert, ca.cert)
  ) {
    const notAfter = new Date(now.getTime() + LEAF_DAYS * 24 * 60 * 60 * 1000)
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
      keySize: 2048,
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - 60_000),
      notAfterDate: notAfter,
      ca: { key: ca.key, cert: ca.cert },
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: hosts.map((host) =>
            /^[\d.]+$/.test(host) || host.includes(':')
              ? { type: 7, ip: host }
              : { type: 2, value: host },
          ),
        },
      ],
    })
    leaf = { cert: pems.cert, key: pems.private }
    writePrivate(files.key, leaf.key)
    fs.writeFileSync(files.cert, leaf.cert, { mode: 0o644 })
  }
  return { key: leaf.key, cert: leaf.cert, source: 'generated', caFile: files.caCert }
}

function readPair(certFile: string, keyFile: string): { cert: string; key: string } | null {
  try {
    return { cert: fs.readFileSync(certFile, 'utf8'), key: fs.readFileSync(keyFile, 'utf8') }
  } catch {
    return null
  }
}

function writePrivate(file: string, content: string) {
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, content, { mode: 0o600 })
  fs.renameSync(tmp, file)
}

function validFor(pem: string, now: Date, marginDays: number): boolean {
  try {
    const cert = new X509Certificate(pem)
    const until = Date.parse(cert.validTo) - marginDays * 24 * 60 * 60 * 1000
    return Date.parse(cert.validFrom) <= now.getTime() && until > now.getTime()
  } catch {
    return false
  }
}

function coversHosts(pem: string, hosts: string[]): boolean {
  try {
    const cert = new X509Certificate(pem)
    return hosts.every((host) =>
      /^[\d.]+$/.test(host) || host.includes(':')
        ? cert.checkIP(host) !== undefined
        : cert.checkHost(host) !== undefined,
    )
  } catch {
    return false
  }
}

function issuedBy(pem: string, caPem: string): boolean {
  try {
    return new X509Certificate(pem).verify(new X509Certificate(caPem).publicKey)
  } catch {
    return false
  }
}

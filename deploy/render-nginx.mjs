// Renders deploy/nginx/freight.conf.template with the deployment's values (README "Deploying"):
//
//   SITE_HOST=www.example.com STUDIO_HOST=studio.example.com \
//   SITE_REPLICAS=127.0.0.1:3001,127.0.0.1:3002 STORE_STUDIO=127.0.0.1:3334 \
//   STORE_CA=/var/lib/freight/store/tls/ca.pem TLS_CERT=… TLS_KEY=… \
//   node deploy/render-nginx.mjs > /etc/nginx/conf.d/freight.conf
//
// Optional: HTTPS_PORT (443), HTTP_PORT (80), LISTEN_ADDRESS (all), CACHE_DIR
// (/var/cache/nginx/freight). Plain Node, no packages: it runs on the proxy host too.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'nginx',
  'freight.conf.template',
)
const REQUIRED = [
  'SITE_HOST',
  'STUDIO_HOST',
  'SITE_REPLICAS',
  'STORE_STUDIO',
  'STORE_CA',
  'TLS_CERT',
  'TLS_KEY',
]
const HOST_PORT = /^[A-Za-z0-9.[\]:-]+:\d{1,5}$/
const HOST_NAME = /^[A-Za-z0-9.-]+$/

/** The rendered configuration, or an Error naming every missing or malformed value. */
export function renderNginx(env) {
  const problems = REQUIRED.filter((name) => !env[name]?.trim()).map((name) => `${name} is not set`)
  const replicas = (env.SITE_REPLICAS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const replica of [...replicas, env.STORE_STUDIO ?? '']) {
    if (replica && !HOST_PORT.test(replica)) problems.push(`${replica} is not host:port`)
  }
  for (const name of ['SITE_HOST', 'STUDIO_HOST']) {
    if (env[name] && !HOST_NAME.test(env[name])) problems.push(`${name} is not a host name`)
  }
  if (problems.length > 0)
    throw new Error(`Cannot render the nginx configuration:\n  ${problems.join('\n  ')}`)
  const httpsPort = env.HTTPS_PORT ?? '443'
  const address = env.LISTEN_ADDRESS ? `${env.LISTEN_ADDRESS}:` : ''
  const values = {
    SITE_HOST: env.SITE_HOST,
    STUDIO_HOST: env.STUDIO_HOST,
    SITE_SERVERS: replicas
      .map((replica) => `    server ${replica} max_fails=2 fail_timeout=2s;`)
      .join('\n'),
    STORE_STUDIO: env.STORE_STUDIO,
    STORE_CA: env.STORE_CA,
    TLS_CERT: env.TLS_CERT,
    TLS_KEY: env.TLS_KEY,
    HTTPS_LISTEN: `${address}${httpsPort}`,
    HTTP_LISTEN: `${address}${env.HTTP_PORT ?? '80'}`,
    HTTPS_PORT_SUFFIX: httpsPort === '443' ? '' : `:${httpsPort}`,
    CACHE_DIR: env.CACHE_DIR ?? '/var/cache/nginx/freight',
  }
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`The template names an unknown value ${whole}`)
    return values[name]
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(renderNginx(process.env))
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}

import type { FastifyRequest } from 'fastify'
import type { ApiConfig } from '../config'

/**
 * The origin we put in the URLs we build (issue 11 item 9): SITE_URL when configured, else
 * this server's own address — the interface it listens on (`localhost` for a wildcard) and the
 * port the connection came in on (the socket's, so port 0 in tests works). Never the Host
 * header, nor X-Forwarded-Host: a client can set those to anything.
 */
export function publicSiteOrigin(
  config: Pick<ApiConfig, 'siteUrl' | 'host' | 'port'>,
  request?: FastifyRequest,
): string {
  if (config.siteUrl) return config.siteUrl
  const port = request?.socket.localPort ?? config.port
  const host = ['0.0.0.0', '::', 'localhost', ''].includes(config.host)
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host
  return `http://${host}:${port}`
}

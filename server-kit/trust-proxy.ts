import type { FastifyServerOptions } from 'fastify'

/** TRUST_PROXY as read: `true`, a hop count, or addresses/CIDRs (unset or `false`: none). */
export type TrustProxy = boolean | number | string[]

/**
 * TRUST_PROXY (both servers read it): the proxies whose X-Forwarded-For is believed. Unset, the
 * socket address is the client's, so a forged header cannot dodge a lockout or a limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim()
  if (!text || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/** Fastify's `trustProxy`: a hop count trusts that many proxies in front (proxy-addr semantics). */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust
}

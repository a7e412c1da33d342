/**
 * A probe of a server's `/healthz` or `/readyz` (server-kit/health-routes.ts), as a load
 * balancer reads it: the status, whether it may be cached, and the JSON body.
 */
export async function probe(url: string) {
  const response = await fetch(url)
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  }
}

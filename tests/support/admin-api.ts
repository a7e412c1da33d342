/** The legacy admin API as a client uses it (a product started by a test, a bench or a soak). */

/** An admin.php login that was answered, but without a token. */
export class AdminLoginError extends Error {
  constructor(readonly status: number) {
    super(`admin login failed: ${status}`)
  }
}

/**
 * Logs in through `${apiUrl}/admin.php` and gives the token. Throws an AdminLoginError (with the
 * status) when the answer has no token, and fetch's own error when no answer came.
 */
export async function adminToken(
  apiUrl: string,
  admin: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${apiUrl}/admin.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const body = (await response.json()) as { token?: string }
  if (!response.ok || !body.token) throw new AdminLoginError(response.status)
  return body.token
}

/**
 * A legacy admin save as the admin panel sends it: multipart, `fields` then `mode=post`, with the
 * admin's bearer token. The answer is the caller's to read.
 */
export function postAdminForm(
  apiUrl: string,
  token: string,
  route: string,
  fields: Record<string, string>,
): Promise<Response> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('mode', 'post')
  return fetch(`${apiUrl}/${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
}

/**
 * PUT /api/shipments/{number} with the admin's bearer token (create or replace a shipment, as
 * the admin screen and the transport system do). The answer is the caller's to read.
 */
export function putShipment(
  apiUrl: string,
  token: string,
  number: string,
  shipment: unknown,
): Promise<Response> {
  return fetch(`${apiUrl}/shipments/${number}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(shipment),
  })
}

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

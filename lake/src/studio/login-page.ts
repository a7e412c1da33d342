/**
 * The login page editors reach from the Studio's "Choose login provider" screen. Plain HTML with
 * inline styles and no script (its CSP allows none): it works with no outside host, and the
 * browser's own checks (required, type=email) plus the server's answers are all it needs.
 */
export function loginPage(form: { origin: string; email: string; error?: string }): string {
  const error = form.error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(form.error)}</p>`
    : ''
  const describedBy = form.error ? ' aria-describedby="login-error"' : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Log in to the Studio · Gulf Bridge Freight</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f4f7; color: #101828; padding: 16px; }
  main { width: 100%; max-width: 400px; background: #fff; border-radius: 12px; padding: 32px 28px; box-shadow: 0 1px 3px rgba(16,24,40,.1), 0 8px 24px rgba(16,24,40,.08); }
  .brand { font-size: 13px; font-weight: 600; letter-spacing: .08em; text-transform: uppercase; color: #0b4a8b; margin: 0 0 8px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .lead { margin: 0 0 24px; color: #475467; font-size: 15px; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 0 0 6px; }
  input { width: 100%; font: inherit; font-size: 16px; padding: 10px 12px; border: 1px solid #d0d5dd; border-radius: 8px; margin: 0 0 16px; }
  input:focus { outline: 3px solid #84adff; outline-offset: 1px; border-color: #0b4a8b; }
  button { width: 100%; font: inherit; font-size: 16px; font-weight: 600; padding: 11px 12px; border: 0; border-radius: 8px; background: #0b4a8b; color: #fff; cursor: pointer; }
  button:hover { background: #093b6f; }
  button:focus-visible { outline: 3px solid #84adff; outline-offset: 2px; }
  .error { background: #fef3f2; color: #b42318; border: 1px solid #fecdca; border-radius: 8px; padding: 10px 12px; font-size: 14px; margin: 0 0 16px; }
  .help { margin: 20px 0 0; font-size: 13px; color: #475467; }
</style>
</head>
<body>
<main>
  <p class="brand">Gulf Bridge Freight</p>
  <h1>Log in to the Studio</h1>
  <p class="lead">Use the account your administrator gave you.</p>
  ${error}
  <form method="post">
    <input type="hidden" name="origin" value="${escapeHtml(form.origin)}">
    <label for="email">E-mail address</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(form.email)}"${describedBy}${form.email ? '' : ' autofocus'}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${form.email ? ' autofocus' : ''}>
    <button type="submit">Log in</button>
  </form>
  <p class="help">Forgot your password? Ask an administrator to set a new one.</p>
</main>
</body>
</html>`
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

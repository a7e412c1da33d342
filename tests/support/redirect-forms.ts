/**
 * Redirect targets of every outside form, and site paths, for the tests of the one rule
 * (schemas/lib/redirect-target.ts, ADR 026) in the rule itself, the lake's API and the site.
 */

/** Other sites, scripts, and paths that turn into either in a browser or a proxy. */
export const OUTSIDE_TARGETS = [
  'https://evil.example/x',
  'http://evil.example/x',
  'HTTPS://evil.example',
  '//evil.example',
  '//evil.example/contact',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ' /contact',
  '  //evil.example',
  '\t/contact',
  '\n/contact',
  '\r\n//evil.example',
  '/contact\n',
  '/contact\r\nSet-Cookie: a=1',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%252F%252Fevil.example',
  '/%5Cevil.example',
  '%2F%2Fevil',
  '/services\\air',
  '/con\u0000tact',
  '/con\u0007tact',
  '/con\u007ftact',
  '/contact%0d%0aSet-Cookie:a=1',
  '/\u2215\u2215evil.example',
  '/\uff0fevil.example',
  'contact',
  '',
]

/** Paths of this site: every one is accepted. */
export const SITE_TARGETS = ['/contact', '/ar/contact', '/services#air?x=1', '/', '/get-quote?x=1']

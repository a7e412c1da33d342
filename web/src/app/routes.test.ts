import { describe, expect, it } from 'vitest'
import { canonicalPath, matchSiteRoute, publicSitePaths } from './routes'

describe('the route table', () => {
  it('names each page by one path: / for /home, no trailing slash, in the path’s language', () => {
    const canonical = {
      '/home': '/',
      '/ar/home': '/ar',
      '/ar/home/': '/ar',
      '/contact/': '/contact',
      '/ar/service': '/ar/service',
      '/': '/',
      // Not a page: as it is (the not-found screen has no canonical page).
      '/no-such-page/': '/no-such-page/',
    }
    for (const [path, page] of Object.entries(canonical))
      expect(canonicalPath(path), path).toBe(page)
    expect(matchSiteRoute('/ar/admin-login')).toBeNull()
  })

  it('lists for search engines every page in both languages, once, without /home or /user', () => {
    const paths = publicSitePaths()
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toContain('/')
    expect(paths).toContain('/ar')
    expect(paths).toContain('/contact')
    expect(paths).toContain('/ar/contact')
    for (const unlisted of ['/home', '/ar/home', '/user', '/ar/user', '/admin-login']) {
      expect(paths).not.toContain(unlisted)
    }
    // Each listed path is its page's canonical one, and the two languages list the same pages.
    for (const path of paths) expect(canonicalPath(path)).toBe(path)
    const arabic = paths.filter((path) => path === '/ar' || path.startsWith('/ar/'))
    expect(arabic.length * 2).toBe(paths.length)
  })
})

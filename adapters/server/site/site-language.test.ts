import { describe, expect, it } from 'vitest'
import { langOfPath, pathWithoutLang } from '#web/lib/locale'
import { pathWithoutSiteLang, siteLangOfPath, withHtmlLang } from './site-language'

/**
 * The server restates the site's language rule (it never imports web code): both must name the
 * same language and page for every path, or the server would write `<html lang="en">` around an
 * Arabic render.
 */
describe('the server’s language of a path', () => {
  it('agrees with the site’s own rule', () => {
    for (const path of [
      '/',
      '/ar',
      '/ar/',
      '/ar/service',
      '/ar/unknown/deeper',
      '/arabic',
      '/service',
      '/service/ar',
      '/home',
      '/ar/home',
    ]) {
      expect(siteLangOfPath(path), path).toBe(langOfPath(path))
      expect(pathWithoutSiteLang(path), path).toBe(pathWithoutLang(path))
    }
  })

  it('writes the language and direction on the template’s <html>, whatever it had', () => {
    const template = '<!doctype html>\n<html lang="en">\n  <head></head>\n</html>'
    expect(withHtmlLang(template, 'ar')).toContain('<html lang="ar" dir="rtl">')
    expect(withHtmlLang(template, 'en')).toContain('<html lang="en" dir="ltr">')
    expect(withHtmlLang('<!doctype html><html><head>', 'ar')).toBe(
      '<!doctype html><html lang="ar" dir="rtl"><head>',
    )
    // The <head> is no <html> tag.
    expect(withHtmlLang('<html>', 'ar').match(/<html/g)).toHaveLength(1)
  })
})

import { describe, expect, it } from 'vitest'
import {
  dirOf,
  intlLocaleOf,
  langCookie,
  langOfPath,
  localiseHref,
  ogLocaleOf,
  otherLang,
  pathInLang,
  pathWithoutLang,
} from './locale'

/** The site's pages for these tests: a few English paths and their Arabic versions. */
const PAGES = new Set([
  '/',
  '/service',
  '/track-shipment',
  '/ar',
  '/ar/service',
  '/ar/track-shipment',
])
const isPage = (pathname: string) => PAGES.has(pathname)

describe('the page language helpers (ADR 022)', () => {
  it('reads the language off the path: /ar and /ar/… only', () => {
    expect(langOfPath('/ar')).toBe('ar')
    expect(langOfPath('/ar/')).toBe('ar')
    expect(langOfPath('/ar/service')).toBe('ar')
    expect(langOfPath('/')).toBe('en')
    expect(langOfPath('/service')).toBe('en')
    // A path that merely starts with the letters is English.
    expect(langOfPath('/arabic')).toBe('en')
    expect(langOfPath('/are-you-lost')).toBe('en')
    expect(langOfPath('/service/ar')).toBe('en')
  })

  it('takes the prefix off and puts it on, the home page being /ar', () => {
    expect(pathWithoutLang('/ar')).toBe('/')
    expect(pathWithoutLang('/ar/service')).toBe('/service')
    expect(pathWithoutLang('/service')).toBe('/service')
    expect(pathWithoutLang('/arabic')).toBe('/arabic')
    expect(pathInLang('/', 'ar')).toBe('/ar')
    expect(pathInLang('/service', 'ar')).toBe('/ar/service')
    expect(pathInLang('/ar/service', 'ar')).toBe('/ar/service')
    expect(pathInLang('/ar/service', 'en')).toBe('/service')
    expect(pathInLang('/ar', 'en')).toBe('/')
    expect(pathInLang('/service', 'en')).toBe('/service')
  })

  it('round-trips every path through both languages', () => {
    for (const path of ['/', '/service', '/air-freight', '/arabic', '/media-center']) {
      expect(pathInLang(pathInLang(path, 'ar'), 'en')).toBe(path)
      expect(langOfPath(pathInLang(path, 'ar'))).toBe('ar')
      expect(langOfPath(pathInLang(path, 'en'))).toBe('en')
    }
  })

  it('names the direction, the Intl locale with Western digits and the Open Graph locale', () => {
    expect(dirOf('ar')).toBe('rtl')
    expect(dirOf('en')).toBe('ltr')
    expect(intlLocaleOf('ar')).toBe('ar-AE-u-nu-latn')
    expect(new Intl.NumberFormat(intlLocaleOf('ar')).format(1234)).toMatch(/^1.?234$/)
    expect(ogLocaleOf('ar')).toBe('ar_AE')
    expect(ogLocaleOf('en')).toBe('en_US')
    expect(otherLang('ar')).toBe('en')
    expect(otherLang('en')).toBe('ar')
  })

  it('localises links to the site’s pages on Arabic pages and leaves everything else', () => {
    expect(localiseHref('/service', 'ar', isPage)).toBe('/ar/service')
    expect(localiseHref('/', 'ar', isPage)).toBe('/ar')
    expect(localiseHref('/track-shipment?number=A1#result', 'ar', isPage)).toBe(
      '/ar/track-shipment?number=A1#result',
    )
    // Already in a language, not a page in Arabic (files, the admin area), not a path.
    expect(localiseHref('/ar/service', 'ar', isPage)).toBe('/ar/service')
    expect(localiseHref('/lake/files/report.pdf', 'ar', isPage)).toBe('/lake/files/report.pdf')
    expect(localiseHref('/admin-login', 'ar', isPage)).toBe('/admin-login')
    expect(localiseHref('//cdn.example.com/x', 'ar', isPage)).toBe('//cdn.example.com/x')
    expect(localiseHref('https://example.com/service', 'ar', isPage)).toBe(
      'https://example.com/service',
    )
    expect(localiseHref('#faq', 'ar', isPage)).toBe('#faq')
    expect(localiseHref('mailto:info@example.com', 'ar', isPage)).toBe('mailto:info@example.com')
    // English pages link as written.
    expect(localiseHref('/service', 'en', isPage)).toBe('/service')
    expect(localiseHref('/ar/service', 'en', isPage)).toBe('/ar/service')
  })

  it('remembers a choice for a year, site-wide, sent on top-level navigations', () => {
    expect(langCookie('ar')).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(langCookie('en')).toMatch(/^lang=en;/)
  })
})

import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AUTH_OUTSIDE_PROVIDER } from '#contract/messages'
import { AdminProvider, useAdminAuth } from './admin-auth'

function ShowAuth() {
  const auth = useAdminAuth()
  return createElement('p', null, `admin=${auth.isAdmin} loading=${auth.isLoading}`)
}

describe('useAdminAuth (spec §8)', () => {
  it('throws the spec error outside AdminProvider', () => {
    expect(() => renderToString(createElement(ShowAuth))).toThrow(AUTH_OUTSIDE_PROVIDER)
    expect(AUTH_OUTSIDE_PROVIDER).toBe('useAdminAuth must be used within AdminProvider')
  })

  it('starts loading with no admin inside the provider (the server render)', () => {
    const html = renderToString(createElement(AdminProvider, null, createElement(ShowAuth)))
    expect(html).toContain('admin=false loading=true')
  })
})

import { describe, expect, it } from 'vitest'
import { CachedPage, PageCache } from './page-cache'

const page = (html: string) => new CachedPage(200, html, 'nonce')

/** A cache that follows its events (it got `welcome`), with /a tagged t1 and /b tagged t1, t2. */
function followingCache() {
  const cache = new PageCache()
  cache.apply({ type: 'welcome' })
  cache.set('/a', page('a'), cache.begin(), ['t1'])
  cache.set('/b', page('b'), cache.begin(), ['t1', 't2'])
  cache.set('/c', page('c'), cache.begin(), ['t3'])
  return cache
}

describe('the page cache and live events', () => {
  it('drops exactly the pages whose sync tags an event names', () => {
    const cache = followingCache()
    cache.apply({ type: 'message', id: 'e1', tags: ['t2', 'unrelated'] })
    expect(cache.get('/a')?.html).toBe('a')
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/c')?.html).toBe('c')
    cache.apply({ type: 'message', id: 'e2', tags: ['t1'] })
    expect([cache.get('/a'), cache.get('/c')?.html]).toEqual([undefined, 'c'])
    expect(cache.lastEventId).toBe('e2')
  })

  it('drops everything on restart, reconnect and goaway, and stores nothing until welcomed', () => {
    for (const type of ['restart', 'reconnect', 'goaway'] as const) {
      const cache = followingCache()
      cache.apply({ type, id: 'x' })
      expect(cache.size, type).toBe(0)
      cache.set('/a', page('a'), cache.begin(), ['t1'])
      // A restart keeps following (the stream goes on); the others wait for the next welcome.
      expect(cache.size, type).toBe(type === 'restart' ? 1 : 0)
      cache.apply({ type: 'welcome' })
      cache.set('/a', page('a'), cache.begin(), ['t1'])
      expect(cache.size, type).toBe(1)
    }
  })

  it('stores nothing before the first welcome, or after the events failed', () => {
    const cache = new PageCache()
    cache.set('/a', page('a'), cache.begin(), ['t1'])
    expect(cache.size).toBe(0)
    const following = followingCache()
    following.stopFollowing()
    expect(following.size).toBe(0)
    following.set('/a', page('a'), following.begin(), ['t1'])
    expect(following.size).toBe(0)
  })

  it('does not store a render that an event overtook, but does one it did not concern', () => {
    const cache = followingCache()
    const started = cache.begin()
    cache.apply({ type: 'message', id: 'e1', tags: ['t9'] })
    cache.set('/d', page('d'), started, ['t4'])
    expect(cache.get('/d')?.html).toBe('d')
    const again = cache.begin()
    cache.apply({ type: 'message', id: 'e2', tags: ['t4'] })
    cache.set('/e', page('e'), again, ['t4'])
    expect(cache.get('/e')).toBeUndefined()
  })

  it('does not store a render older than every event it remembers', () => {
    const cache = followingCache()
    const started = cache.begin()
    for (let i = 0; i < 300; i++) cache.apply({ type: 'message', id: `e${i}`, tags: [`x${i}`] })
    cache.set('/d', page('d'), started, ['t4'])
    expect(cache.get('/d')).toBeUndefined()
  })

  it('never stores a page without tags (a content API that sends none)', () => {
    const cache = followingCache()
    cache.set('/d', page('d'), cache.begin(), [])
    expect(cache.get('/d')).toBeUndefined()
  })

  it('keeps at most its bound, oldest out, and forgets the tags of pages it let go', () => {
    const cache = new PageCache(2)
    cache.apply({ type: 'welcome' })
    cache.set('/a', page('a'), cache.begin(), ['t1'])
    cache.set('/b', page('b'), cache.begin(), ['t1'])
    cache.set('/c', page('c'), cache.begin(), ['t2'])
    expect([cache.get('/a'), cache.get('/b')?.html, cache.get('/c')?.html]).toEqual([
      undefined,
      'b',
      'c',
    ])
    cache.set('/b', page('b2'), cache.begin(), ['t3'])
    cache.apply({ type: 'message', id: 'e1', tags: ['t1'] })
    expect(cache.get('/b')?.html).toBe('b2')
  })
})

import { parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { HOME_PAGE_QUERY } from '#web/features/home/home-query'
import { LAYOUT_QUERY, SERVICES_QUERY } from '#web/content/queries'
import { costShape, estimatedWork } from './cost'

const shape = (q: string) => costShape(parse(q))

describe('costShape', () => {
  it('finds the site queries cheap by construction', () => {
    for (const q of [LAYOUT_QUERY, SERVICES_QUERY, HOME_PAGE_QUERY]) {
      expect(shape(q).nestedOverDataset).toBe(false)
    }
    const page = shape(`*[_type == "office" && count(contacts) > 0] | order(order asc) {
      _id, "flag": flag.asset->url, contacts[]{name, "phones": phones[]{number}}}`)
    expect(page).toMatchObject({ nestedOverDataset: false, nestedOverOther: false, everything: 1 })
  })

  it('flags iterations over *, a parameter or ^ inside another iteration, and match', () => {
    expect(shape('count(*[count(*[count(*) > 0]) > 0])').nestedOverDataset).toBe(true)
    expect(shape('*{"x": *{"y": *}}').nestedOverDataset).toBe(true)
    expect(shape('*[_type == "a"]{"n": count(*[_type == "b"])}').nestedOverDataset).toBe(true)
    const params = shape('count($p[count($p[@ > 0]) > 0])')
    expect(params).toMatchObject({ nestedOverDataset: true, nestedOverOther: true })
    expect(shape('*[count(body[count(^.body) > 0]) > 0]').nestedOverOther).toBe(true)
    expect(shape('*[title match "a*b*c"]').nestedOverOther).toBe(true)
    // Over a one-document dataset (a listener), nested `*` alone is harmless.
    expect(shape('*[count(*[count(*) > 0]) > 0]').nestedOverOther).toBe(false)
  })
})

describe('estimatedWork', () => {
  it('counts documents scanned and parameters walked or compared per element', () => {
    const ids = shape('*[_id in $ids]._id')
    expect(estimatedWork(ids, 100, 4000)).toBe(100 * 250)
    expect(estimatedWork(shape('*[_type == "post"]{title}'), 5000, 2)).toBe(5000)
    // A parameter walked, and compared per element: quadratic in its size.
    expect(estimatedWork(shape('$p[@ in $p]'), 0, 64_000)).toBe(32_000 * 4000)
  })
})

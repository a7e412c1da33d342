import { describe, expect, it } from 'vitest'
import { attachment, toCsv } from './inbox-routes'

describe('toCsv', () => {
  it('writes RFC 4180 rows with a byte order mark and CRLF line ends', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 'say "hi"'],
        ['line\nbreak', ''],
      ]),
    ).toBe('\uFEFFa,b\r\n"c,d","say ""hi"""\r\n"line\nbreak",\r\n')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    const cells = ['=1+1', '+971', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b', "'quoted"]
    expect(toCsv([cells])).toBe("\uFEFF'=1+1,'+971,'-2,'@SUM(A1),'\tx,\"'\rx\",a=b,'quoted\r\n")
  })
})

describe('attachment', () => {
  it('gives an ASCII fallback and the UTF-8 name in RFC 5987 form', () => {
    expect(attachment('سيرة ذاتية.pdf')).toBe(
      `attachment; filename="____ _____.pdf"; filename*=UTF-8''%D8%B3%D9%8A%D8%B1%D8%A9%20%D8%B0%D8%A7%D8%AA%D9%8A%D8%A9.pdf`,
    )
    expect(attachment(`it's "my" cv (1);%.pdf`)).toBe(
      `attachment; filename="it's _my_ cv (1)__.pdf"; filename*=UTF-8''it%27s%20%22my%22%20cv%20%281%29%3B%25.pdf`,
    )
  })
})

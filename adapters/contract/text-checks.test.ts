import { describe, expect, it } from 'vitest'
import { fileExtension, isHeaderSafe, isWellFormed, utf8ByteLength } from './text-checks'

// The zod-free string checks that both the contract's schemas and the browser forms use.
describe('text checks', () => {
  it('counts UTF-8 bytes, the unit of every text cap', () => {
    expect(utf8ByteLength('')).toBe(0)
    expect(utf8ByteLength('plain')).toBe(5)
    expect(utf8ByteLength('é à ü')).toBe(8)
    expect(utf8ByteLength('\uD83D\uDE00')).toBe(4)
  })

  it('refuses lone surrogates and accepts paired ones', () => {
    expect(isWellFormed('Ada Lovelace')).toBe(true)
    expect(isWellFormed('\uD83D\uDE00 emoji')).toBe(true)
    expect(isWellFormed('lone \uD83D high')).toBe(false)
    expect(isWellFormed('lone \uDE00 low')).toBe(false)
  })

  it('keeps line breaks and other control characters out of mail headers', () => {
    expect(isHeaderSafe('Ada Lovelace é')).toBe(true)
    for (const unsafe of ['line\nbreak', 'carriage\rreturn', 'tab\there', 'del\u007F']) {
      expect(isHeaderSafe(unsafe), JSON.stringify(unsafe)).toBe(false)
    }
  })

  it('reads a file name extension in lower case, without the dot', () => {
    expect(fileExtension('cv.pdf')).toBe('pdf')
    expect(fileExtension('CV.DOCX')).toBe('docx')
    expect(fileExtension('archive.tar.gz')).toBe('gz')
    expect(fileExtension('.hidden')).toBe('')
    expect(fileExtension('trailing.')).toBe('')
    expect(fileExtension('noextension')).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import * as fields from './fields'
import * as plain from './text-checks'

// The zod-free copies must answer exactly as the checks of fields.ts (the server's).
const samples = [
  '',
  'plain',
  'Ada Lovelace',
  'line\nbreak',
  'carriage\rreturn',
  'tab\there',
  'del\u007F',
  'é à ü',
  '\uD83D\uDE00 emoji',
  'lone \uD83D high',
  'lone \uDE00 low',
  'cv.pdf',
  'CV.DOCX',
  '.hidden',
  'trailing.',
  'archive.tar.gz',
  'noextension',
]

describe('zod-free text checks', () => {
  it('agree with fields.ts on every sample', () => {
    for (const sample of samples) {
      expect(plain.utf8ByteLength(sample), sample).toBe(fields.utf8ByteLength(sample))
      expect(plain.isWellFormed(sample), sample).toBe(fields.isWellFormed(sample))
      expect(plain.isHeaderSafe(sample), sample).toBe(fields.isHeaderSafe(sample))
      expect(plain.fileExtension(sample), sample).toBe(fields.fileExtension(sample))
    }
  })
})

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { CertificateSchema } from '../../app/features/certificates/schemas'
import { drawSamplePdf, SAMPLE_NOTICE, winAnsi } from './certificate-samples'
import { seedCertificates } from './certificates'

const storedPdf = (scheme: string) => readFile(path.join(import.meta.dirname, 'certificates', `${scheme}-sample.pdf`))

/** The lines a PDF of one page in a standard font shows (its text operators, WinAnsi). */
function pdfLines(pdf: Buffer): string[] {
  const text = pdf.toString('latin1')
  const start = text.indexOf('stream\n') + 'stream\n'.length
  const content = inflateSync(pdf.subarray(start, text.indexOf('\nendstream', start))).toString('latin1')
  const decoder = new TextDecoder('windows-1252')
  return [...content.matchAll(/\[(.*)\] TJ/g)].map(([, parts]) =>
    decoder.decode(Buffer.from([...parts!.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => hex).join(''), 'hex')),
  )
}

describe('the demo certificates', () => {
  test('say they are samples where visitors read them: the body and the number, valid for the admin form', () => {
    expect(seedCertificates.map((certificate) => certificate.scheme)).toEqual(['haccp', 'iso-22000', 'brcgs'])
    for (const { fromDays: _from, untilDays: _until, ...certificate } of seedCertificates) {
      expect(certificate.body, certificate.scheme).toMatch(/\(örnek\b/)
      expect(certificate.number, certificate.scheme).toMatch(/^ORNEK-/)
      const parsed = CertificateSchema.safeParse({ ...certificate, validFrom: '2026-01-01', validUntil: '2027-01-01' })
      expect(parsed.error?.issues, certificate.scheme).toBeUndefined()
    }
  })

  test('each stored PDF is the one drawn from its data: the number, the body, the scope and that it is no real certificate', async () => {
    for (const certificate of seedCertificates) {
      const stored = await storedPdf(certificate.scheme)
      expect(pdfLines(stored), certificate.scheme).toEqual([
        expect.stringContaining(' Certificate'),
        `Certificate no.: ${certificate.number}`,
        `Certification body: ${winAnsi(certificate.body)}`,
        `Scope: ${winAnsi(certificate.scope_en)}`,
        SAMPLE_NOTICE,
      ])
      // Byte for byte: `npx tsx prisma/seed-data/certificate-samples.ts` draws them again after a change.
      expect((await drawSamplePdf(certificate)).equals(stored), certificate.scheme).toBe(true)
    }
  })
})

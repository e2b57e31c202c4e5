// Draws the demo certificates' one-page PDFs (certificates/<scheme>-sample.pdf) from the seed's
// data, the same bytes every time: run `npx tsx prisma/seed-data/certificate-samples.ts` after
// changing a demo certificate's body, number or scope (certificates.test.ts checks they agree).
// The seed reads the stored files: drawing them there would load pdfkit into the server.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import { type SeedCertificate, sampleName, seedCertificates } from './certificates.ts'

/** What each sample says of itself, under its number, body and scope. */
export const SAMPLE_NOTICE = 'SAMPLE DOCUMENT – not a real certificate. Its validity is the one the website states.'

/** Fixed, so the same data draws the same bytes (PDFKit's file id is made from it). */
const DRAWN_AT = new Date('2026-12-03T00:00:00Z')

/** The standard fonts write WinAnsi, which has ç, ö and ü but not ğ, ı, İ or ş: those lose their marks. */
const TURKISH_OUTSIDE_WIN_ANSI: Record<string, string> = { ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ş: 's', Ş: 'S' }
export const winAnsi = (text: string) => text.replace(/[ğĞıİşŞ]/g, (letter) => TURKISH_OUTSIDE_WIN_ANSI[letter] ?? letter)

/** One A4 page in the standard Helvetica: the scheme, the number, the body, the English scope, and SAMPLE_NOTICE. */
export function drawSamplePdf(certificate: SeedCertificate): Promise<Buffer> {
  const title = `${sampleName(certificate.scheme)} – ${certificate.number} (sample)`
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, CreationDate: DRAWN_AT } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor('#45202e')
    .text(`${sampleName(certificate.scheme)} Certificate`)
  doc.moveDown(0.5)
  doc.font('Helvetica').fontSize(11).fillColor('#292524')
  doc.text(`Certificate no.: ${certificate.number}`)
  doc.text(`Certification body: ${winAnsi(certificate.body)}`)
  doc.text(`Scope: ${winAnsi(certificate.scope_en)}`)
  doc.moveDown(1.5)
  doc.font('Helvetica-Bold').fillColor('#74501f').text(SAMPLE_NOTICE)
  doc.end()
  return done
}

if (import.meta.main) {
  for (const certificate of seedCertificates) {
    const file = path.join(import.meta.dirname, 'certificates', `${certificate.scheme}-sample.pdf`)
    await writeFile(file, await drawSamplePdf(certificate))
    console.log(`Drawn ${path.relative(process.cwd(), file)}`)
  }
}

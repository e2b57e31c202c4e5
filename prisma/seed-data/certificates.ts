// Demo certificates (HACCP, ISO 22000, BRCGS), seeded on a new installation only, with a one-page
// PDF each. They are shown to visitors like real ones, so they say they are samples where visitors
// read them: the body is SAMPLE_BODY and the number starts with SAMPLE_NUMBER_PREFIX (and the PDF
// says it is no real certificate). The days are relative to the day of the seed, so a fresh
// installation shows all three on the quality page for more than a year.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  addDays,
  certificateSchemes,
  dayAsDate,
  isValidOn,
  type SchemeCode,
  type TranslatedSchemeCode,
} from '../../app/features/certificates/certificate.ts'
import type { PrismaClient } from '../../app/generated/prisma/client.ts'
import { isoDay } from '../../app/lib/dates.ts'
import { fileStorage } from '../../app/lib/storage.server.ts'

/** The demo's schemes have proper names (the same in every language). */
type NamedScheme = Exclude<SchemeCode, TranslatedSchemeCode>

export interface SeedCertificate {
  scheme: NamedScheme
  body: string
  number: string
  scope_tr: string
  scope_en: string
  scope_de: string
  /** Days from the seed's day to the first and the last day of validity. */
  fromDays: number
  untilDays: number
}

/** The demo certificates' body: a sample's, in Turkish and in English (visitors read it in every language). */
export const SAMPLE_BODY = 'Örnek Belgelendirme (örnek / sample)'
/** How a demo certificate's number starts. */
export const SAMPLE_NUMBER_PREFIX = 'ORNEK-'

export const seedCertificates: SeedCertificate[] = [
  {
    scheme: 'haccp',
    body: SAMPLE_BODY,
    number: `${SAMPLE_NUMBER_PREFIX}HACCP-0001`,
    scope_tr: 'Kuru incirin ayıklanması, kalibrasyonu ve paketlenmesi',
    scope_en: 'Sorting, grading and packing of dried figs',
    scope_de: 'Sortierung, Kalibrierung und Verpackung von Trockenfeigen',
    fromDays: -90,
    untilDays: 3 * 365 - 90,
  },
  {
    scheme: 'iso-22000',
    body: SAMPLE_BODY,
    number: `${SAMPLE_NUMBER_PREFIX}ISO22000-0002`,
    scope_tr: 'Kuru incirin işlenmesi, depolanması ve sevkiyatı için gıda güvenliği yönetim sistemi',
    scope_en: 'Food safety management system for processing, storing and dispatching dried figs',
    scope_de: 'Lebensmittelsicherheits-Managementsystem für Verarbeitung, Lagerung und Versand von Trockenfeigen',
    fromDays: -120,
    untilDays: 3 * 365 - 120,
  },
  {
    scheme: 'brcgs',
    body: SAMPLE_BODY,
    number: `${SAMPLE_NUMBER_PREFIX}BRCGS-0003`,
    scope_tr: 'Kuru incir ve incir ürünlerinin işlenmesi ve paketlenmesi (Sınıf AA)',
    scope_en: 'Processing and packing of dried figs and fig products (Grade AA)',
    scope_de: 'Verarbeitung und Verpackung von Trockenfeigen und Feigenerzeugnissen (Note AA)',
    fromDays: -30,
    untilDays: 400,
  },
]

export const sampleName = (code: NamedScheme) => certificateSchemes.find((scheme) => scheme.code === code)?.name ?? code

/**
 * The sample's PDF (certificates/<scheme>-sample.pdf, one page saying what it is and that it is
 * not a real certificate). Stored files, not drawn at the seed: drawing a PDF in the server
 * process would load pdfkit and keep tens of MB from its start-up for three samples. They are
 * drawn from `seedCertificates` by certificate-samples.ts.
 */
const demoCertificatePdf = (scheme: NamedScheme) => readFile(path.join(samplesDir(), `${scheme}-sample.pdf`))

/** The samples' folder, found upwards from this module (here, or the server build's folder). */
function samplesDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const samples = path.join(dir, 'prisma', 'seed-data', 'certificates')
    if (existsSync(samples)) return samples
    if (path.basename(dir) === 'seed-data' && existsSync(path.join(dir, 'certificates'))) return path.join(dir, 'certificates')
    if (path.dirname(dir) === dir) throw new Error(`No prisma/seed-data/certificates above ${import.meta.dirname}`)
  }
}

/** A UUID-shaped name from the content's hash: the same sample is stored once, under one name. */
const keyOf = (hash: string) =>
  `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}.pdf`

/**
 * Stores a sample PDF under its content's name, once. Installations seeding their own databases
 * at the same moment on one storage (a shared volume, benchmarks' servers) write the same bytes
 * under the same name: a write that fails while another one is under way leaves theirs, which is
 * the same file.
 */
async function storeSample(filename: string, file: File) {
  const storage = fileStorage('media')
  const stored = () => Promise.resolve(storage.has(filename)).catch(() => false)
  if (await stored()) return
  try {
    await storage.set(filename, file)
  } catch (error) {
    if (!(await stored())) throw error
  }
}

/** Adds the demo certificates, each with its PDF in the gallery (category certificate); returns how many. */
export async function seedDemoCertificates(prisma: PrismaClient, now: Date = new Date()): Promise<number> {
  const today = isoDay(now)
  let sortOrder = 0
  for (const { fromDays, untilDays, ...certificate } of seedCertificates) {
    const validFrom = addDays(today, fromDays)
    const validUntil = addDays(today, untilDays)
    const pdf = await demoCertificatePdf(certificate.scheme)
    const fileHash = createHash('sha256').update(pdf).digest('hex')
    const filename = keyOf(fileHash)
    const originalName = `${certificate.scheme}-ornek-sertifika.pdf`
    await storeSample(filename, new File([new Uint8Array(pdf)], originalName, { type: 'application/pdf' }))
    const media = await prisma.mediaFile.upsert({
      where: { fileHash },
      update: {},
      create: {
        filename,
        originalName,
        url: `/uploads/media/${filename}`,
        fileSize: pdf.length,
        mimeType: 'application/pdf',
        fileHash,
        category: 'certificate',
        description_tr: `${sampleName(certificate.scheme)} örnek sertifika`,
      },
      select: { id: true },
    })
    await prisma.certificate.create({
      data: {
        ...certificate,
        validFrom: dayAsDate(validFrom),
        validUntil: dayAsDate(validUntil),
        shown: isValidOn({ validFrom, validUntil }, today),
        sortOrder: sortOrder++,
        mediaId: media.id,
      },
    })
  }
  return seedCertificates.length
}

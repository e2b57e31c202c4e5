/**
 * The order's forms and API bodies (Turkish messages, like the admin). Numbers are read the way
 * the quote's are: typed the Turkish way in the form ('18.450,00'), plain decimals in the API;
 * amounts and results stay decimal strings to the database. Every form that adds a row carries a
 * one-time `postKey`, so the same post sent twice adds it once.
 */
import { z } from 'zod'
import { Decimal } from '~/features/quotes/money'
import { decimalText, isRealDay, MAX_AMOUNT, MAX_LINE_KG, type NumberWriter } from '~/features/quotes/schemas'
import { optionalText, requiredText } from '~/lib/forms/fields'
import { readContainerNumber } from './container-number'
import { documentKindCodes, milestones } from './order-steps'

/** A result above this (µg/kg) is a typing error, not an analysis. */
export const MAX_RESULT = 1000
/** An order holds at most this many uploaded PDFs (documents and lab reports together). */
export const MAX_ORDER_FILES = 50

const day = (label: string) =>
  z
    .string({ error: `${label} gereklidir` })
    .trim()
    .min(1, `${label} gereklidir`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} YYYY-AA-GG biçiminde olmalı`, abort: true })
    .refine((value) => isRealDay(value) && value >= '2000-01-01' && value <= '2099-12-31', 'Geçersiz tarih')

const optionalDay = (label: string) => z.preprocess((value) => (value === '' || value === null ? undefined : value), day(label).optional())

const postKey = z
  .string({ error: 'Form anahtarı eksik: sayfayı yenileyip tekrar deneyin' })
  .uuid('Form anahtarı geçersiz: sayfayı yenileyip tekrar deneyin')

const line = (label: string, max: number) =>
  requiredText(`${label} gereklidir`, max).refine((value) => !/[\r\n]/.test(value), 'Tek satır olmalı')
const optionalLine = (max: number) => optionalText(max).refine((value) => !value || !/[\r\n]/.test(value), 'Tek satır olmalı')

export const paymentSchema = (writer: NumberWriter) =>
  z.object({
    postKey,
    receivedOn: day('Ödeme tarihi'),
    amount: decimalText(writer, 'Tutar 0’dan büyük bir sayı olmalı (en fazla 2 ondalık)', { places: 2, allowZero: false, max: MAX_AMOUNT }),
    note: optionalText(500),
  })
export type PaymentInput = z.infer<ReturnType<typeof paymentSchema>>

const result = (writer: NumberWriter, name: string) =>
  decimalText(writer, `${name}: 0 ile ${MAX_RESULT} µg/kg arası bir sayı olmalı (en fazla 2 ondalık)`, { places: 2, max: MAX_RESULT })

export const lotSchema = (writer: NumberWriter) =>
  z
    .object({
      postKey,
      lineId: z.string({ error: 'Sipariş satırını seçin' }).uuid('Sipariş satırını seçin'),
      number: line('Parti numarası', 40),
      calibre: optionalLine(40),
      kg: decimalText(writer, `Kilogram 0’dan büyük, en fazla ${MAX_LINE_KG.toLocaleString('tr-TR')} olmalı (en fazla 3 ondalık)`, {
        places: 3,
        allowZero: false,
        max: MAX_LINE_KG,
      }),
      producedOn: day('Üretim tarihi'),
      aflatoxinB1: result(writer, 'Aflatoksin B1'),
      aflatoxinTotal: result(writer, 'Toplam aflatoksin'),
      ochratoxinA: result(writer, 'Okratoksin A'),
      lab: line('Laboratuvar', 200),
      analysedOn: day('Analiz tarihi'),
    })
    .superRefine((lot, ctx) => {
      // The total of the four aflatoxins includes B1.
      if (new Decimal(lot.aflatoxinTotal).lt(lot.aflatoxinB1))
        ctx.addIssue({ code: 'custom', path: ['aflatoxinTotal'], message: 'Toplam aflatoksin, aflatoksin B1’den küçük olamaz' })
      if (lot.analysedOn < lot.producedOn)
        ctx.addIssue({ code: 'custom', path: ['analysedOn'], message: 'Analiz tarihi üretim tarihinden önce olamaz' })
    })
export type LotInput = z.infer<ReturnType<typeof lotSchema>>

const containerNumber = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string()
    .max(20, 'Konteyner numarası 4 harf ve 7 rakamdır (ör. CSQU3054383)')
    .transform((typed, ctx) => {
      const reading = readContainerNumber(typed)
      if (reading.ok) return reading.number
      ctx.addIssue({
        code: 'custom',
        message:
          reading.reason === 'shape'
            ? 'Konteyner numarası 4 harf (sahip kodu ve U, J veya Z) ve 7 rakamdır (ör. CSQU3054383)'
            : `Konteyner numarasının kontrol hanesi yanlış (ISO 6346): bu numara için ${reading.expected} olmalı. Numarayı belgeden tekrar okuyun.`,
      })
      return z.NEVER
    })
    .optional(),
)

export const shipmentSchema = z
  .object({
    containerNumber,
    sealNumber: optionalLine(40),
    vessel: optionalLine(100),
    voyage: optionalLine(40),
    portOfLoading: optionalLine(100),
    portOfDischarge: optionalLine(100),
    etd: optionalDay('ETD'),
    eta: optionalDay('ETA'),
    blNumber: optionalLine(60),
    kgDifferenceNote: optionalText(500),
  })
  .superRefine((shipment, ctx) => {
    if (shipment.etd && shipment.eta && shipment.eta < shipment.etd)
      ctx.addIssue({ code: 'custom', path: ['eta'], message: 'ETA, ETD’den önce olamaz' })
  })
export type ShipmentInput = z.infer<typeof shipmentSchema>

const adminMilestoneCodes = milestones.filter((milestone) => milestone.by === 'admin').map((milestone) => milestone.code) as [
  string,
  ...string[],
]

export const milestoneSchema = z.object({
  code: z.enum(adminMilestoneCodes, { error: 'Aşamayı seçin' }),
  happenedOn: day('Tarih'),
  note: optionalText(1000),
})
export type MilestoneInput = z.infer<typeof milestoneSchema>

export const documentSchema = z.object({
  postKey,
  kind: z.enum(documentKindCodes as [string, ...string[]], { error: 'Belge türünü seçin' }),
  number: line('Belge numarası', 60),
  issuedOn: day('Belge tarihi'),
  replacesId: z.preprocess((value) => (value === '' ? undefined : value), z.string().uuid('Geçersiz belge').optional()),
})
export type DocumentInput = z.infer<typeof documentSchema>

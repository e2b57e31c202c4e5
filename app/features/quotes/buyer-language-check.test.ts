import { expect, test } from 'vitest'
import { turkishOnlyLetters, turkishTextWarnings } from './buyer-language-check'
import { buyerTextsOf } from './buyer-texts'

test('finds the letters only Turkish writes, each once, in order', () => {
  expect(turkishOnlyLetters('Mart 2027, 2. hafta')).toEqual([])
  expect(turkishOnlyLetters('Nakliye ücreti (Mersin limanı)')).toEqual(['ı'])
  expect(turkishOnlyLetters('Ödeme: peşin, İstanbul teslim, ağırlık')).toEqual(['ş', 'İ', 'ğ', 'ı'])
  // German and French letters that Turkish shares are no sign of Turkish.
  expect(turkishOnlyLetters('Größe, Lieferung über Hamburg, façade, Köln')).toEqual([])
  // A decomposed ş (s + combining cedilla) counts as ş.
  expect(turkishOnlyLetters('pes\u0327in')).toEqual(['ş'])
  expect(turkishOnlyLetters(null)).toEqual([])
  expect(turkishOnlyLetters('')).toEqual([])
})

test('warnings name each buyer-facing text with Turkish letters, for a non-Turkish buyer only', () => {
  const texts = [
    { field: 'shipmentWindow', label: 'Sevkiyat dönemi', text: 'Mart 2027, 2. hafta' },
    { field: 'buyerNote', label: 'Alıcıya not', text: 'Teşekkürler, iyi çalışmalar' },
    { field: 'extras[0].label', label: 'Ek kalem 1', text: 'Navlun (Mersin limanı)' },
    { field: 'paymentTermsText', label: 'Ödeme koşulları', text: null },
  ]
  expect(turkishTextWarnings(texts, 'de')).toEqual([
    { field: 'buyerNote', letters: ['ş', 'ı'], message: 'Alıcıya not: Türkçeye özgü harfler var (ş, ı). Alıcının dili Almanca.' },
    { field: 'extras[0].label', letters: ['ı'], message: 'Ek kalem 1: Türkçeye özgü harfler var (ı). Alıcının dili Almanca.' },
  ])
  expect(turkishTextWarnings(texts, 'en').map((w) => w.field)).toEqual(['buyerNote', 'extras[0].label'])
  expect(turkishTextWarnings(texts, 'tr')).toEqual([])
})

test('an old free-text shipment window is read by the check like every other buyer-facing text', () => {
  const version = { paymentTerms: 'advance', paymentTermsText: null, buyerNote: null, lines: [], extras: [] }
  const legacy = buyerTextsOf({ ...version, shipmentWindow: { kind: 'text', text: 'Ağustos başı' } })
  expect(turkishTextWarnings(legacy, 'en').map((warning) => warning.field)).toEqual(['shipmentWindow'])
  // A window that is data is written out in the buyer's language: nothing to check.
  expect(buyerTextsOf({ ...version, shipmentWindow: { kind: 'month', month: '2027-08', week: 1 } })).toEqual([
    { field: 'buyerNote', label: expect.any(String), text: null },
  ])
})

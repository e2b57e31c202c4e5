import { describe, expect, test } from 'vitest'
import { CertificateSchema } from './schemas'

const valid = {
  scheme: 'ifs-food',
  body: 'Ege Gıda Belgelendirme A.Ş.',
  number: 'IFS-2027-001',
  scope_tr: 'Kuru incir paketleme',
  validFrom: '2027-01-01',
  validUntil: '2027-12-31',
}

const messages = (input: Record<string, unknown>) =>
  Object.fromEntries((CertificateSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('the certificate schema (form and API)', () => {
  test('a complete certificate: texts trimmed, empty translations null, the sort order 0 when left out', () => {
    expect(CertificateSchema.parse({ ...valid, body: '  TÜV  ', scope_en: '', scope_de: null, sortOrder: 7 })).toMatchObject({
      body: 'TÜV',
      scope_en: null,
      scope_de: null,
      sortOrder: 7,
    })
    expect(CertificateSchema.parse(valid).sortOrder).toBe(0)
  })

  test('each field’s Turkish message: missing, unknown scheme, over-long, control characters, line breaks', () => {
    expect(messages({ ...valid, scheme: 'iso9001', body: undefined, number: '   ', scope_tr: undefined })).toEqual({
      scheme: 'Sertifika türünü listeden seçin',
      body: 'Belgelendirme kuruluşu gereklidir',
      number: 'Sertifika numarası gereklidir',
      scope_tr: 'Kapsam (Türkçe) gereklidir',
    })
    expect(messages({ ...valid, body: 'x'.repeat(121), number: 'n'.repeat(81), scope_de: 'd'.repeat(301) })).toEqual({
      body: 'En fazla 120 karakter',
      number: 'En fazla 80 karakter',
      scope_de: 'En fazla 300 karakter',
    })
    expect(messages({ ...valid, number: 'A\u0000B', scope_en: 'bell\u0007', body: 'two\nlines' })).toEqual({
      number: 'Kontrol karakterleri (ör. NUL) kullanılamaz',
      scope_en: 'Kontrol karakterleri (ör. NUL) kullanılamaz',
      body: 'Bu alan tek satırdır: satır sonu kullanılamaz',
    })
  })

  test('dates: real days written YYYY-MM-DD, the last not before the first (said beside other messages)', () => {
    expect(messages({ ...valid, validFrom: '2027-02-30', validUntil: '31.12.2027' })).toEqual({
      validFrom: 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalıdır',
      validUntil: 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalıdır',
    })
    expect(messages({ ...valid, body: '', validFrom: '2027-06-01', validUntil: '2027-05-31' })).toEqual({
      body: 'Belgelendirme kuruluşu gereklidir',
      validUntil: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    })
    expect(CertificateSchema.safeParse({ ...valid, validFrom: '2027-06-01', validUntil: '2027-06-01' }).success).toBe(true)
    expect(messages({ ...valid, validUntil: `2027-12-31${'9'.repeat(10_000)}` }).validUntil).toBe(
      'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalıdır',
    )
  })

  test('a PDF named by anything but a gallery id, and a sort order that is no small whole number, are refused', () => {
    expect(messages({ ...valid, mediaId: '../../etc/passwd', sortOrder: '-1' })).toEqual({
      mediaId: 'Seçilen PDF galeride bulunamadı',
      sortOrder: 'Sıra 0 ile 9999 arasında bir tam sayı olmalıdır',
    })
    expect(messages({ ...valid, sortOrder: 1e21 }).sortOrder).toBe('Sıra 0 ile 9999 arasında bir tam sayı olmalıdır')
  })
})

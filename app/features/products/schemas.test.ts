import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { requiredProductFields as required } from './product.fixture'
import { AdminProductApiSchema, AdminProductSchema, SortOrderOnlySchema } from './schemas'

function form(entries: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) for (const v of [value].flat()) data.append(name, v)
  return parseWithZod(data, { schema: AdminProductSchema })
}

describe('the admin form', () => {
  test('unchecked boxes are false, a bad sort order is 0, empty optional texts are null, packs ascending', () => {
    const result = form({
      ...required,
      sortOrder: 'abc',
      'packsKg[0]': '25',
      'packsKg[1]': '5',
      'packsKg[2]': '12,5',
      'packsKg[3]': '5',
      title_de: '',
      calibres: ['3', '1'],
    })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({
      isActive: false,
      isOrganic: false,
      sortOrder: 0,
      title_de: null,
      type: 'LERIDA',
      packsKg: [5, 12.5, 25],
      calibres: ['1', '3'],
      images: [],
      priceRanges: [],
    })
  })

  test('required texts, the slug pattern and pack steps have Turkish messages', () => {
    const result = form({ title_tr: ' ', slug: 'Kötü Slug', 'packsKg[0]': '1,3' })
    expect(result.status).toBe('error')
    expect(result.reply().error).toMatchObject({
      title_tr: ['Türkçe başlık gereklidir'],
      title_en: ['İngilizce başlık gereklidir'],
      description_en: ['İngilizce açıklama gereklidir'],
      slug: ['Slug yalnızca küçük harf, rakam ve tire içerebilir (ör. urun-adi)'],
      'packsKg[0]': ['Paket boyutu 0,5 kg adımlarla olmalıdır'],
    })
  })

  test('the pack sizes are the list alone: any entry that is not a pack size is refused with its message', () => {
    const listed = form({ ...required, 'packsKg[0]': '12,5', 'packsKg[1]': '7,5' })
    expect(listed.status === 'success' && listed.value.packsKg).toEqual([7.5, 12.5])
    expect(form({ ...required, 'packsKg[0]': '5', 'packsKg[1]': '-2' }).reply().error).toEqual({
      'packsKg[1]': ['Geçerli bir paket boyutu girin'],
    })
    // The box for a new size is no field of the product (the route takes it out first, see takeTypedPackSize).
    const withBox = form({ ...required, 'packsKg[0]': '5', newPackKg: '7.3' })
    expect(withBox.status === 'success' && withBox.value).not.toHaveProperty('newPackKg')
  })

  test("conform's public intents edit the posted form: insert, remove, update a slot or a path", () => {
    const withIntent = (entries: Record<string, string>, intent: object) => {
      const data = new FormData()
      for (const [name, value] of Object.entries({ ...required, ...entries })) data.append(name, value)
      data.append('__intent__', JSON.stringify(intent))
      return parseWithZod(data, { schema: AdminProductSchema }).reply()
    }
    const inserted = withIntent({ 'packsKg[0]': '5' }, { type: 'insert', payload: { name: 'packsKg', defaultValue: '12,5' } })
    expect(inserted).toMatchObject({ status: undefined, intent: { type: 'insert' } })
    expect(inserted.initialValue?.packsKg).toEqual(['5', '12,5'])
    const removed = withIntent({ 'packsKg[0]': '5', 'packsKg[1]': '10' }, { type: 'remove', payload: { name: 'packsKg', index: 0 } })
    expect(removed.initialValue?.packsKg).toEqual(['10'])
    const image = { url: '', alt_tr: '', alt_en: '', alt_de: '' }
    const cleared = withIntent(
      { 'images[0].url': '/a.png', 'images[0].alt_tr': 'A', 'images[1].url': '/b.png', pdfSpecPath: '/s.pdf' },
      { type: 'update', payload: { name: 'images[0]', value: image } },
    )
    expect(cleared.initialValue).toMatchObject({ images: [undefined, { url: '/b.png' }], pdfSpecPath: '/s.pdf' })
  })

  test('price ranges: positive prices with two decimals, max not below min, only for selected calibres', () => {
    const result = form({
      ...required,
      calibres: ['2'],
      'priceRanges[0].calibre': '2',
      'priceRanges[0].minQuantity': '1000',
      'priceRanges[0].maxQuantity': '500',
      'priceRanges[0].cashPrice': '0',
      'priceRanges[0].creditPrice': '1,005',
      'priceRanges[1].calibre': '5',
      'priceRanges[1].minQuantity': '1000',
      'priceRanges[1].cashPrice': '3',
      'priceRanges[1].creditPrice': '4',
    })
    expect(result.reply().error).toMatchObject({
      'priceRanges[0].maxQuantity': ['Maksimum miktar minimumdan küçük olamaz'],
      'priceRanges[0].cashPrice': ['Fiyat sıfırdan büyük olmalıdır'],
      'priceRanges[0].creditPrice': ['En fazla 2 ondalık basamak'],
    })
    const onlySelected = form({
      ...required,
      calibres: ['2'],
      'priceRanges[0].calibre': '5',
      'priceRanges[0].minQuantity': '1000',
      'priceRanges[0].cashPrice': '3',
      'priceRanges[0].creditPrice': '4',
    })
    expect(onlySelected.reply().error).toEqual({ 'priceRanges[0].calibre': ['Kalibrasyon 5 seçili değil: seçin veya bu aralığı silin'] })
  })

  test('numbers are read as a Turkish admin types them; one that could mean two numbers is refused naming both', () => {
    const range = (cashPrice: string, extra: Record<string, string> = {}) =>
      form({
        ...required,
        calibres: ['2'],
        'priceRanges[0].calibre': '2',
        'priceRanges[0].minQuantity': '1.000',
        'priceRanges[0].maxQuantity': '25.000',
        'priceRanges[0].cashPrice': cashPrice,
        'priceRanges[0].creditPrice': '10,90',
        ...extra,
      })
    const read = range('2.450,50', { sortOrder: '1.200', moistureMin: '18', 'packsKg[0]': '1.000', 'packsKg[1]': '12,5' })
    expect(read.status === 'success' && read.value).toMatchObject({
      sortOrder: 1200,
      moistureMin: 18,
      packsKg: [12.5, 1000],
      priceRanges: [{ calibre: '2', minQuantity: 1000, maxQuantity: 25_000, cashPrice: 2450.5, creditPrice: 10.9 }],
    })
    const grouped = range('2.450')
    expect(grouped.status === 'success' && grouped.value.priceRanges[0].cashPrice).toBe(2450)
    const twoWays = range('2.45', { 'priceRanges[0].minQuantity': '1.5', 'packsKg[0]': '7.5' })
    expect(twoWays.reply().error).toEqual({
      'priceRanges[0].cashPrice': [
        '“2.45” iki türlü okunabilir: 2,45 mi, 245 mi? Türkçe yazımda nokta binlik, virgül ondalık ayırıcıdır. Lütfen 2,45 ya da 245 yazın.',
      ],
      'priceRanges[0].minQuantity': [expect.stringContaining('“1.5” iki türlü okunabilir: 1,5 mi, 15 mi?')],
      'packsKg[0]': [expect.stringContaining('“7.5” iki türlü okunabilir: 7,5 mi, 75 mi?')],
    })
    // Written the English way: named with what it would mean; text that is no number gets the field's message.
    expect(range('1,250.50').reply().error?.['priceRanges[0].cashPrice']?.[0]).toContain('1.250,5 mi demek istediniz?')
    for (const junk of ['0x1e', '1e3', '-5', '12\u0000', 'x'.repeat(41)])
      expect(range(junk).reply().error, junk).toEqual({ 'priceRanges[0].cashPrice': ['Peşin fiyat gereklidir'] })
  })

  test('pallet information is posted per language; an empty one is null', () => {
    const result = form({ ...required, palletInfo_tr: ' 80 koli/palet ', palletInfo_en: '80 cartons per pallet', palletInfo_de: '' })
    expect(result.status === 'success' && result.value).toMatchObject({
      palletInfo_tr: '80 koli/palet',
      palletInfo_en: '80 cartons per pallet',
      palletInfo_de: null,
    })
    expect(form({ ...required, palletInfo_de: 'x'.repeat(2001) }).reply().error).toEqual({ palletInfo_de: ['En fazla 2000 karakter'] })
  })

  test('image and file addresses are site paths or http(s) only', () => {
    const result = form({ ...required, 'images[0].url': 'javascript:alert(1)', pdfSpecPath: '//evil.example/x.pdf' })
    expect(result.reply().error).toMatchObject({ 'images[0].url': ['Geçersiz dosya adresi'], pdfSpecPath: ['Geçersiz dosya adresi'] })
    expect(form({ ...required, 'images[0].url': '/uploads/products/a.png', moistureMin: '21', moistureMax: '20' }).reply().error).toEqual({
      moistureMax: ['Maksimum nem minimumdan küçük olamaz'],
    })
  })
})

describe('the JSON API', () => {
  test('a product without isActive is active; nulls are accepted for optional fields', () => {
    const result = AdminProductApiSchema.safeParse({
      ...required,
      title_de: null,
      moistureMin: null,
      images: [{ url: '/a.png', alt_tr: null, isMain: true }],
      selectedMainImage: null,
    })
    expect(result.success && result.data).toMatchObject({
      isActive: true,
      title_de: null,
      moistureMin: null,
      images: [{ url: '/a.png', alt_tr: null, isMain: true }],
    })
  })

  test('pallet information in three languages; a plain palletInfo is the Turkish text unless palletInfo_tr is given', () => {
    const three = AdminProductApiSchema.parse({
      ...required,
      palletInfo_tr: '80 koli',
      palletInfo_en: '80 cartons',
      palletInfo_de: '80 Kartons',
    })
    expect(three).toMatchObject({ palletInfo_tr: '80 koli', palletInfo_en: '80 cartons', palletInfo_de: '80 Kartons' })
    expect(three).not.toHaveProperty('palletInfo')
    const legacy = AdminProductApiSchema.parse({ ...required, palletInfo: '80 koli/palet' })
    expect(legacy).toMatchObject({ palletInfo_tr: '80 koli/palet', palletInfo_en: null, palletInfo_de: null })
    expect(legacy).not.toHaveProperty('palletInfo')
    expect(AdminProductApiSchema.parse({ ...required, palletInfo: 'eski', palletInfo_tr: 'yeni' }).palletInfo_tr).toBe('yeni')
    expect(AdminProductApiSchema.parse(required).palletInfo_tr).toBeNull()
    const tooLong = AdminProductApiSchema.safeParse({ ...required, palletInfo: 'x'.repeat(2001) })
    expect(tooLong.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['palletInfo'])
  })

  test('a slot is used once; sortOrder-only bodies are strict', () => {
    const twice = AdminProductApiSchema.safeParse({
      ...required,
      images: [
        { url: '/a.png', type: 'main' },
        { url: '/b.png', type: 'main' },
      ],
    })
    expect(twice.success).toBe(false)
    expect(SortOrderOnlySchema.safeParse({ sortOrder: 4 }).success).toBe(true)
    expect(SortOrderOnlySchema.safeParse({ sortOrder: 4, title_tr: 'x' }).success).toBe(false)
    expect(SortOrderOnlySchema.safeParse({ sortOrder: 1.5 }).success).toBe(false)
  })
})

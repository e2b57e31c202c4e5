import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { uploadProfiles } from './media'
import { checkUpload, detectFile, readUploadForm } from './upload-check.server'

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), 8 + data.length)
  return out
}
/** A PNG whose header declares `width`×`height` with a tiny compressed body (a decompression bomb). */
function pngBomb(width: number, height: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}
const realPng = async () =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 6, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  )

/** An 8×6 picture in `format`, as sharp writes it. */
const picture = async (format: 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff') =>
  new Uint8Array(
    await sharp({ create: { width: 8, height: 6, channels: 3, background: '#fff' } })
      .toFormat(format)
      .toBuffer(),
  )

describe('checkUpload', () => {
  test.each([
    ['jpeg', 'foto.jpg', 'image/jpeg'],
    ['webp', 'foto.webp', 'image/webp'],
    ['gif', 'foto.gif', 'image/gif'],
    ['avif', 'foto.avif', 'image/avif'],
  ] as const)('sharp reads the type and size of a %s picture', async (format, name, mime) => {
    const checked = await checkUpload({ bytes: await picture(format), name, type: mime }, uploadProfiles.productImage)
    expect(checked).toMatchObject({ detected: { kind: 'image', mime }, width: 8, height: 6 })
  })

  test('pictures sharp reads but the site does not take (SVG, TIFF) are refused as the wrong type', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')
    for (const [bytes, name] of [
      [svg, 'x.svg'],
      [await picture('tiff'), 'x.tiff'],
    ] as const) {
      await expect(checkUpload({ bytes, name }, uploadProfiles.productImage)).rejects.toMatchObject({
        status: 415,
        message: uploadProfiles.productImage.typeMessage,
      })
    }
  })

  test('detectFile names what bytes are without a field to check them for', async () => {
    expect(await detectFile(await picture('webp'))).toMatchObject({ mime: 'image/webp', ext: 'webp' })
    expect(await detectFile(new TextEncoder().encode('%PDF-1.4\n'))).toMatchObject({ kind: 'pdf' })
    expect(await detectFile(new TextEncoder().encode('GIF89a/* not really */'))).toBeNull()
    expect(await detectFile(new TextEncoder().encode('plain text'))).toBeNull()
  })

  test('a real picture passes with its size; the shown name loses paths and bidi characters', async () => {
    const checked = await checkUpload(
      { bytes: await realPng(), name: 'C:\\fotolar\\in\u202Ecir.png', type: 'image/png' },
      uploadProfiles.gallery,
    )
    expect(checked).toMatchObject({ detected: { mime: 'image/png' }, originalName: 'incir.png', width: 8, height: 6 })
  })

  test('pixel bombs are refused from their header', async () => {
    await expect(checkUpload({ bytes: pngBomb(30_000, 30_000), name: 'bomba.png' }, uploadProfiles.productImage)).rejects.toMatchObject({
      status: 413,
      message: 'Resim çok büyük (en fazla 40 megapiksel)',
    })
    await expect(checkUpload({ bytes: pngBomb(8000, 6000), name: 'bomba.png' }, uploadProfiles.productImage)).rejects.toMatchObject({
      message: 'Resim çok büyük (en fazla 40 megapiksel)',
    })
  })

  test('what sharp cannot read, and names or types that disagree with the content, are refused', async () => {
    const polyglot = new TextEncoder().encode('GIF89a/*\u0001\u0000\u0001\u0000\u0000\u0000\u0000*/=1;alert(document.domain)//')
    await expect(checkUpload({ bytes: polyglot, name: 'x.gif' }, uploadProfiles.productImage)).rejects.toMatchObject({
      message: 'Resim dosyası okunamadı (bozuk olabilir)',
    })
    await expect(checkUpload({ bytes: await realPng(), name: 'x.jpg' }, uploadProfiles.productImage)).rejects.toMatchObject({
      status: 415,
      message: 'Dosyanın adı veya türü içeriğiyle uyuşmuyor',
    })
    await expect(
      checkUpload({ bytes: await realPng(), name: 'x.png', type: 'text/html' }, uploadProfiles.productImage),
    ).rejects.toMatchObject({ status: 415 })
    await expect(checkUpload({ bytes: await realPng(), name: 'x.png' }, uploadProfiles.productPdf)).rejects.toMatchObject({
      message: 'Yalnızca PDF dosyaları yüklenebilir',
    })
    await expect(checkUpload({ bytes: new Uint8Array(10 * 1024 * 1024 + 1), name: 'x.png' }, uploadProfiles.gallery)).rejects.toMatchObject(
      { status: 413 },
    )
  })

  test('a PDF must start with %PDF- and carry no script', async () => {
    const pdf = (body: string) => new TextEncoder().encode(`%PDF-1.4\n${body}\ntrailer << >>\n%%EOF\n`)
    await expect(
      checkUpload({ bytes: pdf('1 0 obj << >> endobj'), name: 'spec.pdf', type: 'application/pdf' }, uploadProfiles.productPdf),
    ).resolves.toMatchObject({ detected: { kind: 'pdf' } })
    await expect(
      checkUpload(
        { bytes: pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'), name: 'spec.pdf' },
        uploadProfiles.productPdf,
      ),
    ).rejects.toMatchObject({ message: 'PDF dosyası JavaScript, başlatma eylemi veya gömülü dosya içeremez' })
    await expect(
      checkUpload({ bytes: new TextEncoder().encode(' %PDF-1.4'), name: 'spec.pdf' }, uploadProfiles.productPdf),
    ).rejects.toMatchObject({ status: 415 })
  })
})

describe('readUploadForm', () => {
  const post = (body: BodyInit, contentType: string) =>
    new Request('http://localhost/upload', { method: 'POST', headers: { 'Content-Type': contentType }, body })
  const fields = { file: uploadProfiles.gallery }

  test('reads the fields and checks the file in memory; a refused file is reported, the fields kept', async () => {
    const form = new FormData()
    form.set('category', 'blog')
    form.set('file', new File([await realPng()], 'foto.png', { type: 'image/png' }))
    const accepted = await readUploadForm(new Request('http://localhost/upload', { method: 'POST', body: form }), fields)
    expect(accepted.files.file).toMatchObject({ originalName: 'foto.png', width: 8 })
    expect(accepted.formData.get('category')).toBe('blog')
    expect(accepted.formData.get('file')).toBeInstanceOf(File)

    form.set('file', new File([await realPng()], 'foto.jpg', { type: 'image/jpeg' }))
    const refused = await readUploadForm(new Request('http://localhost/upload', { method: 'POST', body: form }), fields)
    expect(refused.files).toEqual({})
    expect(refused.rejected.file).toMatchObject({ status: 415, message: 'Dosyanın adı veya türü içeriğiyle uyuşmuyor' })
    expect(refused.formData.get('category')).toBe('blog')
    expect(refused.formData.has('file')).toBe(false)
  })

  test('a body that is not a form, or not readable multipart, is refused with a Turkish message', async () => {
    await expect(readUploadForm(post('a=b', 'text/plain'), fields)).rejects.toMatchObject({
      status: 415,
      message: 'Dosyayı multipart/form-data olarak gönderin',
    })
    const malformed = 'Form verisi okunamadı (bozuk multipart gövdesi)'
    await expect(readUploadForm(post('--x\r\n\r\n', 'multipart/form-data'), fields)).rejects.toMatchObject({
      status: 400,
      message: malformed,
    })
    await expect(
      readUploadForm(
        post('--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG', 'multipart/form-data; boundary=abc'),
        fields,
      ),
    ).rejects.toMatchObject({ status: 400, message: malformed })
    const notUtf8 = Buffer.concat([
      Buffer.from('--abc\r\nContent-Disposition: form-data; name="'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"\r\n\r\nx\r\n--abc--\r\n'),
    ])
    await expect(readUploadForm(post(notUtf8, 'multipart/form-data; boundary=abc'), fields)).rejects.toMatchObject({
      status: 400,
      message: malformed,
    })
  })

  test('more files than fields is refused', async () => {
    const form = new FormData()
    form.append('file', new File([await realPng()], 'a.png'))
    form.append('other', new File([await realPng()], 'b.png'))
    await expect(readUploadForm(new Request('http://localhost/upload', { method: 'POST', body: form }), fields)).rejects.toMatchObject({
      status: 400,
      message: 'Çok fazla dosya gönderildi',
    })
  })
})

describe('a file sharp cannot read', () => {
  test('is damaged when the client says it is a picture the field takes, else of a type the field does not take', async () => {
    const broken = (await realPng()).subarray(0, 40)
    await expect(checkUpload({ bytes: broken, name: 'kirik.png' }, uploadProfiles.gallery)).rejects.toMatchObject({
      status: 400,
      message: 'Resim dosyası okunamadı (bozuk olabilir)',
    })
    await expect(checkUpload({ bytes: broken, name: 'kirik', type: 'image/png' }, uploadProfiles.gallery)).rejects.toMatchObject({
      status: 400,
    })
    const sizeless = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')
    for (const name of ['logo.svg', 'logo', 'logo.png'])
      await expect(checkUpload({ bytes: sizeless, name }, uploadProfiles.gallery)).rejects.toMatchObject({
        status: 415,
        message: uploadProfiles.gallery.typeMessage,
      })
  })
})

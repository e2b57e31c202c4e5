import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  baseName,
  DEFAULT_MEDIA_CATEGORY,
  declaredTypeAgrees,
  formatFileSize,
  mediaTitle,
  parseTags,
  readMediaListQuery,
  readVariants,
  responsiveImage,
  variantWidths,
  visibleTags,
} from './media'

describe('formatFileSize', () => {
  test('B, KB, MB and GB in 1024 steps', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1023)).toBe('1023 B')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(1024 * 1024)).toBe('1 MB')
    expect(formatFileSize(10 * 1024 * 1024 - 1)).toBe('10 MB')
    expect(formatFileSize(1234567)).toBe('1.18 MB')
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB')
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB')
    expect(formatFileSize(-1)).toBe('0 B')
  })
})

describe('tags', () => {
  test('comma-separated text or a list become a trimmed list without empties or repeats', () => {
    expect(parseTags(' incir , kuru,, , incir,Aydın ')).toEqual(['incir', 'kuru', 'Aydın'])
    expect(parseTags(['  a', '', 'b '])).toEqual(['a', 'b'])
    expect(parseTags('')).toEqual([])
    expect(parseTags(null)).toEqual([])
  })

  test('a card shows two tags and +N for the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 })
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 })
  })
})

describe('declared type and content', () => {
  const png = { mime: 'image/png' }
  test('the name and the claimed type must agree with what the bytes are', () => {
    expect(declaredTypeAgrees(png, 'foto.png', 'image/png')).toBe(true)
    expect(declaredTypeAgrees(png, 'FOTO.PNG')).toBe(true)
    expect(declaredTypeAgrees(png, 'foto', 'application/octet-stream')).toBe(true)
    expect(declaredTypeAgrees({ mime: 'image/jpeg' }, 'foto.JPEG', 'image/jpg')).toBe(true)
    expect(declaredTypeAgrees(png, 'belge.pdf')).toBe(false)
    expect(declaredTypeAgrees(png, 'foto.png', 'application/pdf')).toBe(false)
    expect(declaredTypeAgrees(png, 'foto.png.html')).toBe(false)
    expect(declaredTypeAgrees({ mime: 'application/pdf' }, 'katalog.pdf', 'application/pdf; charset=binary')).toBe(true)
  })

  test('only the base name of a client path is kept', () => {
    expect(baseName('C:\\Users\\ali\\incir.jpg')).toBe('incir.jpg')
    expect(baseName('../../etc/passwd')).toBe('passwd')
    expect(baseName(' a\u0000b.png ')).toBe('ab.png')
    expect(baseName('x'.repeat(300))).toHaveLength(200)
  })

  test('control, line-separator and bidi characters never reach a shown file name', () => {
    // U+202E would show 'fatura\u202Egpj.exe' as 'faturaexe.jpg'.
    expect(baseName('fatura\u202Egpj.exe')).toBe('faturagpj.exe')
    expect(baseName('a\u2066b\u2069\u200F\u061C.png')).toBe('ab.png')
    expect(baseName('satır\nkırık\r\u2028.pdf')).toBe('satırkırık.pdf')
    expect(baseName('\u0085\u009b x.jpg')).toBe('x.jpg')
    expect(declaredTypeAgrees({ mime: 'image/jpeg' }, 'resim\u202Egpj.exe')).toBe(false)
  })
})

describe('variants', () => {
  test('480, 960 and 1600 wide, never wider than the original', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600])
    expect(variantWidths(1200)).toEqual([480, 960, 1200])
    expect(variantWidths(960)).toEqual([480, 960])
    expect(variantWidths(300)).toEqual([300])
  })

  test('stored JSON is read defensively, smallest first', () => {
    expect(
      readVariants([{ width: 960, height: 480, url: '/b' }, { width: 480, height: 240, url: '/a', extra: 1 }, { width: 'x' }, null]),
    ).toEqual([
      { width: 480, height: 240, url: '/a' },
      { width: 960, height: 480, url: '/b' },
    ])
    expect(readVariants('nope')).toEqual([])
  })

  test('an image with variants gets srcset and its intrinsic size; others keep their src', () => {
    const variants = [
      { width: 480, height: 240, url: '/uploads/media/a-480w.webp' },
      { width: 960, height: 480, url: '/uploads/media/a-960w.webp' },
    ]
    expect(responsiveImage('/uploads/media/a.jpg', { width: 2000, height: 1000, variants })).toEqual({
      src: '/uploads/media/a.jpg',
      srcSet: '/uploads/media/a-480w.webp 480w, /uploads/media/a-960w.webp 960w',
      width: 2000,
      height: 1000,
    })
    expect(responsiveImage('/x.png', { width: null, height: null, variants })).toMatchObject({ width: 960, height: 480 })
    expect(responsiveImage('/x.svg', null)).toEqual({ src: '/x.svg' })
    expect(responsiveImage('/x.gif', { width: 10, height: 5, variants: [] })).toEqual({ src: '/x.gif', width: 10, height: 5 })
  })
})

describe('the gallery list', () => {
  test('reads search, category and active-only from the URL', () => {
    expect(readMediaListQuery(new URLSearchParams('q= incir &category=blog&active=1'))).toEqual({
      q: 'incir',
      category: 'blog',
      activeOnly: true,
    })
    expect(readMediaListQuery(new URLSearchParams('category=hack&active=true'))).toEqual({ q: '', category: 'all', activeOnly: true })
    expect(readMediaListQuery(new URLSearchParams(''))).toEqual({ q: '', category: 'all', activeOnly: false })
  })

  test('a card title: Turkish description, else alt, else the original name', () => {
    expect(mediaTitle({ description_tr: 'Bahçe', alt_tr: 'Alt', originalName: 'a.jpg' })).toBe('Bahçe')
    expect(mediaTitle({ description_tr: ' ', alt_tr: 'Alt', originalName: 'a.jpg' })).toBe('Alt')
    expect(mediaTitle({ description_tr: null, alt_tr: null, originalName: 'a.jpg' })).toBe('a.jpg')
  })
})

test("the database's default category of a file is DEFAULT_MEDIA_CATEGORY", () => {
  const schema = readFileSync(new URL('../../../prisma/schema.prisma', import.meta.url), 'utf8')
  const mediaFile = /^model MediaFile \{[\s\S]*?^\}/m.exec(schema)?.[0] ?? ''
  expect(/^\s*category\s+String\s+@default\("(\w+)"\)/m.exec(mediaFile)?.[1]).toBe(DEFAULT_MEDIA_CATEGORY)
})

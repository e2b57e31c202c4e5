import { describe, expect, test } from 'vitest'
import { MediaEditSchema, MediaUpdateApiSchema, MediaUploadFieldsSchema } from './schemas'

describe('media forms', () => {
  test('upload fields: category required, tags as comma-separated text or a JSON list, empty texts become null', () => {
    expect(MediaUploadFieldsSchema.parse({ category: 'blog', tags: ' a, b ,,a ', alt_tr: '  ' })).toMatchObject({
      category: 'blog',
      tags: ['a', 'b'],
      alt_tr: null,
    })
    expect(MediaUploadFieldsSchema.parse({ category: 'hero', tags: '["x", " y ", ""]' }).tags).toEqual(['x', 'y'])
    expect(MediaUploadFieldsSchema.parse({ category: 'hero' }).tags).toEqual([])
    expect(MediaUploadFieldsSchema.safeParse({ category: 'hero', tags: '[1, 2]' }).error?.issues[0]?.message).toBe(
      'Etiket listesi geçersiz',
    )
    for (const category of [undefined, '', 'secret']) {
      expect(MediaUploadFieldsSchema.safeParse({ category }).error?.issues[0]?.message).toBe('Kategori seçilmelidir')
    }
  })

  test('the API update changes only the fields sent; the card form sends them all', () => {
    expect(MediaUpdateApiSchema.parse({ isActive: false })).toEqual({ isActive: false })
    expect(MediaUpdateApiSchema.parse({ tags: [' a ', ''], alt_en: '' })).toEqual({ tags: ['a'], alt_en: null })
    expect(MediaUpdateApiSchema.safeParse({}).success).toBe(false)
    expect(MediaUpdateApiSchema.safeParse({ category: 'x' }).success).toBe(false)
    // An unchecked box is absent from the post: the file becomes inactive.
    expect(MediaEditSchema.parse({ id: 'x', category: 'general', tags: 'a' })).toMatchObject({ isActive: false, tags: ['a'], alt_tr: null })
  })
})

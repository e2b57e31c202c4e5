/**
 * The content API's reads and writes (routes/api/admin/content*.ts): the same validation as the
 * admin form (contentFormSchema), the same writes (page-content.server.ts), answers as JSON.
 */
import { z } from 'zod'
import { ApiError, parseJsonBody } from '~/lib/json-api.server'
import { type ContentChoices, contentFormSchema, describeFields } from './content-form'
import { contentChoices } from './content-references.server'
import { contentEditorState, saveContent } from './page-content.server'
import { type ContentKey, contentPages, isContentKey } from './pages'
import { scheduleProblem } from './schedule'

function contentKey(key: string | undefined): ContentKey {
  if (!key || !isContentKey(key)) throw new ApiError(404, 'Böyle bir içerik sayfası yok.')
  return key
}

/** A page's content as the API answers it. */
export async function contentApiState(key: string | undefined) {
  const page = contentKey(key)
  const declaration = contentPages[page]
  const [state, choices] = await Promise.all([contentEditorState(page), contentChoices()])
  return { label: declaration.label, page: declaration.page, fields: describeFields(declaration.fields, choices), ...state }
}

const apiBody = (key: ContentKey, choices: ContentChoices) =>
  z
    .object({
      baseVersion: z.number({ error: 'baseVersion gereklidir (GET ile okunan sürüm)' }).int().min(0).max(999_999_999),
      document: contentFormSchema(contentPages[key], choices),
      publish: z.boolean().default(false),
      publishAt: z.iso.datetime({ offset: true, error: 'publishAt bir ISO 8601 zamanı olmalıdır' }).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.publish && body.publishAt)
        ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'publish ile publishAt birlikte verilemez' })
      const problem = body.publishAt ? scheduleProblem(new Date(body.publishAt)) : null
      if (problem) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: problem })
    })

/** PUT: the draft saved, published or scheduled (200), or 409 with what is stored when the base version is old. */
export async function saveContentFromApi(
  key: string | undefined,
  request: Request,
  by: string,
): Promise<{ status: 200 | 409; body: unknown }> {
  const page = contentKey(key)
  const body = await parseJsonBody(request, apiBody(page, await contentChoices()))
  const saved = await saveContent(page, body.document, {
    baseVersion: body.baseVersion,
    by,
    publish: body.publish,
    schedule: body.publishAt ? new Date(body.publishAt) : null,
  })
  if (!saved.ok) {
    const message = 'Bu sayfa başka bir yazma ile değişti; kaydedilmedi. Güncel sürümü okuyup tekrar deneyin.'
    return { status: 409, body: { message, conflict: saved.conflict } }
  }
  return { status: 200, body: { revision: saved.revision, ...(await contentEditorState(page)) } }
}

/**
 * A posted public form, cut down to what its schema knows before conform parses it. conform
 * builds its value from the field names (`items[19999].productId` would make an array of
 * 20,000 rows, each rendered again) and from the JSON of the `__intent__` field the list
 * buttons send, which it trusts (a malformed one throws, an insert grows a list, an update can
 * write any path). So: only the schema's fields stay, a list keeps rows below its maximum, and
 * an intent is kept only when it is one the forms send, on one of their fields, within bounds.
 */
import { z } from 'zod'

/** conform's reserved field names. */
const INTENT = '__intent__'
const STATE = '__state__'

export interface FormShape {
  /** Top-level fields, and the parts of a field that is a group of inputs (`deliveryPeriod.month`). */
  fields: ReadonlySet<string>
  /** List fields and the fields of each of their rows. */
  lists: ReadonlyMap<string, ReadonlySet<string>>
}

type AnySchema = z.core.$ZodType

/** The schema under optional/default/nullable/… wrappers and the input side of pipes (the checked side of a preprocess). */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema
  for (let depth = 0; depth < 20; depth++) {
    const def = current._zod.def
    if ('innerType' in def && def.innerType instanceof z.core.$ZodType) current = def.innerType
    else if (current instanceof z.core.$ZodPipe)
      current = current._zod.def.in instanceof z.core.$ZodTransform ? current._zod.def.out : current._zod.def.in
    else break
  }
  return current
}

function objectShape(schema: AnySchema): Readonly<Record<string, AnySchema>> | null {
  const inner = unwrap(schema)
  return inner instanceof z.core.$ZodObject ? inner._zod.def.shape : null
}

/**
 * The field names a form of `schema` posts: its fields, the parts of a field that is an object
 * (`deliveryPeriod.month`), and the row fields of its lists of objects.
 */
export function formShape(schema: AnySchema): FormShape {
  const fields = new Set<string>()
  const lists = new Map<string, Set<string>>()
  for (const [name, field] of Object.entries(objectShape(schema) ?? {})) {
    const inner = unwrap(field)
    const rowShape = inner instanceof z.core.$ZodArray ? objectShape(inner._zod.def.element) : null
    const parts = inner instanceof z.core.$ZodObject ? Object.keys(inner._zod.def.shape) : null
    if (rowShape) lists.set(name, new Set(Object.keys(rowShape)))
    else if (parts) for (const part of parts) fields.add(`${name}.${part}`)
    else fields.add(name)
  }
  return { fields, lists }
}

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])
const fieldName = z.string().max(200)
const index = z.number().int().min(0).max(1_000_000)

/** The intents the public forms' buttons send (conform's serialisation). */
const IntentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('validate'), payload: z.object({ name: fieldName.optional() }) }),
  z.object({
    type: z.literal('update'),
    payload: z.object({ name: fieldName, value: scalar.optional(), validated: z.boolean().optional() }),
  }),
  z.object({
    type: z.literal('insert'),
    payload: z.object({ name: fieldName, index: index.optional(), defaultValue: z.record(z.string().max(100), scalar).optional() }),
  }),
  z.object({ type: z.literal('remove'), payload: z.object({ name: fieldName, index }) }),
])

const ROW_FIELD = /^([A-Za-z]\w{0,99})\[(\d{1,9})\]\.([A-Za-z]\w{0,99})$/

export interface PreparedForm {
  /** What conform may parse. */
  formData: FormData
  /** A list posted with rows at or beyond its maximum (those rows were dropped). */
  overLongList: string | null
  /** A list whose "add" was refused because it is full (the intent became a validation of the list). */
  fullList: string | null
  /** An intent that is malformed or not one of the form's (dropped: nothing may be stored). */
  refusedIntent: boolean
}

/**
 * `posted` with only the fields of `shape` (plus `extraFields`, e.g. the spam guard's), list rows
 * below `maxRows`, and a checked intent.
 */
export function prepareListForm(posted: FormData, shape: FormShape, maxRows: number, extraFields: readonly string[] = []): PreparedForm {
  const formData = new FormData()
  const rowCounts = new Map<string, number>()
  let overLongList: string | null = null
  for (const [name, value] of posted) {
    if (name === INTENT || name === STATE) continue
    if (shape.fields.has(name) || extraFields.includes(name)) {
      formData.append(name, value)
      continue
    }
    const row = ROW_FIELD.exec(name)
    if (!row || !shape.lists.get(row[1])?.has(row[3])) continue
    const rowIndex = Number(row[2])
    if (rowIndex >= maxRows) {
      overLongList = row[1]
      continue
    }
    formData.append(name, value)
    rowCounts.set(row[1], Math.max(rowCounts.get(row[1]) ?? 0, rowIndex + 1))
  }

  const intents = posted.getAll(INTENT)
  if (intents.length === 0) return { formData, overLongList, fullList: null, refusedIntent: false }
  const intent = intents.length === 1 ? checkedIntent(intents[0], shape, rowCounts, maxRows) : null
  if (!intent) return { formData, overLongList, fullList: null, refusedIntent: true }
  if (intent.type === 'insert' && (rowCounts.get(intent.payload.name) ?? 0) >= maxRows) {
    formData.append(INTENT, JSON.stringify({ type: 'validate', payload: { name: intent.payload.name } }))
    return { formData, overLongList, fullList: intent.payload.name, refusedIntent: false }
  }
  formData.append(INTENT, JSON.stringify(intent))
  return { formData, overLongList, fullList: null, refusedIntent: false }
}

function checkedIntent(value: FormDataEntryValue, shape: FormShape, rowCounts: ReadonlyMap<string, number>, maxRows: number) {
  if (typeof value !== 'string' || value.length > 5000) return null
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    return null
  }
  const parsed = IntentSchema.safeParse(json)
  if (!parsed.success) return null
  const intent = parsed.data
  const isValueField = (name: string) => {
    if (shape.fields.has(name)) return true
    const row = ROW_FIELD.exec(name)
    return Boolean(row && shape.lists.get(row[1])?.has(row[3]) && Number(row[2]) < maxRows)
  }
  switch (intent.type) {
    case 'validate':
      return intent.payload.name === undefined || isValueField(intent.payload.name) || shape.lists.has(intent.payload.name) ? intent : null
    case 'update':
      return isValueField(intent.payload.name) ? intent : null
    case 'insert': {
      const rowFields = shape.lists.get(intent.payload.name)
      const defaults = Object.keys(intent.payload.defaultValue ?? {})
      return rowFields && defaults.every((key) => rowFields.has(key)) ? intent : null
    }
    case 'remove':
      return shape.lists.has(intent.payload.name) && intent.payload.index < (rowCounts.get(intent.payload.name) ?? 0) ? intent : null
  }
}

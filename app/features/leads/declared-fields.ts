/**
 * What follows from the lead-field declarations (lead-fields.ts): the rules of each kind's form
 * and API body, the values a lead stores in `Lead.fields`, and each view's rows, the CSV columns
 * and the API members. Nothing here names a field. Browser-safe.
 */
import type { z } from 'zod'
import type { LeadKind } from '~/generated/prisma/enums'
import type { FormRules } from '~/lib/forms/messages'
import type { Locale } from '~/lib/locale'
import type { DraftTerm, LeadFieldDeclaration } from './lead-field-kinds'
import { type LeadFieldName, leadFieldDeclarations } from './lead-fields'

const declarations: readonly LeadFieldDeclaration[] = leadFieldDeclarations

/** The values of a lead's declared fields by name, as stored; a field not given is absent. */
export type DeclaredValues = Partial<Record<LeadFieldName, string>>

/** A declared field as a view shows it: its name (the key of its words), the admin's name and the value as read in the view's language. */
export interface DeclaredRow {
  name: LeadFieldName
  admin: string
  text: string
}

/** The places a declared field may be shown (besides the CSV and the API, which show every field). */
export type DeclaredView = keyof LeadFieldDeclaration['show']

/** How a form asks for a declared field: what its inputs need, as plain data a loader hands to the page. */
export type DeclaredControl = Pick<LeadFieldDeclaration, 'name' | 'control' | 'hint'>

/** The declared fields a kind of lead carries, in declaration order. */
export const fieldsOf = (kind: LeadKind) => declarations.filter((field) => field.kinds.includes(kind))

/**
 * The controls of a kind's declared fields, for its form: the page gets them from its loader, so
 * the form's code does not load the fields' rules (zod loads when a visitor starts on the form).
 */
export const declaredControls = (kind: LeadKind): DeclaredControl[] =>
  fieldsOf(kind).map(({ name, control, hint }) => ({ name, control, ...(hint ? { hint } : {}) }))

/** The declared fields' rules of a kind's form or API body, to spread into its object schema. */
export const declaredShape = (kind: LeadKind, rules: FormRules) =>
  Object.fromEntries(fieldsOf(kind).map((field) => [field.name, field.rule(rules)])) as Partial<
    Record<LeadFieldName, z.ZodType<string | undefined>>
  >

/** An API body with each field's other names read as its name (the name itself wins when both are sent). */
export function withAliases(kind: LeadKind) {
  const aliased = fieldsOf(kind).flatMap((field) => (field.api.aliases ?? []).map((alias) => [alias, field.name] as const))
  return (body: unknown) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
    const read: Record<string, unknown> = { ...body }
    for (const [alias, name] of aliased) {
      if (read[name] === undefined && read[alias] !== undefined) read[name] = read[alias]
      delete read[alias]
    }
    return read
  }
}

const postedText = (request: unknown, name: string) => {
  const value = typeof request === 'object' && request !== null ? Reflect.get(request, name) : undefined
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The checks of a kind's fields against the rest of the request (a VAT number against the
 * country), as refinements of its object schema. Each runs when its field was given and passed
 * its own rule, even when other fields failed, so every message comes at once.
 */
export function declaredFits(kind: LeadKind, rules: FormRules) {
  return fieldsOf(kind).flatMap((field) => {
    const fits = field.fits
    if (!fits) return []
    return [
      [
        (request: object) => {
          const value = postedText(request, field.name)
          return !value || fits.test(value, request as Readonly<Record<string, unknown>>)
        },
        {
          path: [field.name] as PropertyKey[],
          message: rules.t(fits.message),
          when: (payload: z.core.ParsePayload) =>
            postedText(payload.value, field.name) !== '' && !payload.issues.some((issue) => issue.path?.[0] === field.name),
        },
      ] as const,
    ]
  })
}

/** The schema with the declared fields' checks of `kind` added. */
export function withDeclaredFits<S extends z.ZodType<object>>(schema: S, kind: LeadKind, rules: FormRules): S {
  return declaredFits(kind, rules).reduce((checked, [test, params]) => checked.refine(test, params) as S, schema)
}

/** What a lead of `kind` stores of a checked request: the given values of its declared fields, or null when none was given. */
export function declaredValues(kind: LeadKind, request: Readonly<Record<string, unknown>>): DeclaredValues | null {
  const entries = fieldsOf(kind).flatMap((field) => {
    const value = request[field.name]
    return typeof value === 'string' && value !== '' ? [[field.name, field.stored ? field.stored(value, request) : value] as const] : []
  })
  return entries.length ? (Object.fromEntries(entries) as DeclaredValues) : null
}

/** A lead's stored `fields` as declared values: only declared names with a text value count. */
export function readDeclared(stored: unknown): DeclaredValues {
  if (typeof stored !== 'object' || stored === null) return {}
  const entries = declarations.flatMap((field) => {
    const value = Reflect.get(stored, field.name)
    return typeof value === 'string' && value !== '' ? [[field.name, value] as const] : []
  })
  return Object.fromEntries(entries) as DeclaredValues
}

const textOf = (field: LeadFieldDeclaration, value: string, locale: Locale) => (field.text ? field.text(value, locale) : value)

/** The declared fields `view` shows of a lead's values, in declaration order, read in `locale`. */
export function declaredRows(stored: unknown, view: DeclaredView, locale: Locale): DeclaredRow[] {
  const values = readDeclared(stored)
  return declarations.flatMap((field) => {
    const value = values[field.name as LeadFieldName]
    return value && field.show[view] ? [{ name: field.name as LeadFieldName, admin: field.admin, text: textOf(field, value, locale) }] : []
  })
}

const inCsvOrder = [...declarations].sort((a, b) => a.csv.position - b.csv.position)

/** The exports' headers of the declared fields, after the fixed columns. */
export const declaredCsvHeaders = inCsvOrder.map((field) => field.csv.header)

/** A lead's cells under `declaredCsvHeaders`, read in Turkish; empty for a field not given. */
export const declaredCsvCells = (stored: unknown): (string | null)[] => {
  const values = readDeclared(stored)
  return inCsvOrder.map((field) => {
    const value = values[field.name as LeadFieldName]
    return value ? textOf(field, value, 'tr') : null
  })
}

/** A lead's declared fields as the JSON APIs name them: every field, null when not given, as stored. */
export function declaredApiMembers(stored: unknown): Record<string, string | null> {
  const values = readDeclared(stored)
  return Object.fromEntries(declarations.map((field) => [field.api.name, values[field.name as LeadFieldName] ?? null]))
}

/** The draft fields of a new quote that a lead's values start (its Incoterm and place), as stored. */
export function declaredDraftTerms(stored: unknown): Partial<Record<DraftTerm, string>> {
  const values = readDeclared(stored)
  return Object.fromEntries(
    declarations.flatMap((field) => {
      const value = values[field.name as LeadFieldName]
      return field.draft && value ? [[field.draft, value] as const] : []
    }),
  )
}

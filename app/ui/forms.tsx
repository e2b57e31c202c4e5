import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { fileInputClass, inputClass } from './classes'
import { ErrorList, FieldFrame, htmlId } from './field'

export { ErrorList, FormAlert } from './field'

/** conform's metadata of one field (`fields.email`, a list row's `quantity`). */
// biome-ignore lint/suspicious/noExplicitAny: a field of any value in a form of any shape
export type FieldMeta = FieldMetadata<any, any, string[]>

/** What every field shows around its control. */
interface FrameProps {
  /**
   * The field, as conform describes it: its name, ids, constraints, initial value and messages.
   * Without it (a form conform does not drive) the control takes `id`, `name` and the rest as
   * attributes, and `errors` gives its messages.
   */
  meta?: FieldMeta
  label: ReactNode
  /** A help text under the control, named by its aria-describedby. */
  hint?: ReactNode
  /** Marks the label with a red asterisk. */
  required?: boolean
  /**
   * HTML's `required` on the control when it must differ from conform's constraint: a select whose
   * first choice is preselected can never be empty, so HTML may not mark it required.
   */
  controlRequired?: boolean
  /** Shown after the label in parentheses, e.g. 'optional' in the page's language. */
  optional?: string
  /** Messages to show instead of conform's (or without conform). */
  errors?: string[] | null
  /** Show only the first message (the public forms show one at a time). */
  firstErrorOnly?: boolean
  /** 'sm' is the dense admin look (small hints), 'md' the public forms'. */
  size?: 'sm' | 'md'
  /** The class of the field's box (grid spans, widths). */
  className?: string
  /** Classes added to the control's own. */
  controlClassName?: string
  /** Beside the control, on its line: a button that belongs to it. */
  beside?: ReactNode
  /** Under the control, before the hint: what follows its value (a length counter). */
  children?: ReactNode
}

type Omitted = 'size' | 'children' | 'className'
export type FieldProps = FrameProps & Omit<ComponentProps<'input'>, Omitted>
export type TextareaFieldProps = FrameProps & Omit<ComponentProps<'textarea'>, Omitted>
export type SelectFieldProps = Omit<FrameProps, 'children'> &
  Omit<ComponentProps<'select'>, Omitted> & {
    /** The options. */
    children: ReactNode
    /** Under the select, before the hint. */
    after?: ReactNode
  }
export type CheckboxFieldProps = Omit<FrameProps, 'beside' | 'children' | 'optional' | 'required' | 'size'> &
  Omit<ComponentProps<'input'>, Omitted | 'type'> & {
    /** 'card': a bordered row, clickable as a whole (admin); 'plain': the box and its sentence. */
    look?: 'card' | 'plain'
  }

interface Ids {
  id: string
  errorId: string
  descriptionId: string
}

/**
 * The ids of a field: conform's (made safe for CSS selectors and URL fragments by `htmlId`: a
 * list field's carry its name, `items[0].quantity`), or ones made from the control's `id`.
 */
function useFieldIds(meta: FieldMeta | undefined, id: string | undefined): Ids {
  const fallback = useId()
  if (meta) return { id: htmlId(meta.id), errorId: htmlId(meta.errorId), descriptionId: htmlId(meta.descriptionId) }
  const own = id ?? fallback
  return { id: own, errorId: `${own}-error`, descriptionId: `${own}-description` }
}

/**
 * The control's id, aria-invalid with messages, and an aria-describedby naming the messages first,
 * then the hint, then what the caller names (`described`).
 */
function ariaProps(ids: Ids, errors: string[] | null | undefined, hint: ReactNode, described: string | undefined) {
  const invalid = Boolean(errors?.length)
  const describedBy = [invalid && ids.errorId, hint && ids.descriptionId, described].filter(Boolean).join(' ')
  return { id: ids.id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined }
}

/**
 * What conform gives the control (without `key`, which React takes apart, and without its aria,
 * built by `ariaProps`); without conform, HTML's `required` follows the label's mark.
 */
function conformProps<P extends { key?: string }>(meta: FieldMeta | undefined, props: (meta: FieldMeta) => P, required?: boolean) {
  if (!meta) return { required }
  const { key: _key, ...rest } = props(meta)
  return rest
}

function Frame({
  ids,
  beside,
  control,
  children,
  ...frame
}: Omit<FrameProps, 'meta' | 'controlClassName'> & { ids: Ids; control: ReactNode }) {
  return (
    <FieldFrame id={ids.id} errorId={ids.errorId} hintId={ids.descriptionId} {...frame}>
      {beside ? (
        <div className="flex gap-2">
          {control}
          {beside}
        </div>
      ) : (
        control
      )}
      {children}
    </FieldFrame>
  )
}

const controlClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base)

/**
 * A field's props taken apart: what its frame shows, and the control's attributes (conform's,
 * then the caller's, then the ids and aria built here). `key` comes apart for React.
 */
function useFieldParts<A extends FrameProps & { id?: string; 'aria-describedby'?: string }, P extends { key?: string }>(
  {
    meta,
    label,
    hint,
    required,
    controlRequired,
    optional,
    errors,
    firstErrorOnly,
    size,
    className,
    controlClassName,
    beside,
    children,
    ...rest
  }: A,
  fromConform: (meta: FieldMeta) => P,
) {
  const { id, ...attributes } = rest as unknown as Omit<A, keyof FrameProps>
  const ids = useFieldIds(meta, id)
  const messages = errors ?? meta?.errors
  const frame = { ids, label, hint, required, optional, errors: messages, firstErrorOnly, size, className, beside, children }
  const control = {
    ...conformProps(meta, fromConform, required),
    ...(controlRequired === undefined ? {} : { required: controlRequired }),
    ...attributes,
    ...ariaProps(ids, messages, hint, attributes['aria-describedby']),
  }
  return { frame, control, key: meta?.key, controlClassName }
}

/**
 * A labelled input: `<Field meta={fields.email} label="E-posta" type="email" />`. conform gives the
 * name, the constraints, the initial value and the messages; the other attributes go on the input.
 */
export function Field({ type = 'text', ...props }: FieldProps) {
  const { frame, control, key, controlClassName } = useFieldParts(props, (meta) =>
    getInputProps(meta, { type: type as 'text', ariaAttributes: false }),
  )
  const look = type === 'file' ? fileInputClass : inputClass
  return <Frame {...frame} control={<input key={key} type={type} {...control} className={controlClass(look, controlClassName)} />} />
}

/** A labelled textarea, like `Field`. */
export function TextareaField(props: TextareaFieldProps) {
  const { frame, control, key, controlClassName } = useFieldParts(props, (meta) => getTextareaProps(meta, { ariaAttributes: false }))
  return <Frame {...frame} control={<textarea key={key} {...control} className={controlClass(inputClass, controlClassName)} />} />
}

/** A labelled select with its options as children, like `Field`; `after` goes under it. */
export function SelectField({ children, after, ...props }: SelectFieldProps) {
  const { frame, control, key, controlClassName } = useFieldParts(props, (meta) => getSelectProps(meta, { ariaAttributes: false }))
  return (
    <Frame
      {...frame}
      control={
        <select key={key} {...control} className={controlClass(inputClass, controlClassName)}>
          {children}
        </select>
      }
    >
      {after}
    </Frame>
  )
}

const checkboxLooks = {
  card: {
    row: 'flex items-start gap-3 rounded-lg border border-stone-200 p-3 hover:bg-stone-50',
    box: 'mt-0.5 size-4 accent-fig-700',
    label: 'block text-sm font-medium text-stone-800',
  },
  plain: { row: 'flex items-start gap-3', box: 'mt-1 size-5 shrink-0 rounded border-stone-400 accent-fig-700', label: 'text-stone-800' },
} as const

/**
 * A checkbox with its label beside it: `<CheckboxField meta={fields.isActive} label="Aktif" />`.
 * 'card' makes the whole row the label (with the hint in it); 'plain' labels the box with a
 * sentence that may hold links.
 */
export function CheckboxField({ look = 'card', ...props }: CheckboxFieldProps) {
  const { frame, control, key, controlClassName } = useFieldParts(props, (meta) =>
    getInputProps(meta, { type: 'checkbox', ariaAttributes: false }),
  )
  const { ids, label, hint, errors, firstErrorOnly, className } = frame
  const classes = checkboxLooks[look]
  const box = <input key={key} type="checkbox" {...control} className={controlClass(classes.box, controlClassName)} />
  const hintText = hint && (
    <span id={ids.descriptionId} className="block text-xs text-stone-500">
      {hint}
    </span>
  )
  return (
    <div className={className}>
      {look === 'card' ? (
        <label htmlFor={ids.id} className={classes.row}>
          {box}
          <span>
            <span className={classes.label}>{label}</span>
            {hintText}
          </span>
        </label>
      ) : (
        <div className={classes.row}>
          {box}
          <label htmlFor={ids.id} className={classes.label}>
            {label}
            {hintText}
          </label>
        </div>
      )}
      <ErrorList id={ids.errorId} errors={errors} firstOnly={firstErrorOnly} />
    </div>
  )
}

/** The public forms' fields: the larger hints, and one message at a time (`{...publicField}`). */
export const publicField = { size: 'md', firstErrorOnly: true } as const

/** A hidden input of conform's field: its name, form and initial value. */
export function HiddenField({ meta }: { meta: FieldMeta }) {
  const { key: _key, ...props } = getInputProps(meta, { type: 'hidden', ariaAttributes: false })
  return <input key={meta.key} {...props} />
}

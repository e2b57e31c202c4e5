import { type SubmissionResult, useForm } from '@conform-to/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Button, buttonClass } from './button'
import { ErrorList, FieldFrame, FormAlert, htmlId } from './field'
import { CheckboxField, Field as KitField, SelectField, TextareaField } from './forms'
import { StatusButton } from './status-button'
import { isPendingSubmission } from './use-is-pending'

function form(entries: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

describe('isPendingSubmission', () => {
  const posting = { state: 'submitting', formMethod: 'POST', formAction: '/admin/leads', formData: form({ intent: 'notes', id: 'a' }) }

  it('is false when nothing is sent, or a page loads without a submission', () => {
    expect(isPendingSubmission({ state: 'idle' }, {})).toBe(false)
    expect(isPendingSubmission({ state: 'loading' }, {})).toBe(false)
  })

  it('stays true while the redirect after the post loads', () => {
    expect(isPendingSubmission(posting, {})).toBe(true)
    expect(isPendingSubmission({ ...posting, state: 'loading' }, {})).toBe(true)
  })

  it('matches a post by default, a GET only when asked', () => {
    const search = { state: 'loading', formMethod: 'GET', formAction: '/admin/leads', formData: form({ q: 'x' }) }
    expect(isPendingSubmission(search, {})).toBe(false)
    expect(isPendingSubmission(search, { formMethod: 'GET' })).toBe(true)
  })

  it('tells submissions apart by intent, other fields and action', () => {
    expect(isPendingSubmission(posting, { intent: 'notes' })).toBe(true)
    expect(isPendingSubmission(posting, { intent: ['status', 'notes'] })).toBe(true)
    expect(isPendingSubmission(posting, { intent: 'status' })).toBe(false)
    expect(isPendingSubmission(posting, { intent: 'notes', fields: { id: 'a' } })).toBe(true)
    expect(isPendingSubmission(posting, { intent: 'notes', fields: { id: 'b' } })).toBe(false)
    // undefined: the create form (no id) is not pending while an edit form (with an id) posts.
    expect(isPendingSubmission(posting, { fields: { id: undefined } })).toBe(false)
    expect(isPendingSubmission(posting, { formAction: '/admin/leads' })).toBe(true)
    expect(isPendingSubmission(posting, { formAction: '/admin/blog' })).toBe(false)
  })
})

describe('FieldFrame', () => {
  it('links the label to the control and renders the hint and messages under the ids aria-describedby names', () => {
    const html = renderToStaticMarkup(
      <FieldFrame id="phone" label="Telefon" errorId="phone-error" errors={['Gerekli', 'Kısa']} hint="+90 ile" hintId="phone-hint" required>
        <input id="phone" aria-invalid aria-describedby="phone-error phone-hint" />
      </FieldFrame>,
    )
    expect(html).toContain('<label for="phone"')
    expect(html).toContain('Telefon<span class="text-red-700" aria-hidden="true"> *</span>')
    expect(html).toContain('<p id="phone-hint"')
    expect(html).toMatch(/<p id="phone-error"[^>]*data-testid="field-error">Gerekli Kısa<\/p>/)
  })

  it('builds a text input from inputProps and shows no message element without errors', () => {
    const html = renderToStaticMarkup(
      <FieldFrame id="email" label="E-posta" optional="isteğe bağlı" inputProps={{ name: 'email', type: 'email' }} />,
    )
    const input = html.match(/<input [^>]*>/)?.[0] ?? ''
    expect(input).toContain('id="email"')
    expect(input).toContain('name="email"')
    expect(input).toMatch(/class="[^"]*aria-\[invalid=true\]:border-red-600/)
    expect(html).toContain('E-posta<span class="font-normal text-stone-500"> (isteğe bağlı)</span>')
    expect(html).not.toContain('field-error')
  })

  it('shows every message, or only the first when asked', () => {
    const field = (firstErrorOnly?: boolean) =>
      renderToStaticMarkup(
        <FieldFrame id="p" label="Phone" errorId="p-error" errors={['Required.', 'Invalid.']} firstErrorOnly={firstErrorOnly}>
          <input id="p" />
        </FieldFrame>,
      )
    expect(field()).toContain('>Required. Invalid.</p>')
    expect(field(true)).toContain('>Required.</p>')
  })

  it('ErrorList and FormAlert render nothing for no messages', () => {
    expect(renderToStaticMarkup(<ErrorList id="x" errors={[]} />)).toBe('')
    expect(renderToStaticMarkup(<FormAlert title="Hata" errors={undefined} />)).toBe('')
    expect(renderToStaticMarkup(<FormAlert id="f" title="Hata" errors={['Kaydedilemedi']} />)).toMatch(
      /role="alert" id="f"[\s\S]*Hata[\s\S]*Kaydedilemedi/,
    )
  })
})

describe('StatusButton', () => {
  it('is an enabled submit button with its own label while nothing is sent', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <StatusButton name="intent" value="save" pendingLabel="Kaydediliyor...">
            Kaydet
          </StatusButton>
        ),
      },
    ])
    const html = renderToStaticMarkup(<Stub />)
    expect(html).toMatch(/^<button type="submit" [^>]*>Kaydet<\/button>$/)
    expect(html).toContain('name="intent"')
    expect(html).not.toContain('disabled=""')
  })

  it('shows the pending label, disabled, when told it is pending', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <StatusButton pending pendingLabel="Gönderiliyor...">
            Gönder
          </StatusButton>
        ),
      },
    ])
    const html = renderToStaticMarkup(<Stub />)
    expect(html).toMatch(
      /<button type="submit" disabled="" aria-busy="true"[^>]*><svg aria-hidden="true"[\s\S]*<\/svg>Gönderiliyor...<\/button>/,
    )
  })
})

describe('ids of list fields', () => {
  it('keeps letters, digits, dashes and underscores; every other run becomes one dash', () => {
    expect(htmlId('rfq-quote-items[0].quantity')).toBe('rfq-quote-items-0-quantity')
    expect(htmlId('trial-request-selectedProducts[12]')).toBe('trial-request-selectedProducts-12')
    expect(htmlId('contact-form_name')).toBe('contact-form_name')
  })
})

interface Sample {
  email: string
  country: string
  notes: string
  agree: string
  items: { quantity: string }[]
}

/** A form of `Sample` as the server sends it back after a failed check (`lastResult`). */
function renderForm(render: (fields: ReturnType<typeof useForm<Sample>>[1]) => ReactNode, lastResult?: SubmissionResult<string[]>) {
  function Sample() {
    const [, fields] = useForm<Sample>({
      id: 'f',
      lastResult,
      defaultValue: { email: 'a@b.c', country: 'DE', notes: 'Merhaba', agree: 'on', items: [{ quantity: '5' }] },
      constraint: { email: { required: true, maxLength: 254 } },
    })
    return <>{render(fields)}</>
  }
  return renderToStaticMarkup(<Sample />)
}

const failed: SubmissionResult<string[]> = {
  status: 'error',
  initialValue: { email: 'x', country: 'DE', notes: '', items: [{ quantity: '0' }] },
  error: { email: ['Geçersiz e-posta'], notes: ['Gerekli', 'Kısa'], agree: ['Kabul edin'], 'items[0].quantity': ['En az 1'] },
}

const tag = (html: string, name: string) => html.match(new RegExp(`<${name} [^>]*>`))?.[0] ?? ''

describe('the form kit', () => {
  it('builds a labelled input from conform: name, form, constraints, initial value, no messages yet', () => {
    const html = renderForm((fields) => <KitField meta={fields.email} label="E-posta" type="email" autoComplete="email" />)
    const input = tag(html, 'input')
    expect(html).toContain('<label for="f-email"')
    for (const attribute of [
      'type="email"',
      'id="f-email"',
      'name="email"',
      'form="f"',
      'required=""',
      'maxLength="254"',
      'value="a@b.c"',
      'autoComplete="email"',
    ])
      expect(input).toContain(attribute)
    expect(input).not.toContain('aria-invalid')
    expect(input).not.toContain('aria-describedby')
    expect(html).not.toContain('field-error')
  })

  it('shows the messages under the id aria-describedby names first, then the hint', () => {
    const html = renderForm((fields) => <KitField meta={fields.email} label="E-posta" hint="İş adresiniz" />, failed)
    const input = tag(html, 'input')
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain('aria-describedby="f-email-error f-email-description"')
    expect(input).toContain('value="x"')
    expect(html).toMatch(/<p id="f-email-description"[^>]*>İş adresiniz<\/p>/)
    expect(html).toMatch(/<p id="f-email-error"[^>]*data-testid="field-error">Geçersiz e-posta<\/p>/)
  })

  it('gives a list field ids of letters, digits and dashes', () => {
    const html = renderForm((fields) => {
      const row = fields.items.getFieldList()[0]
      return <KitField meta={row.getFieldset().quantity} label="Kg" type="number" />
    }, failed)
    expect(html).toContain('for="f-items-0-quantity"')
    expect(tag(html, 'input')).toContain('name="items[0].quantity"')
    expect(tag(html, 'input')).toContain('aria-describedby="f-items-0-quantity-error"')
    expect(html).toContain('<p id="f-items-0-quantity-error"')
  })

  it('shows every message, or only the first when asked', () => {
    const notes = (firstErrorOnly?: boolean) =>
      renderForm((fields) => <TextareaField meta={fields.notes} label="Not" rows={3} firstErrorOnly={firstErrorOnly} />, failed)
    expect(tag(notes(), 'textarea')).toContain('rows="3"')
    expect(notes()).toContain('>Gerekli Kısa</p>')
    expect(notes(true)).toContain('>Gerekli</p>')
  })

  it('selects the initial option, with a control beside and the label marks', () => {
    const html = renderForm((fields) => (
      <SelectField meta={fields.country} label="Ülke" required optional="isteğe bağlı" beside={<button type="submit">Uygula</button>}>
        <option value="TR">Türkiye</option>
        <option value="DE">Almanya</option>
      </SelectField>
    ))
    expect(html).toContain('Ülke<span class="text-red-700" aria-hidden="true"> *</span>')
    expect(html).toContain('<span class="font-normal text-stone-500"> (isteğe bağlı)</span>')
    expect(html).toMatch(
      /<div class="flex gap-2"><select [^>]*name="country"[\s\S]*<\/select><button type="submit">Uygula<\/button><\/div>/,
    )
    expect(html).toContain('<option value="DE" selected="">Almanya</option>')
  })

  it("lets HTML's required differ from conform's constraint when the caller says so", () => {
    const constrained = tag(
      renderForm((fields) => <KitField meta={fields.email} label="E-posta" />),
      'input',
    )
    expect(constrained).toContain('required=""')
    const released = tag(
      renderForm((fields) => <KitField meta={fields.email} label="E-posta" controlRequired={false} />),
      'input',
    )
    expect(released).not.toContain('required')
    expect(released).toContain('name="email"')
  })

  it('checks a checkbox from its initial value, labelled by its row or by its sentence', () => {
    const card = renderForm((fields) => <CheckboxField meta={fields.agree} label="Aktif" hint="Sitede gösterilir" />)
    expect(card).toMatch(/<label for="f-agree" class="flex[^"]*"><input type="checkbox"[^>]*checked=""/)
    expect(tag(card, 'input')).toContain('aria-describedby="f-agree-description"')
    const plain = renderForm((fields) => <CheckboxField meta={fields.agree} label="Şartları kabul ediyorum" look="plain" />, failed)
    expect(plain).toMatch(/<input type="checkbox"[^>]*aria-invalid="true"[^>]*><label for="f-agree"/)
    expect(plain).toContain('<p id="f-agree-error"')
  })

  it('works without conform: the control takes its id, name and required; errors come as a prop', () => {
    const html = renderToStaticMarkup(<KitField id="email" name="email" label="E-posta" required errors={['Hatalı']} />)
    const input = tag(html, 'input')
    expect(input).toContain('id="email"')
    expect(input).toContain('name="email"')
    expect(input).toContain('required=""')
    expect(input).toContain('aria-describedby="email-error"')
    expect(html).toContain('<p id="email-error"')
  })

  it('gives a file input the file look', () => {
    const html = renderToStaticMarkup(<KitField id="upload" name="file" type="file" label="Dosya" />)
    expect(tag(html, 'input')).toMatch(/class="[^"]*file:rounded-lg/)
  })
})

describe('Button', () => {
  it('submits by default and takes the look of its tone and size', () => {
    const html = renderToStaticMarkup(
      <Button tone="remove" size="sm">
        Sil
      </Button>,
    )
    expect(html).toMatch(/^<button type="submit" class="[^"]*text-red-700[^"]*text-sm[^"]*">Sil<\/button>$/)
    expect(renderToStaticMarkup(<Button type="button">Vazgeç</Button>)).toContain('type="button"')
    expect(buttonClass({ tone: 'secondary' }, 'mt-3')).toMatch(/border-stone-300.*px-4 py-2.* mt-3$/)
  })
})

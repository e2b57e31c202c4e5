/**
 * Hidden fields every public form carries: a honeypot people never see or fill, the signed time
 * the form was rendered (spam checks) and the form instance's key (a repeated post stores once).
 * `guard` comes from the loader: `formGuard()` in '~/lib/form-guard.server'.
 */
export function FormGuardFields({ guard }: { guard: { startedAt: string; submissionKey: string } }) {
  return (
    <>
      <div aria-hidden="true" className="absolute left-[-10000px] top-auto size-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name="formStartedAt" value={guard.startedAt} />
      <input type="hidden" name="submissionKey" value={guard.submissionKey} />
    </>
  )
}

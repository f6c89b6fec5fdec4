/**
 * The form-forwarding service's control fields: the mail subject, no captcha
 * page, where to send the visitor afterwards, and a honeypot that people never
 * see and bots tend to fill.
 */
export function HiddenFormFields({ subject, thankYouUrl }: { subject: string; thankYouUrl: string }) {
  return (
    <>
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_next" value={thankYouUrl} />
      <input type="text" name="_honey" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
    </>
  );
}

/**
 * The form-forwarding service's control fields: the mail subject, no captcha
 * page, where to send the visitor afterwards, and a honeypot that people never
 * see and bots tend to fill. The `hidden` attribute keeps the honeypot out of sight and out of the
 * accessibility tree even where no author CSS applies (reader modes, "no style"); in an old text browser
 * that ignores the attribute, its label tells a person to leave it empty.
 */
export function HiddenFormFields({ subject, thankYouUrl }: { subject: string; thankYouUrl: string }) {
  return (
    <>
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_next" value={thankYouUrl} />
      <div hidden>
        <label>
          Leave this field empty <input type="text" name="_honey" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}

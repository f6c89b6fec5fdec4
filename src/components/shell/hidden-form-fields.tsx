import { controlFields, type FormTarget } from "../../../forms/targets.ts";

/**
 * The hidden fields a form posts besides the visitor's own. Both kinds carry a honeypot that people never
 * see and bots tend to fill: the lead service files such a post as spam (the browser never decides).
 * - To the lead service: nothing more here; the contact form's script adds where the page came from and
 *   how long the message took to write.
 * - Straight to the form service (`LEADS=off`): the mail subject, no captcha page, and where to send
 *   the visitor afterwards.
 * The `hidden` attribute keeps the honeypot out of sight and out of the accessibility tree even where no
 * author CSS applies (reader modes, "no style"); in an old text browser that ignores the attribute, its
 * label tells a person to leave it empty.
 */
export function HiddenFormFields({ target, subject }: { target: FormTarget; subject: string }) {
  return (
    <>
      {target.via === "direct" ? (
        <>
          <input type="hidden" name="_subject" value={subject} />
          <input type="hidden" name="_captcha" value="false" />
          <input type="hidden" name="_next" value={target.next} />
        </>
      ) : null}
      <label hidden>
        Leave this field empty <input type="text" name={controlFields.honeypot} tabIndex={-1} autoComplete="off" />
      </label>
    </>
  );
}

import { z } from "astro/zod";
import { labeled } from "./fields.ts";

/**
 * Addresses that lead elsewhere: an entry's former addresses, and the site's list of vanity, campaign and gone
 * addresses (src/content/redirects.json). What each one may be is checked together, across files, where the
 * site's redirects are decided (src/lib/addresses/settle.ts); these say only what an address looks like.
 */

/** Characters every host matches the same way, unencoded, in an nginx location and a `_redirects` line alike. */
const SEGMENT = "[A-Za-z0-9._~+-]+";
export const SITE_PATH_MESSAGE =
  "Use a path of this site, such as /case-studies/acme: it starts with /, has no spaces, ? or #, and no / at the end.";
/** A path of this site, as a visitor's browser asks for it. */
export const sitePath = z.string().regex(new RegExp(`^(?:/${SEGMENT})+$`), SITE_PATH_MESSAGE);

export const TARGET_MESSAGE =
  "Use a page of this site, such as /services/cloud-migration, or an address elsewhere starting with https://, with no spaces, quotes, ;, $, { or }, and no name@ before the site's name.";
/**
 * An address elsewhere, as every host can carry it: `https://`, a host name (and port), then RFC 3986's
 * characters without quotes, `;`, `$`, braces, backslashes or spaces, which nginx's config or a `_redirects` line
 * would read as its own (hosting/nginx.ts); and no `name@` before the host, which hides the site a visitor lands on.
 */
const ELSEWHERE = "https://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+(?::\\d{1,5})?(?:[/?#][A-Za-z0-9._~!&()*+,=:@/?#%-]*)?";
/** Where a redirect goes: a page of the site (or its home, `/`), or a page elsewhere over HTTPS. */
export const redirectTarget = z
  .string()
  .trim()
  .regex(new RegExp(`^(?:/|(?:/${SEGMENT})+|${ELSEWHERE})?$`), TARGET_MESSAGE)
  .default("");

/** The addresses an entry's page had before, each answered by a permanent redirect to where it is now. */
export const formerAddresses = () =>
  labeled(
    z.array(sitePath).default([]),
    "Former addresses",
    "Older addresses of this page, such as /case-studies/acme from an old site; each one leads here. An address the admin changes is added by itself.",
    { formerAddresses: true },
  );

export const redirectKinds = ["permanent", "temporary", "gone"] as const;
export type RedirectKind = (typeof redirectKinds)[number];
/** The status each kind answers with. */
export const redirectStatus = { permanent: 301, temporary: 302, gone: 410 } as const satisfies Record<
  RedirectKind,
  number
>;

export const redirectSchema = z
  .object({
    from: labeled(sitePath, "Address", "The path people type or follow, such as /go/webinar."),
    kind: labeled(z.enum(redirectKinds), "What happens", undefined, {
      optionLabels: {
        permanent: "Moved for good (301)",
        temporary: "Moved for now (302)",
        gone: "Gone for good (410)",
      },
    }),
    to: labeled(
      redirectTarget,
      "Goes to",
      "A page of this site, such as /services/cloud-migration, or an address elsewhere starting with https://. Leave it empty when the page is gone for good.",
    ),
  })
  .meta({ title: "Redirect", itemLabel: "from" });
export type Redirect = z.infer<typeof redirectSchema>;

/** The site's own redirects: addresses that belong to no entry. */
export const redirectsFileSchema = z.object({
  redirects: labeled(
    z.array(redirectSchema).default([]),
    "Redirects",
    "Short addresses for campaigns (/go/webinar), pages that moved before the admin kept their old addresses, and pages that are gone for good.",
  ),
});

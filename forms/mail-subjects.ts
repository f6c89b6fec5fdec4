/** The subject lines of the emails a contact message and a newsletter sign-up become. */

/** "New inquiry from Bighorn Software: Cloud Migration"; `about` is the message's topic, when it has one. */
export function inquirySubject(siteName: string, about: string | undefined): string {
  return about ? `New inquiry from ${siteName}: ${about}` : `New inquiry from ${siteName}`;
}

/** The subject of the email a newsletter sign-up becomes. */
export function newsletterSubject(siteName: string): string {
  return `Newsletter subscription | ${siteName}`;
}

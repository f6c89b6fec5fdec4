import { z } from "astro/zod";
import { labeled, line, text } from "./fields.ts";

/** The office's time zone, as an editor picks it, and how the owners' inbox names it (it shows times in it). */
export const officeTimeZones = {
  "America/New_York": "Eastern Time",
  "America/Chicago": "Central Time",
  "America/Denver": "Mountain Time",
  "America/Phoenix": "Arizona Time",
  "America/Los_Angeles": "Pacific Time",
  "America/Anchorage": "Alaska Time",
  "Pacific/Honolulu": "Hawaii Time",
} as const;
type OfficeTimeZone = keyof typeof officeTimeZones;

/** The company's own details, which every page shows (footer, contact page, structured data). */
export const companySchema = z.object({
  name: labeled(text, "Company name", "As visitors know it."),
  legalName: labeled(text, "Legal name", "As registered; shown in the copyright line and the legal pages."),
  tagline: labeled(text, "Tagline", "One line shown in the footer."),
  description: labeled(
    line(200),
    "Description",
    "What the company does, at most 200 characters; search engines show it.",
    {
      multiline: true,
    },
  ),
  email: labeled(
    z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, "Use an email address such as hello@example.com."),
    "Email address",
    "Where the site's email links point.",
  ),
  phone: labeled(z.string().regex(/^\+1 \(\d{3}\) \d{3}-\d{4}$/, "Use the form +1 (307) 555-0142."), "Phone number"),
  address: labeled(
    z.object({
      street: labeled(text, "Street and suite"),
      city: labeled(text, "City"),
      region: labeled(text, "State"),
      regionCode: labeled(z.string().regex(/^[A-Z]{2}$/, "Use the two-letter state code, such as WY."), "State code"),
      postalCode: labeled(z.string().regex(/^\d{5}(?:-\d{4})?$/, "Use a ZIP code such as 82801."), "ZIP code"),
      country: labeled(text, "Country"),
    }),
    "Office address",
  ),
  officeHours: labeled(
    z
      .array(
        z
          .object({
            days: labeled(text, "Days", "Such as Monday-Friday."),
            hours: labeled(text, "Hours", "Such as 9:00 AM-6:00 PM MST, or Closed."),
          })
          .meta({ title: "Opening hours", itemLabel: "days" }),
      )
      .min(1),
    "Office hours",
  ),
  timeZone: labeled(
    z.enum(Object.keys(officeTimeZones) as [OfficeTimeZone, ...OfficeTimeZone[]]),
    "Time zone",
    "Where the office keeps time: the leads inbox shows times, and reads its date filters, in this zone.",
    { optionLabels: officeTimeZones },
  ),
  socialProfiles: labeled(
    z.array(
      z
        .object({
          network: labeled(text, "Network", "Such as LinkedIn."),
          href: labeled(
            z.string().regex(/^https:\/\/\S+$/, "Use the full https:// address of the profile."),
            "Profile address",
          ),
          placeholder: labeled(
            z.boolean().default(false),
            "Placeholder",
            "Ticked while the address is the network's home page, not our own profile: the footer still links it, but search engines are not told it is ours.",
          ),
        })
        .meta({ title: "Profile", itemLabel: "network" }),
    ),
    "Social profiles",
  ),
});

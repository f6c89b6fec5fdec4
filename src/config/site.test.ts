import { describe, expect, it } from "vitest";
import companyData from "../content/company.json" with { type: "json" };
import { companySchema } from "../schemas/index.ts";
import { site, socialLinks, telHref } from "./site.ts";

describe("company details", () => {
  it("come from src/content/company.json, with the dialable phone number derived", () => {
    expect(site.name).toBe(companyData.name);
    expect(site.phone).toEqual({ display: companyData.phone, href: telHref(companyData.phone) });
    expect(telHref("+1 (307) 555-0142")).toBe("tel:+13075550142");
    expect(socialLinks.map((link) => link.network)).toEqual(companyData.socialProfiles.map((p) => p.network));
  });

  it("refuse what an editor might mistype, naming the field", () => {
    const broken = { ...companyData, phone: "307-555-0142", address: { ...companyData.address, regionCode: "Wyo" } };
    const issues = companySchema.safeParse(broken).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join("."))).toEqual(["phone", "address.regionCode"]);
    expect(issues[0]?.message).toBe("Use the form +1 (307) 555-0142.");
  });
});

import { describe, expect, it } from "vitest";
import {
  adClickIds,
  adNetworks,
  campaignTags,
  clickPattern,
  keptPattern,
  keptQuery,
  topicParameters,
} from "./kept-query.ts";

describe("the query kept with a lead", () => {
  it("keeps the campaign tags and the topic as they were, an ad's click by its name, and nothing else", () => {
    expect(
      keptQuery(
        "?utm_source=LinkedIn&utm_medium=social&email=dana%40example.com&service=cloud-migration&gclid=Cj0KCQ&token=r3set&mc_eid=9f3&_hsenc=p2ANqtz&fbclid=IwAR2",
      ),
    ).toBe("?utm_source=LinkedIn&utm_medium=social&service=cloud-migration&gclid=&fbclid=");
    expect(keptQuery("?ref=hn&q=custom+software")).toBe("");
    // A space as links write it, a plus kept a plus.
    expect(keptQuery("?utm_campaign=Spring+Launch&utm_term=c%2B%2B")).toBe(
      "?utm_campaign=Spring%20Launch&utm_term=c%2B%2B",
    );
    expect(keptQuery("")).toBe("");
  });

  it("keeps no name every object inherits, and names no ad network for one", () => {
    const inherited = "?__proto__=X&constructor=Y&toString=Z&hasOwnProperty=W&valueOf=V";
    expect(keptQuery(inherited)).toBe("");
    expect(keptQuery(`${inherited}&gclid=Cj0`)).toBe("?gclid=");
    expect(adNetworks(inherited)).toEqual([]);
  });

  it("names the ad networks whose clicks a kept query records", () => {
    expect(adNetworks("?gclid=&utm_source=google")).toEqual(["Google Ads"]);
    expect(adNetworks("?msclkid=&wbraid=&gbraid=")).toEqual(["Microsoft Ads", "Google Ads"]);
    expect(adNetworks("?utm_medium=cpc")).toEqual([]);
  });

  it("lets the visit script's short patterns keep every name the lists keep", () => {
    const values = new RegExp(keptPattern);
    const clicks = new RegExp(clickPattern);
    for (const name of [...campaignTags, ...topicParameters]) expect(values.test(name), name).toBe(true);
    for (const name of Object.keys(adClickIds)) expect(clicks.test(name), name).toBe(true);
    for (const name of ["email", "token", "mc_eid", "_hsenc", "ref", "utm", "services"]) {
      expect(values.test(name) || clicks.test(name), name).toBe(false);
    }
  });
});

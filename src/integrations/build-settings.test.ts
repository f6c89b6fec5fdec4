import { describe, expect, it } from "vitest";
import { deployTarget, leadsMode, nginxSettings, requireSecureUrl } from "./build-settings.ts";

describe("deployTarget", () => {
  it("takes DEPLOY_TARGET first, then recognises each host's builder, and defaults to a server build", () => {
    expect(deployTarget({ DEPLOY_TARGET: "netlify", WORKERS_CI: "1" })).toBe("netlify");
    expect(deployTarget({ WORKERS_CI: "1" })).toBe("cloudflare");
    expect(deployTarget({ NETLIFY: "true" })).toBe("netlify");
    expect(deployTarget({})).toBe("server");
  });

  it("refuses a target it does not know, naming the ones it does", () => {
    expect(() => deployTarget({ DEPLOY_TARGET: "vercel" })).toThrow(
      'DEPLOY_TARGET must be one of server, cloudflare, netlify; got "vercel".',
    );
  });
});

describe("requireSecureUrl", () => {
  it("accepts https anywhere and plain http only on this machine", () => {
    expect(requireSecureUrl("SITE_URL", "https://www.example.com")).toBe("https://www.example.com");
    for (const local of [
      "http://localhost:4321",
      "http://127.0.0.1:4323/x",
      "http://[::1]:8080",
      "http://a.localhost",
    ]) {
      expect(requireSecureUrl("CONTACT_FORM_ENDPOINT", local)).toBe(local);
    }
  });

  it("refuses plain http to another host, and anything that is not a URL", () => {
    expect(() => requireSecureUrl("CONTACT_FORM_ENDPOINT", "http://forms.example.com/x")).toThrow(
      'CONTACT_FORM_ENDPOINT must use https:// (plain http is allowed only for localhost); got "http://forms.example.com/x".',
    );
    expect(() => requireSecureUrl("SITE_URL", "http://127.0.0.1.example.com")).toThrow(/must use https/);
    expect(() => requireSecureUrl("SITE_URL", "ftp://example.com")).toThrow(/must use https/);
    expect(() => requireSecureUrl("SITE_URL", "www.example.com")).toThrow(
      'SITE_URL must be an absolute URL; got "www.example.com".',
    );
  });
});

describe("leadsMode", () => {
  it("runs the lead service unless LEADS=off", () => {
    expect(leadsMode({})).toBe("on");
    expect(leadsMode({ LEADS: "off", CONTACT_FORM_ENDPOINT: "https://formsubmit.co/sales@bighorn.com" })).toBe("off");
  });

  it("refuses LEADS=off without a real mailbox, naming the variable", () => {
    expect(() => leadsMode({ LEADS: "off" })).toThrow("CONTACT_FORM_ENDPOINT, which is not set");
    expect(() =>
      leadsMode({ LEADS: "off", CONTACT_FORM_ENDPOINT: "https://formsubmit.co/hello@bighornsoftware.example" }),
    ).toThrow("placeholder mailbox");
    expect(() => leadsMode({ LEADS: "yes" })).toThrow('LEADS must be "on" or "off"; got "yes".');
  });
});

describe("nginxSettings", () => {
  it("defaults to the documented server layout, and takes each setting from the environment", () => {
    expect(nginxSettings({})).toEqual({
      root: "/var/www/bighornsoftware/dist",
      listen: "80",
      leadService: "127.0.0.1:4321",
    });
    expect(
      nginxSettings({ NGINX_ROOT: "/srv/site/dist", NGINX_LISTEN: "127.0.0.1:8080", NGINX_LEAD_SERVICE: "[::1]:4400" }),
    ).toEqual({ root: "/srv/site/dist", listen: "127.0.0.1:8080", leadService: "[::1]:4400" });
  });

  it("refuses values that would break the config or point nowhere, naming the variable", () => {
    expect(() => nginxSettings({ NGINX_ROOT: "dist" })).toThrow(/^NGINX_ROOT must be the absolute path/);
    expect(() => nginxSettings({ NGINX_ROOT: "/srv/a; include /etc/passwd" })).toThrow(/^NGINX_ROOT/);
    expect(() => nginxSettings({ NGINX_LISTEN: "eighty" })).toThrow(/^NGINX_LISTEN must be a port/);
    expect(() => nginxSettings({ NGINX_LEAD_SERVICE: "4321" })).toThrow(/^NGINX_LEAD_SERVICE must be/);
  });
});

import type { Browser } from "@playwright/test";
import { chromiumPage } from "./chromium-page.ts";
import type { Engine, EnginePage } from "./engine-page.ts";
import { firefoxPage, launchFirefox } from "./firefox-page.ts";
import { startSiteProxy, type SiteProxy } from "./site-proxy.ts";
import { launchWebKit } from "./webkit-page.ts";
import { ownerSignIn } from "../support/owner.ts";

/** One engine's window on the worker's site, through a proxy of its own; started once per worker. */
export type EngineSession = { page: EnginePage; proxy: SiteProxy; close: () => Promise<void> };

/** The engine a Playwright project runs the journeys in: its name ("chromium", "firefox", "webkit"). */
export function engineOf(projectName: string): Engine {
  if (projectName === "firefox" || projectName === "webkit") return projectName;
  return "chromium";
}

/**
 * Starts an engine on the site: Chromium through the worker's Playwright browser, Firefox ESR and WebKitGTK
 * through their own drivers (firefox-page.ts, webkit-page.ts). Each opens the site through a proxy that can hold
 * its scripts, counts its posts and signs the owner in to the owner's pages (site-proxy.ts), so the journeys do the
 * same thing in all three.
 */
export async function startEngine(engine: Engine, site: string, browser: Browser): Promise<EngineSession> {
  const proxy = await startSiteProxy(site, { signIn: ownerSignIn });
  const session = (page: EnginePage, closeEngine: () => Promise<void>): EngineSession => ({
    page,
    proxy,
    close: async () => {
      await Promise.all([closeEngine(), proxy.stop()]);
    },
  });
  try {
    if (engine === "firefox") {
      const firefox = await launchFirefox();
      return session(firefoxPage(await firefox.newPage(), proxy.origin), () => firefox.close());
    }
    if (engine === "webkit") {
      const webkit = await launchWebKit(proxy.origin);
      return session(webkit.page, webkit.close);
    }
    const context = await browser.newContext({ baseURL: proxy.origin });
    return session(chromiumPage(await context.newPage()), () => context.close());
  } catch (error) {
    await proxy.stop();
    throw error;
  }
}

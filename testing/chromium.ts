import type { LaunchOptions } from "@playwright/test";

/**
 * Playwright's own `--disable-features` list (1.65), repeated here because Chromium reads only the last
 * `--disable-features` switch: ours must carry theirs.
 */
const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];
/**
 * Headless Chromium 156 opens every new window with two address-bar suggestion pages (chrome://omnibox-popup),
 * each a renderer process of its own that no test ever shows: with a window per test, every test paid for two
 * renderers besides its page's own.
 */
const addressBarPopups = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/**
 * Debian's Chromium rather than a downloaded browser. CHROMIUM_PATH overrides
 * the location; the flags keep it from reaching for the network or a sandbox
 * that root cannot use.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      `--disable-features=${[...playwrightDisabledFeatures, ...addressBarPopups].join(",")}`,
    ],
  };
}

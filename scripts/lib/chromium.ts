import type { LaunchOptions } from "@playwright/test";

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
    ],
  };
}

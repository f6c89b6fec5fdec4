import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import sharp from "sharp";
import WebDriver from "webdriver";
import { dieWithThisProcess, freePort } from "../../testing/processes.ts";
import type { EnginePage } from "./engine-page.ts";
import { framePath } from "./site-proxy.ts";

/** Debian's WebKitGTK MiniBrowser (package webkit2gtk-driver), overridable for a machine that keeps it elsewhere. */
export const miniBrowserPath =
  process.env["MINIBROWSER_PATH"] ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

type Client = Awaited<ReturnType<typeof WebDriver.newSession>>;
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
const keys = { Enter: "\uE007", Tab: "\uE004", Escape: "\uE00C" } as const;

/** Started here: killed with this process if it ends first, as the suite's servers are. */
function started(child: ChildProcess): ChildProcess {
  const forget = dieWithThisProcess(child.pid);
  child.once("exit", forget);
  return child;
}

/** Stops a process and waits until it has gone. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await once(child, "exit");
  clearTimeout(killer);
}

/**
 * WebKitGTK's MiniBrowser, driven through WebKitWebDriver (W3C WebDriver classic) by the `webdriver` client.
 * MiniBrowser has no headless mode, so it runs on an Xvfb display of its own, and its window is given the focus
 * (xdotool), without which `:focus` styles and focus handlers never fire. A phone's 390 px is a frame of that
 * width (site-proxy.ts); 1280 px is the window itself. `origin` is that proxy's, so both widths share one origin.
 */
export async function launchWebKit(origin: string) {
  const xvfb = started(
    spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1400x3000x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    }),
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]?.once("data", (chunk: Buffer) => {
      resolve(`:${chunk.toString().trim()}`);
    });
    xvfb.once("exit", () => {
      reject(new Error("Xvfb stopped before it gave a display"));
    });
  });
  // WebKitWebDriver takes no port 0: one found free just before.
  const port = await freePort();
  const driver = started(
    spawn("WebKitWebDriver", [`--port=${port}`], {
      stdio: "ignore",
      env: { ...process.env, DISPLAY: display },
    }),
  );
  let client: Client;
  try {
    client = await WebDriver.newSession({
      hostname: "127.0.0.1",
      port,
      logLevel: "error",
      connectionRetryCount: 10,
      capabilities: {
        browserName: "MiniBrowser",
        // This driver speaks WebDriver classic only.
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
      } as never,
    });
  } catch (error) {
    await Promise.all([stop(driver), stop(xvfb)]);
    throw error;
  }
  spawnSync("xdotool", ["search", "--sync", "--class", "MiniBrowser", "windowfocus"], {
    env: { ...process.env, DISPLAY: display },
    timeout: 10_000,
  });
  return {
    page: webkitPage(client, origin),
    close: async () => {
      await client.deleteSession().catch(() => undefined);
      await stop(driver);
      await stop(xvfb);
    },
  };
}

function webkitPage(client: Client, origin: string): EnginePage {
  let width: 390 | 1280 = 1280;
  // WebdriverIO marks the protocol's Switch To Frame internal (its own `switchFrame` needs BiDi); it is there.
  const toFrame = (frame: Record<string, string> | null) =>
    (client as unknown as { switchToFrame: (id: Record<string, string> | null) => Promise<void> }).switchToFrame(frame);
  const element = async (selector: string) => {
    const found = (await client.findElement("css selector", selector)) as Record<string, string>;
    const id = found[ELEMENT];
    if (!id) throw new Error(`webkit: no ${selector}: ${JSON.stringify(found)}`);
    return id;
  };
  const script = <T, A>(fn: (arg: A) => T, arg: A | null) =>
    client.executeScript(`return (${fn.toString()})(arguments[0]);`, [arg as object | null]) as Promise<T>;
  const loaded = async () => {
    for (let tries = 0; tries < 100; tries++) {
      if ((await script(() => document.readyState, null)) === "complete") return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("webkit: the page did not finish loading");
  };
  return {
    engine: "webkit",
    async open(path) {
      await toFrame(null);
      if (width === 1280) {
        await client.navigateTo(new URL(path, origin).toString());
        await loaded();
        return;
      }
      await client.navigateTo(`${origin}${framePath}?path=${encodeURIComponent(path)}`);
      await loaded();
      await toFrame({ [ELEMENT]: await element("#phone") });
      await loaded();
    },
    async resize(next) {
      width = next;
      // The window's toolbar is part of its height: the page gets what is left.
      await toFrame(null);
      await client.setWindowRect(null, null, 1280, 938);
    },
    async click(selector) {
      const id = await element(selector);
      // The driver scrolls the element into view as the page scrolls, smoothly, and then finds it not there yet.
      await client.executeScript('arguments[0].scrollIntoView({ block: "center", behavior: "instant" });', [
        { [ELEMENT]: id },
      ]);
      await client.elementClick(id);
    },
    async type(text) {
      // A key pressed and released at a time: a whole string at once makes WebKit drop repeated letters.
      const actions = Array.from(text).flatMap((value) => [
        { type: "keyDown", value },
        { type: "keyUp", value },
      ]);
      await client.performActions([{ type: "key", id: "keyboard", actions }]);
      await client.releaseActions();
    },
    async press(key) {
      await this.type(keys[key]);
    },
    run: (fn, arg) => script(fn, arg ?? null),
    async shoot(selector) {
      // The driver's element pictures come out shifted (and in a frame, not at all): cut the element's box out of a
      // picture of the whole window instead. The phone's frame sits at the window's top left corner. Two frames
      // are let pass first, so the box read and the picture taken are of the page as last changed, painted.
      await client.executeAsyncScript(
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));",
        [],
      );
      const box = await script((found) => {
        const rect = document.querySelector(found)?.getBoundingClientRect();
        return (
          rect && { left: rect.left, top: rect.top, width: rect.width, height: rect.height, scale: devicePixelRatio }
        );
      }, selector);
      if (!box) throw new Error(`webkit: no ${selector} to picture`);
      const window = Buffer.from(await client.takeScreenshot(), "base64");
      const scaled = (n: number) => Math.round(n * box.scale);
      return sharp(window)
        .extract({ left: scaled(box.left), top: scaled(box.top), width: scaled(box.width), height: scaled(box.height) })
        .png()
        .toBuffer();
    },
  };
}

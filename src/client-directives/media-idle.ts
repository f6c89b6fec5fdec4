import type { ClientDirective } from "astro";

/**
 * `client:media-idle="(query)"`: hydrate once the media query matches *and* the browser is idle after
 * loading. Plain `client:media` fetches the island's code during the first paint on phones, which
 * delays that paint on a slow connection; the server-rendered markup is already readable meanwhile.
 */
const mediaIdle: ClientDirective = (load, options) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => void hydrate());
    else setTimeout(() => void hydrate(), 200);
  };
  const afterLoad = () => {
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  };
  const query = matchMedia(options.value);
  if (query.matches) afterLoad();
  else query.addEventListener("change", afterLoad, { once: true });
};

export default mediaIdle;

#!/usr/bin/env bash
# The machine tools `npm test` drives: Chromium (browser tests, budgets, Lighthouse), Firefox ESR and WebKitGTK's
# MiniBrowser with its WebDriver, on an Xvfb display given the focus by xdotool (the visitor's journeys in the other
# engines), Java (the HTML validator), nginx with its brotli module (the deployment test) and a Postgres server (two
# `npm start` processes sharing one database). Installs what is missing from Debian's packages when it can (root with
# apt-get); otherwise stops at once with the one command to run.
# Each tool's path can be set instead: CHROMIUM_PATH, FIREFOX_PATH, MINIBROWSER_PATH, JAVA, NGINX,
# NGINX_BROTLI_MODULE, POSTGRES_BIN.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}" ] &&
  command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
command -v "${JAVA:-java}" >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -x "${NGINX:-/usr/sbin/nginx}" ] || missing+=(nginx-light)
[ -f "${NGINX_BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}" ] ||
  missing+=(libnginx-mod-http-brotli-static)
if [ -n "${POSTGRES_BIN:-}" ]; then [ -x "$POSTGRES_BIN/postgres" ] || missing+=(postgresql); else
  compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null || missing+=(postgresql)
fi

[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get install -y ${missing[*]}"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs ${missing[*]}; installing from Debian's packages."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "npm test needs ${missing[*]}, which this machine lacks. Install them and run npm test again:" >&2
echo "  sudo apt-get update && sudo $command" >&2
echo "(or point CHROMIUM_PATH, FIREFOX_PATH, MINIBROWSER_PATH, JAVA, NGINX, NGINX_BROTLI_MODULE and POSTGRES_BIN at your own copies)" >&2
exit 1

#!/bin/sh
# Renders the site configuration for this environment, then runs nginx in the foreground.
# API_ORIGIN (e.g. https://api.kundenportal.example) goes into the CSP's connect-src: the origin of
# apiBaseUrl in the mounted config.json, which is what it is when not given (scripts/serve.mjs does the same);
# it stays empty for a demo container ("demo": true) or a same-origin apiBaseUrl (/api behind this host).
set -eu
: "${API_ORIGIN:=}"
if [ -z "$API_ORIGIN" ] && [ -f /etc/kundenportal/config.json ]; then
  API_ORIGIN="$(sed -n 's|.*"apiBaseUrl"[[:space:]]*:[[:space:]]*"\(https\{0,1\}://[^/"]*\).*|\1|p' \
    /etc/kundenportal/config.json | head -n 1)"
fi
case "$API_ORIGIN" in
  '' | http://* | https://*) ;;
  *) echo "API_ORIGIN must be an http(s) origin, got: $API_ORIGIN" >&2; exit 1 ;;
esac
case "$API_ORIGIN" in *[\ \;\"\']*) echo "API_ORIGIN must not contain spaces, quotes or ;" >&2; exit 1 ;; esac
[ -f /etc/kundenportal/config.json ] ||
  echo "warning: no /etc/kundenportal/config.json mounted – the portal will show its out-of-service page" >&2
# The build's hashes of the prerendered pages' inlined styles (apps/portal/prerender.mjs) for the CSP.
STYLE_HASHES="$(cat /usr/share/kundenportal/.csp-style-hashes 2>/dev/null || true)"
case "$STYLE_HASHES" in *[\;\"{}]*) echo ".csp-style-hashes is malformed" >&2; exit 1 ;; esac
# The hash of the pages' import map (the chunks' stable names to their hashed files) for the CSP's script-src.
SCRIPT_HASHES="$(cat /usr/share/kundenportal/.csp-script-hashes 2>/dev/null || true)"
case "$SCRIPT_HASHES" in *[\;\"{}]*) echo ".csp-script-hashes is malformed" >&2; exit 1 ;; esac
LISTEN=8080 ROOT=/usr/share/kundenportal CONFIG_FILE=/etc/kundenportal/config.json \
  BRAND_DIR=/etc/kundenportal/brand API_ORIGIN="$API_ORIGIN" \
  STYLE_HASHES="$STYLE_HASHES" SCRIPT_HASHES="$SCRIPT_HASHES" \
  envsubst '${LISTEN} ${ROOT} ${CONFIG_FILE} ${BRAND_DIR} ${API_ORIGIN} ${STYLE_HASHES} ${SCRIPT_HASHES}' \
  < /etc/kundenportal/portal.conf.template > /tmp/portal.conf
exec nginx -c /etc/nginx/nginx.conf -g 'daemon off;'

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
# config.json's punchout.origins (the procurement systems): the CSP's form-action beside 'self', and who may frame
# the portal (frame-ancestors; 'none' without them). Each must be a plain origin, as config:check requires.
PUNCHOUT_ORIGINS=""
if [ -f /etc/kundenportal/config.json ]; then
  PUNCHOUT_ORIGINS="$(tr -d '\n\r' < /etc/kundenportal/config.json |
    sed -n 's|.*"punchout"[[:space:]]*:[[:space:]]*{[^}]*"origins"[[:space:]]*:[[:space:]]*\[\([^]]*\)\].*|\1|p' |
    tr -d '" \t' | tr ',' ' ')"
fi
for origin in $PUNCHOUT_ORIGINS; do
  printf '%s' "$origin" | grep -Eqx 'https?://[a-z0-9.-]+(:[0-9]{1,5})?|https?://\[[0-9a-f:.]+\](:[0-9]{1,5})?' ||
    { echo "punchout.origins: $origin is no origin" >&2; exit 1; }
done
if [ -n "$PUNCHOUT_ORIGINS" ]; then FRAME_ANCESTORS="$PUNCHOUT_ORIGINS"; else FRAME_ANCESTORS="'none'"; fi
# The build's hashes of the prerendered pages' inlined styles (apps/portal/prerender.mjs) for the CSP.
STYLE_HASHES="$(cat /usr/share/kundenportal/.csp-style-hashes 2>/dev/null || true)"
case "$STYLE_HASHES" in *[\;\"{}]*) echo ".csp-style-hashes is malformed" >&2; exit 1 ;; esac
# The hash of the pages' import map (the chunks' stable names to their hashed files) for the CSP's script-src.
SCRIPT_HASHES="$(cat /usr/share/kundenportal/.csp-script-hashes 2>/dev/null || true)"
case "$SCRIPT_HASHES" in *[\;\"{}]*) echo ".csp-script-hashes is malformed" >&2; exit 1 ;; esac
LISTEN=8080 ROOT=/usr/share/kundenportal CONFIG_FILE=/etc/kundenportal/config.json \
  BRAND_DIR=/etc/kundenportal/brand API_ORIGIN="$API_ORIGIN" \
  STYLE_HASHES="$STYLE_HASHES" SCRIPT_HASHES="$SCRIPT_HASHES" PUNCHOUT_ORIGINS="$PUNCHOUT_ORIGINS" FRAME_ANCESTORS="$FRAME_ANCESTORS" \
  envsubst '${LISTEN} ${ROOT} ${CONFIG_FILE} ${BRAND_DIR} ${API_ORIGIN} ${STYLE_HASHES} ${SCRIPT_HASHES} ${PUNCHOUT_ORIGINS} ${FRAME_ANCESTORS}' \
  < /etc/kundenportal/portal.conf.template > /tmp/portal.conf
exec nginx -c /etc/nginx/nginx.conf -g 'daemon off;'

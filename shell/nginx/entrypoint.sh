#!/bin/sh
# Starts the front server: a self-signed certificate for local use when none is mounted (made
# once, at the first start), the configuration from nginx.conf.template, checked with nginx -t,
# then nginx in the foreground. The container runs this; so do the end-to-end tests.
set -eu
here=$(dirname "$0")
: "${TEMPLATE:=$here/nginx.conf.template}"
: "${TLS_CERTIFICATE:=$RUNTIME_DIR/tls/cert.pem}"
: "${TLS_CERTIFICATE_KEY:=$RUNTIME_DIR/tls/key.pem}"
export TLS_CERTIFICATE TLS_CERTIFICATE_KEY

if [ ! -f "$TLS_CERTIFICATE" ]; then
  mkdir -p "$(dirname "$TLS_CERTIFICATE")" "$(dirname "$TLS_CERTIFICATE_KEY")"
  openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj "/CN=localhost" \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
    -keyout "$TLS_CERTIFICATE_KEY" -out "$TLS_CERTIFICATE" 2> /dev/null
  # Standard output is the JSON access log.
  echo "front: made a self-signed certificate for localhost at $TLS_CERTIFICATE" >&2
fi

mkdir -p "$RUNTIME_DIR"
# Only these are filled in: nginx's own $variables stay as they are.
envsubst '${RUNTIME_DIR} ${ACCESS_LOG} ${LISTEN_ADDRESS} ${HTTP_PORT} ${HTTPS_PORT} ${PUBLIC_HTTPS_PORT} ${TLS_CERTIFICATE} ${TLS_CERTIFICATE_KEY} ${SHELL_UPSTREAM} ${MARKETING_UPSTREAM} ${CAREERS_UPSTREAM} ${CONTACT_UPSTREAM} ${STAFF_UPSTREAM} ${MARKETING_PORT} ${CAREERS_PORT} ${CONTACT_PORT} ${STAFF_PORT}' \
  < "$TEMPLATE" > "$RUNTIME_DIR/nginx.conf"
nginx -t -q -e stderr -c "$RUNTIME_DIR/nginx.conf"
exec nginx -e stderr -c "$RUNTIME_DIR/nginx.conf" -g 'daemon off;'

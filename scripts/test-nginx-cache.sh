#!/usr/bin/env bash
# Shows that deploy/nginx.conf keeps the site up when Node dies: `npm run test:nginx`.
#
# Builds the site with its sample content (no CMS, no analytics) and a 2-second revalidation
# window into .next-nginx-test[-$E2E_RUN_ID], starts the standalone server and nginx with the
# shipped config on free loopback ports, warms the cache, stops the Node server, and checks that
# visitors still get the pages. NGINX_TEST_SKIP_BUILD=1 reuses the last build. Skips only when
# nginx is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if ! command -v nginx >/dev/null 2>&1; then
  echo "nginx cache test skipped: nginx is not installed (Debian/Ubuntu: apt-get install nginx-light)"
  exit 0
fi

DIST=.next-nginx-test${E2E_RUN_ID:+-$E2E_RUN_ID} # E2E_RUN_ID keeps concurrent runs apart, as in e2e/run.mjs
WINDOW_SECONDS=2
HOME_HEADING='>Texas Prepaid Tuition and College Savings Plans</h1>'
CONTACT_HEADING='>Contact Us</h1>'
WORK=$(mktemp -d)
chmod 755 "$WORK" # nginx workers run as an unprivileged user when started by root
NODE_PID=''
NGINX_PID=''

clean_up() {
  [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null
  [ -n "$NODE_PID" ] && kill "$NODE_PID" 2>/dev/null && wait "$NODE_PID" 2>/dev/null
  rm -rf "$WORK"
}
trap clean_up EXIT
trap 'exit 130' INT TERM

# Set-but-empty values win over any .env.local: sample content, no analytics, no webhook.
site_env=(NEXT_DIST_DIR="$DIST" CMS_BASE_URL= GA_MEASUREMENT_ID= REVALIDATE_SECRET= CMS_REVALIDATE_SECONDS="$WINDOW_SECONDS")

if [ "${NGINX_TEST_SKIP_BUILD:-}" != 1 ] || [ ! -f "$DIST/standalone/server.js" ]; then
  echo "[nginx test] building the site into $DIST (log: $WORK/build.log)"
  rm -rf "$DIST"
  echo '{ "extends": "./tsconfig.json" }' >"$DIST.tsconfig.json"
  if ! env "${site_env[@]}" sh -c 'npx next build && node scripts/prepare-standalone.mjs' >"$WORK/build.log" 2>&1; then
    tail -40 "$WORK/build.log"
    echo "nginx cache test: the build failed"
    exit 1
  fi
fi

free_port() {
  node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"
}

# Prints the status, the X-Cache-Status header (or -) and the body of one GET.
get() {
  node -e "
    fetch(process.argv[1]).then(async (r) => {
      console.log(r.status); console.log(r.headers.get('x-cache-status') ?? '-'); console.log(await r.text())
    }, () => { console.log(0); console.log('-') })" "$1"
}

wait_for() {
  for _ in $(seq 150); do
    [ "$(get "$1" | sed -n 1p)" = 200 ] && return 0
    sleep 0.2
  done
  echo "[nginx test] $1 did not answer within 30 s"
  return 1
}

NODE_PORT=$(free_port)
NGINX_PORT=$(free_port)
NODE_URL="http://127.0.0.1:$NODE_PORT"
SITE="http://127.0.0.1:$NGINX_PORT"

env "${site_env[@]}" PORT="$NODE_PORT" HOSTNAME=127.0.0.1 node "$DIST/standalone/server.js" >"$WORK/server.log" 2>&1 &
NODE_PID=$!
mkdir "$WORK/logs"
node scripts/nginx-local-config.mjs "$NGINX_PORT" "$NODE_PORT" >"$WORK/nginx.conf"
nginx -p "$WORK/" -c "$WORK/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
wait_for "$NODE_URL/api/health"
wait_for "$SITE/contact"

passed=0
failed=0
check() { # check <description> <command...>
  local description=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "  ok   $description"
  else
    failed=$((failed + 1))
    echo "  FAIL $description"
  fi
}

# answer <url> <status> <cache statuses, | separated> <text the page must show>
answer() {
  local response status cache
  response=$(get "$1")
  status=$(sed -n 1p <<<"$response")
  cache=$(sed -n 2p <<<"$response")
  if [ "$status" != "$2" ] || ! grep -Eqx "$3" <<<"$cache" || ! grep -Fq "$4" <<<"$response"; then
    echo "       $1 answered $status, X-Cache-Status $cache; expected $2, $3, with \"$4\""
    return 1
  fi
}

# Twenty visitors arrive together at a page nginx has not cached: Node must see one request.
one_upstream_fetch_for_simultaneous_misses() {
  node -e "
    const url = process.argv[1]
    Promise.all(Array.from({ length: 20 }, () => fetch(url).then((r) => r.text()))).then(() => {})" "$SITE/?simultaneous"
  kill -USR1 "$NGINX_PID" # reopens, and so flushes, the access log
  sleep 1
  local fetched
  fetched=$(grep -F 'GET /?simultaneous ' "$WORK/logs/access.log" | grep -vc 'upstream=-' || true)
  if [ "$fetched" != 1 ]; then
    echo "       Node was asked $fetched times for 20 simultaneous first visits"
    return 1
  fi
}

echo "[nginx test] Node on $NODE_URL, nginx on $SITE"
answer "$SITE/" 200 'MISS|HIT' "$HOME_HEADING" >/dev/null || true # first visit fills the cache
check "the home page is stored by nginx as the site's Cache-Control allows" \
  answer "$SITE/" 200 'HIT|STALE|UPDATING|REVALIDATED' "$HOME_HEADING"
answer "$SITE/contact" 200 'MISS|HIT' "$CONTACT_HEADING" >/dev/null || true
check "simultaneous first visits to a page cost Node one request" one_upstream_fetch_for_simultaneous_misses
check "the health check is passed to Node, never answered from the cache" \
  answer "$SITE/api/health" 200 '-' '{"status":"ok"}'

kill "$NODE_PID"
wait "$NODE_PID" 2>/dev/null || true
NODE_PID=''
sleep $((WINDOW_SECONDS + 1)) # the cached home page is now past its window: only a stale copy is left
echo "[nginx test] Node server stopped"

check "the home page is still served, from the stale copy, while Node is down" \
  answer "$SITE/" 200 'STALE' "$HOME_HEADING"
check "the contact page is still served while Node is down" \
  answer "$SITE/contact" 200 'HIT|STALE' "$CONTACT_HEADING"
check "the health check reports the outage (502) instead of a cached ok" \
  answer "$SITE/api/health" 502 '-' 'Bad Gateway'

echo "nginx cache test: $passed passed, $failed failed"
[ "$failed" = 0 ]

#!/usr/bin/env bash
# Shows what deploy/nginx.conf does for visitors, editors and operators: `npm run test:nginx`.
#
# Builds the site against the stub CMS (no analytics, the default 300-second window; reused while
# up to date: test-support/site-build.mjs), starts the stub CMS, a copy of the standalone server
# and nginx with the shipped config on free loopback ports, and checks that pages are served from the cache, that
# an editor's publish and removal reach visitors within 3 s of the webhook's answer, that 404s
# are never stored, that Node hears the public Host through the hold server too, and, once the
# Node server is stopped, that visitors still get the pages.
# Each cache check is made as both kinds of visitor: a browser (it sends Accept-Encoding and must
# get the stored gzip copy) and a plain client (no Accept-Encoding; it must get plain bytes).
# Fails without nginx: a test that did not run must not count as passed (`npm test` installs it first).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if ! command -v nginx >/dev/null 2>&1; then
  echo "nginx cache test: nginx is not installed (Debian/Ubuntu: apt-get install nginx-light)" >&2
  exit 1
fi

HOME_HEADING='>Find your plan</h1>'
CONTACT_HEADING='>Contact Us</h1>'
SPANISH_HOME_HEADING='>Encuentre su plan</h1>'
SPANISH_CONTACT_HEADING='>Contáctenos</h1>'
WORK=$(mktemp -d)
chmod 755 "$WORK" # nginx workers run as an unprivileged user when started by root
NODE_PID=''
NGINX_PID=''
STUB_PID=''

# stop <pid>: stops one of the servers this test started. A server stopped by its signal exits
# 143, which must not become the test's own exit status (set -e).
stop() {
  [ -n "$1" ] || return 0
  kill "$1" 2>/dev/null || true
  wait "$1" 2>/dev/null || true
}

clean_up() {
  stop "$NGINX_PID"
  stop "$NODE_PID"
  stop "$STUB_PID"
  rm -rf "$WORK"
}
trap clean_up EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"
}

# The stub CMS, on fixed ports for this run: the server talks to it, and this test to its switches.
CMS_PORT=$(free_port)
CONTROL_PORT=$(free_port)
node test-support/stub-cms.mjs "$CMS_PORT" "$CONTROL_PORT" >"$WORK/stub-cms.log" 2>&1 &
STUB_PID=$!
CONTROL_URL="http://127.0.0.1:$CONTROL_PORT"
SECRET=$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))")

# Set-but-empty values win over any .env.local: no analytics, the default window.
build_settings=(GA_MEASUREMENT_ID= CMS_REVALIDATE_SECONDS= CMS_ARTICLES_FILE=)
echo "[nginx test] the build (log: $WORK/build.log)"
if ! DIST=$(node test-support/site-build.mjs up "${build_settings[@]}" 2>"$WORK/build.log"); then
  tail -40 "$WORK/build.log"
  echo "nginx cache test: the build failed"
  exit 1
fi
# The server runs on a copy, so the build stays as built for the next suite or run.
cp -a "$DIST/standalone" "$WORK/site"
site_env=(NEXT_DIST_DIR="$DIST" CMS_BASE_URL="http://127.0.0.1:$CMS_PORT" REVALIDATE_SECRET="$SECRET" "${build_settings[@]}")

node --input-type=module -e "import { waitUntilUp } from './test-support/loopback.mjs'; await waitUntilUp(process.argv[1], 10000)" "$CONTROL_URL/counts"

# get <url> [browser|plain] [request header "Name: value"]: one GET, as a browser
# (Accept-Encoding as Chromium sends it) or as a plain client (no Accept-Encoding). Prints the
# status, the X-Cache-Status (or -), the Content-Encoding (or -), the Content-Type and the body,
# decompressed here if it came gzipped. Status 0 means no answer, or the wrong encoding: gzip to
# a plain client, or a body over 1 KB sent to a browser uncompressed (not the stored gzip copy).
get() {
  node -e "
    const http = require('node:http')
    const zlib = require('node:zlib')
    const [url, kind = 'browser', header] = process.argv.slice(1)
    const headers = kind === 'browser' ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {}
    if (header) headers[header.split(':')[0]] = header.split(':')[1].trim()
    http.get(url, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding'] ?? '-'
        const wrong = kind === 'plain' ? encoding !== '-' : raw.length > 1024 && encoding !== 'gzip'
        if (wrong) console.error('       ' + url + ' sent a ' + kind + ' client ' + raw.length + ' bytes, Content-Encoding ' + encoding)
        const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
        const fields = [response.headers['x-cache-status'] ?? '-', encoding, response.headers['content-type'] ?? '-']
        console.log([wrong ? 0 : response.statusCode, ...fields, body.toString('utf8')].join('\n'))
      })
    }).on('error', () => console.log('0'))" "$@"
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
RSC_URL="$SITE/?_rsc"

env "${site_env[@]}" PORT="$NODE_PORT" HOSTNAME=127.0.0.1 node "$WORK/site/server.js" >"$WORK/server.log" 2>&1 &
NODE_PID=$!
mkdir "$WORK/logs"
node test-support/nginx-local-config.mjs "$NGINX_PORT" "$NODE_PORT" >"$WORK/nginx.conf"
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

# answer <browser|plain> <url> <status> <cache statuses, | separated> <text the answer shows> [request header]
answer() {
  local response status cache
  response=$(get "$2" "$1" "${6:-}")
  status=$(sed -n 1p <<<"$response")
  cache=$(sed -n 2p <<<"$response")
  if [ "$status" != "$3" ] || ! grep -Eqx "$4" <<<"$cache" || ! grep -Fq "$5" <<<"$response"; then
    echo "       $2 answered a $1 client $status, X-Cache-Status $cache; expected $3, $4, with \"$5\""
    return 1
  fi
}

# Client-side navigation asks for a page's RSC payload: header RSC: 1 and an _rsc parameter
# (Next redirects an RSC request without one to the address with it). A full page load of the
# very same address must get the HTML, and client-side navigation the payload, never the other.
# rsc_apart_from_html <browser|plain> <cache statuses>
rsc_apart_from_html() {
  answer "$1" "$RSC_URL" 200 "$2" 'text/x-component' 'RSC: 1' || return 1
  if get "$RSC_URL" "$1" 'RSC: 1' | grep -Fq '<html'; then
    echo "       $RSC_URL answered a $1 client's RSC request with HTML"
    return 1
  fi
  answer "$1" "$RSC_URL" 200 "$2" "$HOME_HEADING"
}

# upstream_fetches <request line start>: how many such requests nginx passed to Node.
upstream_fetches() {
  kill -USR1 "$NGINX_PID" # reopens, and so flushes, the access log
  sleep 1 # for each worker to have flushed its buffer, which nothing signals
  grep -F "$1 " "$WORK/logs/access.log" | grep -vc 'upstream=-' || true
}

# burst <url> [<checks>]: twenty visitors arrive together; prints their X-Cache-Statuses on a
# line, sorted. With <checks>, bursts follow each other until that many have found the copy
# expired (EXPIRED or REVALIDATED), and only those are printed (at most 30 s of bursts).
burst() {
  node -e "
    const [url, checks = '0'] = process.argv.slice(1)
    const one = () => Promise.all(Array.from({ length: 20 }, () => fetch(url).then(async (r) => (await r.text(), r.headers.get('x-cache-status')))))
    ;(async () => {
      if (checks === '0') return console.log((await one()).sort().join(' '))
      const deadline = Date.now() + 30_000
      for (let seen = 0; seen < Number(checks) && Date.now() < deadline; ) {
        const statuses = (await one()).sort().join(' ')
        if (/EXPIRED|REVALIDATED/.test(statuses)) seen += 1, console.log(statuses)
      }
    })()" "$@"
}

# Twenty visitors arrive together at a page nginx has not cached: Node must see one request.
one_upstream_fetch_for_simultaneous_misses() {
  burst "$SITE/?simultaneous" >/dev/null
  local fetched
  fetched=$(upstream_fetches 'GET /?simultaneous')
  if [ "$fetched" != 1 ]; then
    echo "       Node was asked $fetched times for 20 simultaneous first visits"
    return 1
  fi
}

# Visitors keep asking for a page; each time its copy is found expired, one visit asks Node and
# the others who arrive meanwhile get the copy (UPDATING): it is at most a second past its time.
one_upstream_fetch_while_a_copy_is_checked() {
  local checked
  burst "$SITE/?checked" >/dev/null # the first visits store the copy
  checked=$(burst "$SITE/?checked" 3)
  if [ "$(grep -c . <<<"$checked")" != 3 ] || grep -Eq '(EXPIRED|REVALIDATED).*(EXPIRED|REVALIDATED)' <<<"$checked" || ! grep -q UPDATING <<<"$checked"; then
    echo "       twenty visitors at a time, while a copy was checked with Node, got: $(tr '\n' ';' <<<"${checked:-(no check in 30 s)}")"
    return 1
  fi
}

# A copy further past its time (nobody asked for the page for 3 s) is never sent while it is
# checked: every visit arriving meanwhile asks Node, so none gets a copy from before a publish.
no_old_copy_while_checked() {
  burst "$SITE/?quiet" >/dev/null
  sleep 3 # the precondition, not a wait for an event: the copy is now 2 s or more past its time
  local statuses
  statuses=$(burst "$SITE/?quiet")
  if grep -q UPDATING <<<"$statuses" || ! grep -Eq 'EXPIRED|REVALIDATED' <<<"$statuses"; then
    echo "       twenty visitors after a quiet spell got: $statuses"
    return 1
  fi
}

# The home page's HTML is in the cache once, and compressed: browsers get it without nginx
# compressing anything per visitor.
stored_once_compressed() {
  local files
  files=$(grep -rlaE '^KEY: CACHE_VERSION=[0-9]+ /$' "$WORK/cache" || true)
  if [ "$(grep -c . <<<"$files")" != 1 ] || ! grep -aqi '^Content-Encoding: gzip' "$files"; then
    echo "       the cache holds $(grep -c . <<<"$files") copies of the home page's HTML; expected one, gzip-compressed"
    return 1
  fi
}

# A browser asks for a cached page twenty times on one kept-alive connection: each answer must
# come at once. (A cached copy sent in chunks with sendfile once waited ~40 ms every time for
# the browser's delayed ACK.)
answered_without_delay() {
  node -e "
    const http = require('node:http')
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const once = () => new Promise((resolve, reject) => {
      const start = performance.now()
      http.get(process.argv[1], { agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
        response.resume()
        response.on('end', () => resolve(performance.now() - start))
      }).on('error', reject)
    })
    ;(async () => {
      const times = []
      for (let i = 0; i < 21; i += 1) times.push(await once())
      const median = times.sort((a, b) => a - b)[10]
      if (median >= 20) {
        console.log('       the median answer took ' + median.toFixed(1) + ' ms (limit 20 ms)')
        process.exit(1)
      }
      agent.destroy()
    })()" "$SITE/contact"
}

# A plain client, then a browser, ask for a page nginx has not cached: one stored copy serves both.
one_copy_for_both_kinds_of_client() {
  answer plain "$SITE/?both" 200 'MISS' "$HOME_HEADING" || return 1
  answer browser "$SITE/?both" 200 'HIT' "$HOME_HEADING" || return 1
  local fetched
  fetched=$(upstream_fetches 'GET /?both')
  if [ "$fetched" != 1 ]; then
    echo "       Node was asked $fetched times for one page that both kinds of client asked for"
    return 1
  fi
}

# A 404, English or Spanish, is never stored: the second visit is passed to Node again.
never_stored() {
  answer browser "$1" 404 'MISS' '<html' || return 1
  answer browser "$1" 404 'MISS' '<html'
}

# wait_until <url> <cache status, | separated> [request header]: asks until nginx answers with
# one of these statuses (at most 10 s).
wait_until() {
  for _ in $(seq 100); do
    grep -Eqx "$2" <<<"$(get "$1" browser "${3:-}" | sed -n 2p)" && return 0
    sleep 0.1
  done
  echo "       $1 never answered with X-Cache-Status $2"
  return 1
}

# A script file of the build: held for the year Next gives it, past the one second nginx holds
# pages (shown by the home page having been checked with Node again meanwhile).
static_files_kept_a_year() {
  local script
  script=$(get "$SITE/" | grep -o '/_next/static/[^"]*\.js' | head -1)
  [ -n "$script" ] || { echo "       the home page names no script"; return 1; }
  answer browser "$SITE$script" 200 'MISS|HIT' '' >/dev/null || true
  answer browser "$SITE$script" 200 'HIT' '' || return 1
  wait_until "$SITE/" 'REVALIDATED|EXPIRED' || return 1
  answer browser "$SITE$script" 200 'HIT' ''
}

echo "[nginx test] Node on $NODE_URL, nginx on $SITE"
# First visits fill the cache.
answer browser "$SITE/" 200 'MISS|HIT' "$HOME_HEADING" >/dev/null || true
answer browser "$SITE/contact" 200 'MISS|HIT' "$CONTACT_HEADING" >/dev/null || true
answer browser "$SITE/es" 200 'MISS|HIT' "$SPANISH_HOME_HEADING" >/dev/null || true
answer browser "$SITE/es/contacto" 200 'MISS|HIT' "$SPANISH_CONTACT_HEADING" >/dev/null || true
rsc_apart_from_html browser 'MISS|HIT' >/dev/null || true
for kind in browser plain; do
  check "the home page is stored by nginx ($kind)" \
    answer "$kind" "$SITE/" 200 'HIT|REVALIDATED|EXPIRED' "$HOME_HEADING"
  check "the home page's RSC payload and its HTML are stored apart ($kind)" \
    rsc_apart_from_html "$kind" 'HIT|REVALIDATED|EXPIRED'
  check "the Spanish home page is stored by nginx ($kind)" \
    answer "$kind" "$SITE/es" 200 'HIT|REVALIDATED|EXPIRED' "$SPANISH_HOME_HEADING"
  check "the health check is passed to Node, never answered from the cache ($kind)" \
    answer "$kind" "$SITE/api/health" 200 '-' '{"status":"ok"}'
done
check "the home page is stored once, gzip-compressed" stored_once_compressed
check "a cached page is answered at once, not after a delayed ACK" answered_without_delay
check "simultaneous first visits to a page cost Node one request" one_upstream_fetch_for_simultaneous_misses
check "one stored copy of a page serves browsers and plain clients alike" one_copy_for_both_kinds_of_client
check "while one visit checks an expired copy with Node, the others get the copy" one_upstream_fetch_while_a_copy_is_checked
check "a copy long past its time is never sent while it is checked" no_old_copy_while_checked
check "a 404 is never stored" never_stored "$SITE/no-such-page"
check "a Spanish 404 is never stored" never_stored "$SITE/es/no-such-page"
check "the build's script files are kept a year, pages a second" static_files_kept_a_year
check "Node hears the public Host on both of nginx's paths to it" node integration/nginx-host-check.mjs
echo "[nginx test] an editor's publish and removal, through the webhook"
check "an editor's publish and removal reach visitors behind nginx within 3 s of the webhook's answer" \
  node integration/nginx-publish-check.mjs "$SITE" "$NODE_URL" "$CONTROL_URL" "$SECRET"

kill "$NODE_PID"
wait "$NODE_PID" 2>/dev/null || true
NODE_PID=''
echo "[nginx test] Node server stopped"
# nginx holds a page a second: once these copies are past it, only stale copies are left.
wait_until "$SITE/" 'STALE' && wait_until "$RSC_URL" 'STALE' 'RSC: 1' && wait_until "$SITE/es" 'STALE' || true

for kind in browser plain; do
  check "the home page is still served, from the stale copy, while Node is down ($kind)" \
    answer "$kind" "$SITE/" 200 'STALE' "$HOME_HEADING"
  check "the home page's RSC payload and HTML are still served, each to its own request, while Node is down ($kind)" \
    rsc_apart_from_html "$kind" 'STALE'
  check "the contact page is still served while Node is down ($kind)" \
    answer "$kind" "$SITE/contact" 200 'HIT|STALE' "$CONTACT_HEADING"
  check "the Spanish home page is still served, from the stale copy, while Node is down ($kind)" \
    answer "$kind" "$SITE/es" 200 'STALE' "$SPANISH_HOME_HEADING"
  check "the Spanish contact page is still served while Node is down ($kind)" \
    answer "$kind" "$SITE/es/contacto" 200 'HIT|STALE' "$SPANISH_CONTACT_HEADING"
  check "the health check reports the outage (502) instead of a cached ok ($kind)" \
    answer "$kind" "$SITE/api/health" 502 '-' 'Bad Gateway'
done

echo "nginx cache test: $passed passed, $failed failed"
[ "$failed" = 0 ]

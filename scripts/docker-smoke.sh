#!/usr/bin/env bash
# There is no Docker engine on our machines, so this performs the Dockerfile's steps in a
# temporary folder: a clean copy, `npm ci`, prisma generate, build, prune the dev dependencies,
# copy exactly what the runtime stage copies, then start it with the runtime stage's
# environment on a fresh /data-like folder and check /healthcheck and one public page.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "docker-smoke: build stage in $work/build"
mkdir -p "$work/build" "$work/runtime" "$work/data"
(cd "$repo" && git ls-files -co --exclude-standard -z | grep -zv -f <(printf '^node_modules/\n^build/\n') | xargs -0 tar -cf - --) | tar -xf - -C "$work/build"
cd "$work/build"
export npm_package_config_node_gyp_nodedir=/usr
npm ci --no-audit --no-fund
npx prisma generate
npm run build
npm prune --omit=dev --no-audit --no-fund

echo "docker-smoke: runtime stage in $work/runtime"
cp package.json server.mjs prisma.config.ts "$work/runtime/"
cp -r node_modules build prisma server "$work/runtime/"
mkdir -p "$work/runtime/app/site" "$work/runtime/app/photos" "$work/runtime/app/domain" "$work/runtime/app/i18n" "$work/runtime/scripts"
cp app/site/data-paths.server.mjs app/site/offsite-status.server.mjs "$work/runtime/app/site/"
cp app/photos/named-files.mjs "$work/runtime/app/photos/"
cp app/domain/old-excel-statement.mjs "$work/runtime/app/domain/"
cp app/i18n/india-clock.mjs "$work/runtime/app/i18n/"
cp scripts/backup.mjs scripts/restore.mjs scripts/owner-password.mjs "$work/runtime/scripts/"
cd "$work/runtime"
if [ -d node_modules/@remix-run/dev ] || [ -d node_modules/vite ]; then
  echo "docker-smoke: dev dependencies survived the prune" >&2
  exit 1
fi

donor_data_key=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
NODE_ENV=production PORT="$port" PUBLIC_URL="http://127.0.0.1:$port" DATA_DIR="$work/data" DEMO_CONTENT=0 BACKUP_EVERY_DAY=1 \
  SESSION_SECRET="$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")" \
  DONOR_DATA_KEY="$donor_data_key" \
  OWNER_USERID=smoke OWNER_PASSWORD=smoke-test-password \
  node server.mjs > "$work/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/healthcheck" > /dev/null 2>&1; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log"; echo "docker-smoke: the server exited" >&2; exit 1; fi
  sleep 0.5
done
# A page is saved whole before it is searched: grep -q stops reading at its first match, and curl,
# still writing a large page into the closed pipe, would fail the run (curl: (23)).
curl -fsS "http://127.0.0.1:$port/healthcheck" -o "$work/healthcheck.txt"
grep -qx ok "$work/healthcheck.txt"
curl -fsS "http://127.0.0.1:$port/" -o "$work/home.html"
grep -q '<h1' "$work/home.html"
test -f "$work/data/site.db"
DATA_DIR="$work/data" BACKUP_DIR="$work/manual-backups" npm run backup --silent
ls "$work/manual-backups"/trust-site-*.tar.gz > /dev/null
# BACKUP_EVERY_DAY=1 (the image's default): the first daily backup is made at start.
for _ in $(seq 1 40); do
  if grep -q "^Daily backup: " "$work/server.log"; then break; fi
  sleep 0.5
done
ls "$work/data/backups"/trust-site-*.tar.gz > /dev/null
# Without OFFSITE_URL the site says once that nothing leaves the server.
grep -q "^Off-site copy: none" "$work/server.log"
# The restore command loads in the image's layout (the off-site restore imports server/ and app/).
if DATA_DIR="$work/empty" node scripts/restore.mjs --from-offsite > "$work/restore.log" 2>&1; then
  echo "docker-smoke: restore without OFFSITE_URL should have refused" >&2
  exit 1
fi
grep -q "OFFSITE_URL is not set" "$work/restore.log"
# A lost password, reset from the container's shell while the site runs (no terminal: NEW_PASSWORD).
DATA_DIR="$work/data" NODE_ENV=production PUBLIC_URL="http://127.0.0.1:$port" SESSION_SECRET=unused-but-required-in-production-0000 \
  DONOR_DATA_KEY="$donor_data_key" NEW_PASSWORD=a-new-smoke-password npm run owner:password --silent < /dev/null | grep -q '^Done: the owner "smoke" has a new password'
# The new password logs in; its session is kept for the statement below.
curl -fsS -o /dev/null -c "$work/cookies" -w '%{http_code}' -X POST -H 'Content-Type: application/x-www-form-urlencoded' -H "Origin: http://127.0.0.1:$port" \
  --data 'userid=smoke&password=a-new-smoke-password' "http://127.0.0.1:$port/login" | grep -qx 302
# An old Excel (.xls) bank statement is read by its own process, which the image must hold.
node --input-type=module -e "
import * as XLSX from '@e965/xlsx';
const sheet = XLSX.utils.aoa_to_sheet([['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'], ['01/04/26', 'NEFT CR-SMOKE', '', '01/04/26', '', 501, 1501]]);
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, sheet, 'Statement');
process.stdout.write(XLSX.write(book, { type: 'buffer', bookType: 'xls' }));
" > "$work/statement.xls"
curl -fsS -o /dev/null -w '%{http_code}' -b "$work/cookies" -H "Origin: http://127.0.0.1:$port" \
  -F "statement=@$work/statement.xls;type=application/vnd.ms-excel" "http://127.0.0.1:$port/login-home/donations/statement" | grep -qx 302
curl -fsS -b "$work/cookies" "http://127.0.0.1:$port/login-home/donations/statement" -o "$work/statement.html"
grep -q 'NEFT CR-SMOKE' "$work/statement.html"

kill -TERM "$server_pid"
wait "$server_pid"
server_pid=""
echo "docker-smoke: ok (migrated, healthy, home page served, backed up while running and daily, no off-site copy said once, password reset from the shell, an old .xls statement read, stopped cleanly on SIGTERM)"

#!/usr/bin/env bash
# Makes sure the programs the test suite runs for real are installed: php-cli (the reference PHP
# backend for the pass-through contract run), for the browser suites Debian's chromium, and nginx
# (the deployment suite runs deploy/'s configuration in front of the replicas).
# On Debian as root they are installed with apt-get; anywhere else a missing one fails the run
# with the command to install it. Tests are never skipped for lack of them.
set -euo pipefail

missing=()
command -v php >/dev/null 2>&1 || missing+=(php-cli)
php -m 2>/dev/null | grep -qi '^pdo_sqlite$' || missing+=(php-sqlite3)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)

if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing test dependencies: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The test suite needs: ${missing[*]}" >&2
echo "Install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run npm test again." >&2
exit 1

#!/bin/sh
# Exercises the documented install route from git on a fresh clone of HEAD:
# `npm pack` of the git URL, then a global install of the packed file into a
# throw-away prefix, then `--version` and one `explain` of the Codewhale example.
# It fetches nothing but what npm installs, and removes everything it made.
# Usage: scripts/check-install.sh   (from anywhere inside the checkout)
set -eu

top=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

git clone -q "$top" "$work/clone"
git -C "$work/clone" checkout -q "$(git -C "$top" rev-parse HEAD)"
mkdir "$work/pack" "$work/prefix"

npm pack --silent --pack-destination "$work/pack" "git+file://$work/clone" >/dev/null
npm install -g --silent --no-audit --no-fund --prefix "$work/prefix" "$work/pack"/whale-perm-*.tgz

want=$(node -p 'require(process.argv[1]).version' "$top/package.json")
got=$("$work/prefix/bin/whale-perm" --version)
[ "$got" = "$want" ] || { echo "check-install: --version printed '$got', want '$want'" >&2; exit 1; }

ex="$work/clone/rules-examples/codewhale"
out=$(cd "$ex/workspace" && "$work/prefix/bin/whale-perm" explain --home "$ex/home" --format json "git push --force origin main")
case $out in
  *'"decision"'*) ;;
  *) echo "check-install: explain printed no decision" >&2; exit 1 ;;
esac
echo "check-install: ok (whale-perm $got from a packed git clone)"

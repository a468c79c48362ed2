#!/bin/sh
# Exercises the three documented install routes on a fresh clone of HEAD
# (commit first: uncommitted changes are not in the clone):
#   1. one step from a git URL:  npm install -g --prefix P "git+file://CLONE#SHA"
#   2. a tarball:                npm pack in the clone, npm install -g --prefix P the .tgz
#   3. pre-commit:               a consumer repository whose .pre-commit-config.yaml
#                                points at the clone with rev: SHA, run on the Codewhale example
# Routes 1 and 2 check `--version` and one `explain`; route 3 checks that the
# hook passes (the example has warnings only). The clone is reached through
# the file system; npm takes the runtime dependencies from its cache where it
# has them (--prefer-offline). Nothing is left behind: everything lives in
# one temporary directory, including pre-commit's own cache.
# Usage: scripts/check-install.sh   (from anywhere inside the checkout; npm run check:install)
#        CHECK_INSTALL_ROUTES="git pack" scripts/check-install.sh   (a subset)
set -eu

top=$(git rev-parse --show-toplevel)
sha=$(git -C "$top" rev-parse HEAD)
routes=${CHECK_INSTALL_ROUTES:-git pack pre-commit}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
if [ -n "$(git -C "$top" status --porcelain -- bin lib package.json .pre-commit-hooks.yaml)" ]; then
  echo "check-install: note: uncommitted changes in bin/, lib/, package.json or .pre-commit-hooks.yaml are not checked" >&2
fi

git clone -q "$top" "$work/clone"
git -C "$work/clone" checkout -q "$sha"
want=$(node -p 'require(process.argv[1]).version' "$work/clone/package.json")
ex="$work/clone/rules-examples/codewhale"
export npm_config_prefer_offline=true npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

fail() {
  echo "check-install: $*" >&2
  exit 1
}

# --version and one explain of the installed command.
check_bin() { # route, path of the installed whale-perm
  got=$("$2" --version) || fail "$1: --version failed"
  [ "$got" = "$want" ] || fail "$1: --version printed '$got', want '$want'"
  out=$(cd "$ex/workspace" && "$2" explain --home "$ex/home" --format json "git push --force origin main") || fail "$1: explain failed"
  case $out in
    *'"decision": "deny"'*) ;;
    *) fail "$1: explain did not print the example's deny decision" ;;
  esac
  echo "check-install: ok  $1: whale-perm $got, explain decides deny"
}

for route in $routes; do
  case $route in
    git)
      npm install -g --silent --prefix "$work/git" "git+file://$work/clone#$sha"
      check_bin "one-step git URL install" "$work/git/bin/whale-perm"
      ;;
    pack)
      mkdir "$work/pack"
      tgz=$(cd "$work/clone" && npm pack --silent --pack-destination "$work/pack")
      npm install -g --silent --prefix "$work/tarball" "$work/pack/$tgz"
      check_bin "npm pack tarball install" "$work/tarball/bin/whale-perm"
      ;;
    pre-commit)
      command -v pre-commit >/dev/null || fail "pre-commit: not installed"
      c="$work/consumer"
      mkdir -p "$c"
      cp -R "$ex/home" "$c/agent-config"
      cp -R "$ex/workspace/.codewhale" "$c/.codewhale"
      cat >"$c/.pre-commit-config.yaml" <<EOF
repos:
  - repo: $work/clone
    rev: $sha
    hooks:
      - id: whale-perm-lint
        args: [--home, agent-config]
EOF
      git -C "$c" init -q
      git -C "$c" add -A
      # pre-commit keeps its environments under PRE_COMMIT_HOME: here, inside the temporary directory.
      if ! log=$(cd "$c" && PRE_COMMIT_HOME="$work/pre-commit-home" pre-commit run --all-files --color never 2>&1); then
        echo "$log" >&2
        fail "pre-commit: the hook did not pass"
      fi
      case $log in
        *'whale-perm lint (Codewhale)'*Passed*) ;;
        *) echo "$log" >&2; fail "pre-commit: the hook did not run" ;;
      esac
      echo "check-install: ok  pre-commit $(pre-commit --version | cut -d' ' -f2): hook whale-perm-lint at rev ${sha%"${sha#???????}"} passed on the example"
      ;;
    *) fail "unknown route '$route' (git, pack, pre-commit)" ;;
  esac
done

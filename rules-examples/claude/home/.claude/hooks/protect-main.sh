#!/bin/sh
# Blocks pushes to main: exit 2 blocks the call whatever the rules say.
input=$(cat)
case "$input" in
  *'"git push'*' main'*) echo "pushing to main is reviewed by CI" >&2; exit 2 ;;
esac
exit 0

#!/bin/sh
# PreToolUse gate for edits: exit 2 denies (stderr is the reason).
INPUT=$(cat)
case "$INPUT" in
  *'.github/workflows/'*) echo 'CI workflows are edited by review only' >&2; exit 2 ;;
  *) echo '{"decision": "allow"}' ;;
esac

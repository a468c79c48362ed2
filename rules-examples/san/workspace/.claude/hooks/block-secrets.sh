#!/bin/sh
# PreToolUse hook for san: block shell commands that mention secrets.
# san sends the call as JSON on stdin; exit 2 blocks it, with stderr as the reason.
input=$(cat)
case "$input" in
  *'.env'*|*'id_rsa'*|*'.aws/credentials'*)
    echo "this command touches secrets" >&2
    exit 2
    ;;
esac
exit 0

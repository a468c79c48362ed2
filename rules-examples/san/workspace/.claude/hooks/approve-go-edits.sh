#!/bin/sh
# A PermissionRequest hook in a Claude-compatible file: san never loads it
# (whale-perm lint reports it), so Go edits still prompt.
printf '%s\n' '{"hookSpecificOutput":{"hookEventName":"PermissionRequest","decision":{"behavior":"allow"}}}'

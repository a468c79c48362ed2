/**
 * The shell tool's execpolicy deny check: a pattern (`*` matches any run of
 * characters, the rest literally, anchored at both ends) against every
 * command line `expanded_commands` finds, both sides normalised by the
 * shlex split re-joined with single spaces, heredoc bodies removed first.
 *
 * Source: crates/tui/src/execpolicy/matcher.rs (normalize_command,
 * strip_heredoc_bodies, pattern_matches); crates/tui/src/execpolicy/rules.rs
 * (ExecPolicyConfig::evaluate).
 */
import { rustLines, shlexSplit } from './command-safety.js';
import { expandedCommands } from './deny-scan.js';
import type { ExecPolicy } from './stack.js';

const HERESTRING = '\u0001HERESTRING\u0001';
const HEREDOC = /<<-?\s*(?:['"]?)([A-Za-z_][A-Za-z0-9_]*)(?:['"]?)/g;

function stripHeredocBodies(command: string): string {
  if (!command.includes('<<')) return command;
  const lines = rustLines(command.replaceAll('<<<', HERESTRING));
  let out = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let delim: string | undefined;
    let redacted = line;
    for (const m of line.matchAll(HEREDOC)) {
      redacted = redacted.replaceAll(m[0], '');
      delim = m[1];
    }
    out += `${redacted.split(/\s+/).filter(Boolean).join(' ')}\n`;
    if (delim !== undefined) {
      for (i++; i < lines.length; i++) if (lines[i]!.trim() === delim) break;
    }
  }
  return out.replaceAll(HERESTRING, '<<<');
}

/** normalize_command: heredoc bodies removed, shlex-split words joined by single spaces. */
export function normalizeExecPattern(command: string): string {
  return normalize(command);
}

function normalize(command: string): string {
  const stripped = stripHeredocBodies(command);
  return shlexSplit(stripped)?.join(' ') ?? stripped.split(/\s+/).filter(Boolean).join(' ');
}

export function patternMatches(pattern: string, command: string): boolean {
  const p = normalize(pattern);
  const c = normalize(command);
  if (p === '*') return true;
  const re = new RegExp(`^${p.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');
  return re.test(c);
}

/** Whether one deny pattern matches some command line expanded_commands finds in the command. */
export function execPolicyMatches(deny: NonNullable<ExecPolicy['denies']>[number], command: string): boolean {
  return expandedCommands(command).some((t) => patternMatches(deny.pattern, t));
}

/** Every deny pattern some expanded command matches, in evaluation order (groups sorted); the first blocks. */
export function execPolicyHits(policy: ExecPolicy, command: string): NonNullable<ExecPolicy['denies']>[number][] {
  const targets = expandedCommands(command);
  return (policy.denies ?? []).filter((d) => targets.some((t) => patternMatches(d.pattern, t)));
}

/** The first deny pattern some expanded command matches (groups in sorted order), if any. */
export function execPolicyDeny(policy: ExecPolicy, command: string): NonNullable<ExecPolicy['denies']>[number] | undefined {
  const targets = expandedCommands(command);
  return (policy.denies ?? []).find((d) => targets.some((t) => patternMatches(d.pattern, t)));
}

/**
 * allow-unreachable (claude): allow rules every call of which a deny rule
 * blocks (deny is checked first, in every scope), and Edit allow rules
 * inside a protected path (`.git`, `.claude`, `~/.claude/…` for a
 * single-slash rule in user settings), which allow rules never pre-approve. Allow rules Claude Code
 * holds back (an untrusted workspace's project rules, user and project rules
 * under `allowManagedPermissionRulesOnly`) are ignored values, reported by
 * the generic `overlay-loosening` check.
 */
import { posix } from 'node:path';
import { bashPatternMatches, literalPrefix } from '../../../engines/claude/bash-pattern.js';
import { EXEC_WRAPPERS } from '../../../engines/claude/commands.js';
import { anchorOf, protectedReason } from '../../../engines/claude/paths.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, RawFinding } from '../../types.js';
import { findWitness } from '../../witness.js';
import { activeRules, label, tracesCite, type ClaudeContext } from './shared.js';

export const meta: CheckMeta = {
  id: 'allow-unreachable',
  severity: 'warning',
  description: 'An allow rule that never approves anything: a deny rule blocks every command it admits, or it covers only protected paths.',
  docs: ruleDocPath('allow-unreachable'),
};

export function check(ctx: ClaudeContext): RawFinding[] {
  const out: RawFinding[] = [];
  const denies = activeRules(ctx).filter((r) => r.action === 'deny' && r.matcher.kind === 'bash');
  for (const r of activeRules(ctx)) {
    if (r.action !== 'allow' || r.matcher.kind !== 'bash') continue;
    const prefix = literalPrefix(r.matcher.pattern);
    if (prefix === '') continue;
    const samples = [prefix, `${prefix} x`, `${prefix} --flag value`];
    const d = denies.find((x) => x.matcher.kind === 'bash' && samples.every((s) => bashPatternMatches(x.matcher.kind === 'bash' ? x.matcher.pattern : '', s)));
    if (!d) continue;
    const witness = findWitness(ctx, [{ call: { tool: 'Bash', input: { command: samples[1]! } } }], (t) => (t.decision === 'deny' && tracesCite(t, d) ? 'strong' : false));
    out.push({
      loc: r.source,
      message: `${label(r)} never approves anything: ${label(d)} blocks every command it admits (deny is checked first, in every scope)`,
      related: [{ loc: d.source, message: 'the deny rule that wins' }],
      ...(witness ? { witness } : {}),
    });
  }
  // Prefix rules on exec wrappers: Claude Code never lets one approve `watch`, `setsid`, `ionice`, `flock`.
  for (const r of activeRules(ctx)) {
    if (r.action !== 'allow' || r.matcher.kind !== 'bash' || !r.matcher.pattern.includes('*')) continue;
    const program = literalPrefix(r.matcher.pattern).split(/\s+/)[0] ?? '';
    if (!EXEC_WRAPPERS.has(program)) continue;
    const witness = findWitness(ctx, [{ call: { tool: 'Bash', input: { command: `${program} ls` } } }], (t) => (t.decision !== 'allow' && !tracesCite(t, r) ? 'strong' : false));
    out.push({ loc: r.source, message: `${label(r)} never approves anything: ${program} is an exec wrapper, and Claude Code approves it only with an exact-match rule for the whole command`, ...(witness ? { witness } : {}) });
  }
  // Edit allow rules whose every path is a protected path: allow rules never pre-approve those writes.
  for (const r of activeRules(ctx)) {
    if (r.action !== 'allow' || r.matcher.kind !== 'path' || r.matcher.tool !== 'Edit') continue;
    const a = anchorOf(r.matcher.pattern, { settingsRoot: r.anchor, workspace: ctx.stack.workspace, home: ctx.stack.home });
    const literal = a.rest.split('/').filter((seg) => seg !== '' && !/[*?[\]{}]/.test(seg));
    const fixed = a.rest.split('/').findIndex((seg) => /[*?[\]{}]/.test(seg));
    const base = posix.join(a.base, ...(fixed < 0 ? literal : literal.slice(0, fixed)));
    const why = a.anchor === 'cwd' && !a.rest.includes('/') ? undefined : protectedReason(base);
    if (!why) continue;
    const witness = findWitness(ctx, [{ call: { tool: 'Edit', input: { file_path: posix.join(base, 'x') } } }], (t) => (t.decision !== 'allow' && t.decidedBy.layer === 'safety-checks' ? 'strong' : false));
    out.push({
      loc: r.source,
      message: `${label(r)} covers only ${why} (${base}): writes there are never pre-approved by an allow rule, and prompt in every mode but bypassPermissions`,
      ...(witness ? { witness } : {}),
    });
  }
  return out;
}

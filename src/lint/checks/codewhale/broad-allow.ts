/**
 * broad-allow: allows that clear approval for far more than they name: a
 * tool-wide allow on a shell or write tool, an allow of a program that runs
 * whatever it is handed (bash, python, sudo, …), or a prefix that admits a
 * known-dangerous call. Every claim of what an allow admits is a call the
 * engine evaluated and the allow cleared.
 */
import type { CodewhaleStack } from '../../../engines/codewhale/stack.js';
import type { SourceLoc } from '../../../config/errors.js';
import type { Trace } from '../../../core/types.js';
import { programBase } from '../../../engines/codewhale/lint-coverage.js';
import { DANGEROUS_COMMANDS, EXEC_VEHICLES, SENSITIVE_WRITES, type DangerSample } from '../../../engines/codewhale/lint-samples.js';
import { allowRuleMatches, commandWords, ruleTokens } from '../../../engines/codewhale/prefix.js';
import { normalizeWorkspace } from '../../../engines/codewhale/rules.js';
import { toolInfo } from '../../../engines/codewhale/tools.js';
import { callText, ruleName } from '../../codewhale/describe.js';
import { ruleDocPath } from '../../docs.js';
import { reachOf } from '../../reach.js';
import type { CheckMeta, LintContext, RawFinding, Witness } from '../../types.js';
import { cites, findWitness, type Confirmation } from '../../witness.js';

export const meta: CheckMeta = {
  id: 'broad-allow',
  severity: 'warning',
  description: 'An allow that admits far more than it names: tool-wide on a shell or write tool, an exec vehicle such as bash or python, or a prefix that admits a dangerous call.',
  docs: ruleDocPath('broad-allow'),
};

/** The allow cleared this call: `strong` when it then ran, `weak` when a later layer still held it. */
function clearedBy(source: SourceLoc) {
  return (t: Trace): Confirmation => {
    if (!cites(t, 'typed-rules', source) || t.layers.find((l) => l.id === 'typed-rules')?.outcome !== 'allow') return false;
    return t.decision === 'allow' ? 'strong' : t.decision === 'ask' ? 'weak' : false;
  };
}

interface Shown {
  witness: Witness;
  why: string;
}

function witnessAmong(ctx: LintContext, tool: string, samples: readonly DangerSample[], source: SourceLoc): Shown | undefined {
  const why = new Map(samples.map((s) => [s.command, s.why]));
  const w = findWitness(ctx, samples.map((s) => ({ call: { tool, input: { command: s.command } } })), clearedBy(source));
  return w ? { witness: w, why: why.get(String(w.call.input.command)) ?? '' } : undefined;
}

/** The exec vehicle an allow pattern names: its program, when nothing but flags follows. */
function vehicleOf(pattern: string): string | undefined {
  const [first, ...rest] = ruleTokens(pattern);
  if (first === undefined || !rest.every((t) => t.startsWith('-'))) return undefined;
  const base = programBase(first);
  return EXEC_VEHICLES[base] ? base : undefined;
}

function admits(pattern: string, exact: boolean, command: string): boolean {
  return exact ? pattern.trim() === command : allowRuleMatches(pattern, commandWords(command));
}

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const here = normalizeWorkspace(ctx.stack.workspace);
  const out: RawFinding[] = [];
  const report = (loc: SourceLoc, what: string, claim: string, shown: Shown | undefined) => {
    const example = shown ? `, e.g. ${callText(shown.witness.call)}${shown.why ? ` (${shown.why})` : ''}` : '';
    out.push({ loc, message: `${what} ${claim}${example}`, ...(shown ? { witness: shown.witness } : {}) });
  };

  for (const r of ctx.stack.rules) {
    if (r.action !== 'allow' || r.path !== undefined) continue;
    const info = toolInfo(r.tool);
    if (!info || (info.category !== 'shell' && info.category !== 'file-write')) continue;
    const applies = r.workspace === undefined || normalizeWorkspace(r.workspace) === here;
    const name = ruleName(r);
    if (r.command === undefined) {
      if (info.category === 'shell') {
        const shown = applies ? witnessAmong(ctx, r.tool, DANGEROUS_COMMANDS, r.source) : undefined;
        report(r.source, name, 'clears approval for every unchained command', shown);
      } else {
        const why = new Map(SENSITIVE_WRITES.map((s) => [s.path, s.why]));
        const w = applies ? findWitness(ctx, SENSITIVE_WRITES.map((s) => ({ call: { tool: r.tool, input: { path: s.path } } })), clearedBy(r.source)) : undefined;
        report(r.source, name, 'clears approval for writing any file', w ? { witness: w, why: why.get(String(w.call.input.path)) ?? '' } : undefined);
      }
      continue;
    }
    if (info.category !== 'shell') continue;
    const vehicle = vehicleOf(r.command);
    if (vehicle) {
      const samples = EXEC_VEHICLES[vehicle]!.filter((s) => admits(r.command!, r.commandExact, s.command));
      const shown = applies ? witnessAmong(ctx, r.tool, samples, r.source) : undefined;
      report(r.source, name, `allows an exec vehicle: ${vehicle} runs whatever it is handed`, shown);
      continue;
    }
    // A runner or wrapper whose words leave the program to the prefix's open end (`uv run`, `timeout 5`, `npx`): src/lint/reach.ts.
    const reach = r.commandExact ? undefined : reachOf(ruleTokens(r.command), true);
    if (reach && reach.via !== '') {
      const sample = `${ruleTokens(r.command).join(' ')} ${reach.fill}`;
      const shown = applies ? witnessAmong(ctx, r.tool, [{ command: sample, why: `${reach.via} runs what follows` }], r.source) : undefined;
      report(r.source, name, `allows ${reach.kind === 'package' ? `any package: ${reach.via} downloads and runs it` : `any ${reach.kind}: ${reach.via} runs whatever follows the prefix`}`, shown);
      continue;
    }
    const samples = DANGEROUS_COMMANDS.filter((s) => admits(r.command!, r.commandExact, s.command));
    const shown = applies && samples.length > 0 ? witnessAmong(ctx, r.tool, samples, r.source) : undefined;
    if (shown) report(r.source, name, 'admits dangerous calls', shown);
  }

  // Trusted prefixes (auto_allow) clear an unchained command just like an allow.
  for (const a of ctx.stack.autoAllow) {
    const name = `trusted prefix \`${a.prefix.trim()}\``;
    const vehicle = vehicleOf(a.prefix);
    const samples = (vehicle ? EXEC_VEHICLES[vehicle]! : DANGEROUS_COMMANDS).filter((s) => admits(a.prefix, false, s.command));
    const shown = samples.length > 0 ? witnessAmong(ctx, 'exec_shell', samples, a.source) : undefined;
    if (vehicle) report(a.source, name, `trusts an exec vehicle: ${vehicle} runs whatever it is handed`, shown);
    else if (shown) report(a.source, name, 'admits dangerous calls', shown);
  }
  return out;
}

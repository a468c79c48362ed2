/**
 * The merged rule set evaluated against one access, as grok's gate
 * preflight does (`permission/policy.rs`, `CompiledPolicy`):
 *
 * - every rule is tried; any matching deny rejects, else any ask prompts,
 *   else an allow approves: source order never matters;
 * - Bash: deny/ask rules are also tried against every segment, as written
 *   and with grok's wrappers peeled (escalation only); a command grok cannot
 *   split fails closed to a prompt when Bash deny/ask rules exist;
 * - Bash allow is conjunctive: every segment must match an allow rule
 *   (word-boundary prefix or glob) on its own;
 * - Read/Edit deny/ask rules also apply to the files shell commands read
 *   and write (the shell file gate).
 *
 * On top of grok's reading, whale-perm's one conservative step: an opaque
 * part (code piped into `sh`, a computed command name, `eval "$x"`) is
 * treated as matching every Bash deny rule that could match it, and the
 * trace says grok itself would prompt instead.
 */
import type { SourceLoc } from '../../config/errors.js';
import { programName } from '../../shell/index.js';
import type { Opacity } from '../../shell/types.js';
import type { BashReading, GrokSegment } from './bash.js';
import { bashAllowMatches, bashDenyMatches, isCatchall, isExecVehicle, ruleMatches, wordPrefix } from './rules.js';
import type { GrokRule, GrokStack } from './stack.js';
import type { Access } from './tools.js';

export interface RuleHit {
  rule: GrokRule;
  /** What it matched: `the command`, `segment 'rm -rf x'`, `the file 'cat .env' reads`. */
  on: string;
}

export interface PolicyVerdict {
  decision: 'deny' | 'ask' | 'allow' | 'none';
  /** An ask from a matching rule, or from a gate that could not decompose the command. */
  askKind?: 'rule' | 'fail-closed';
  reason: string;
  source: SourceLoc | null;
  /** Every deny and ask that matched, in merge order. */
  hits: RuleHit[];
  /** The allow rules that approved (for Bash: one per segment). */
  allows: GrokRule[];
  /** A matching ask rule forces the prompt (`policy_forced_prompt`). */
  policyForcedPrompt: boolean;
  /** The Bash or shell-file gate asks (a segment ask rule or fail-closed): even always-approve prompts. */
  shellForcedPrompt: boolean;
  shellFileForcedPrompt: boolean;
  /** The allow rules are deliberately scoped (not a catch-all, not an exec vehicle). */
  narrowAllow: boolean;
  /** whale-perm's deny for an opaque part a deny rule could match. */
  conservative?: { rule: GrokRule; opacity: Opacity };
  warnings: string[];
}

function isDenyOrAsk(r: GrokRule): boolean {
  return r.action === 'deny' || r.action === 'ask';
}

function bashRule(r: GrokRule): boolean {
  return r.tool === 'bash' || r.tool === 'any';
}

/** How a Bash deny/ask pattern matched: a note for the reader when it is a raw prefix. */
export function rawPrefixNote(r: GrokRule, command: string): string {
  const p = r.pattern;
  if (p === undefined || r.tool !== 'bash') return '';
  const cmd = command.trimStart();
  if (cmd.startsWith(p) && !wordPrefix(cmd, p) && !cmd.startsWith(`${p} `)) {
    const word = cmd.split(/\s+/)[0] ?? cmd;
    return ` (a raw prefix with no word boundary: \`${p}\` also matches \`${word}\`)`;
  }
  return '';
}

function first<T>(xs: T[]): T | undefined {
  return xs[0];
}

function segLabel(s: GrokSegment): string {
  return `segment '${s.seg.text}'`;
}

export function evaluatePolicy(stack: GrokStack, access: Access, bash: BashReading | undefined): PolicyVerdict {
  const rules = stack.rules;
  const cwd = stack.workspace;
  const v: PolicyVerdict = {
    decision: 'none',
    reason: 'no permission rule matches',
    source: null,
    hits: [],
    allows: [],
    policyForcedPrompt: false,
    shellForcedPrompt: false,
    shellFileForcedPrompt: false,
    narrowAllow: false,
    warnings: [],
  };
  const denies: RuleHit[] = [];
  const asks: RuleHit[] = [];
  const hit = (r: GrokRule, on: string) => {
    if (v.hits.some((h) => h.rule === r && h.on === on)) return;
    const h = { rule: r, on };
    v.hits.push(h);
    (r.action === 'deny' ? denies : asks).push(h);
  };

  // The access itself (for Bash: the whole command string).
  const onWhole = access.kind === 'bash' ? 'the command' : 'the call';
  for (const r of rules) if (isDenyOrAsk(r) && ruleMatches(r, access, cwd)) hit(r, onWhole);

  let failClosed: string | undefined;
  let gateAsk = false;
  let fileAsk = false;
  if (access.kind === 'bash' && bash) {
    // The Bash command gate: every segment, as written and peeled.
    if (rules.some((r) => isDenyOrAsk(r) && bashRule(r))) {
      if (bash.complex.length > 0) failClosed = `grok cannot split it into simple commands (${bash.complex[0]}), so its Bash rules fail closed`;
      else {
        for (const s of bash.segments) {
          if (!s.seen) continue;
          if (s.uncertain) failClosed ??= `${s.uncertain}, so grok's Bash rules fail closed`;
          const forms = [...new Set([s.raw.join(' '), s.words.join(' ')])];
          for (const form of forms) {
            if (form === access.command.trim() && bash.segments.length === 1) continue;
            for (const r of rules) {
              if (!isDenyOrAsk(r) || !bashRule(r) || !ruleMatches(r, { kind: 'bash', command: form }, cwd)) continue;
              const before = asks.length;
              hit(r, segLabel(s));
              if (r.action === 'ask' && asks.length > before) gateAsk = true;
            }
          }
        }
      }
    }
    // The shell file gate: the files segments read and write, against Read/Edit rules.
    if (rules.some((r) => isDenyOrAsk(r) && (r.tool === 'read' || r.tool === 'edit' || r.tool === 'any'))) {
      const check = (path: string | null, kind: 'read' | 'edit', text: string) => {
        if (path === null) {
          failClosed ??= `\`${text}\` touches a file whose name is computed at run time, so grok's file rules fail closed`;
          fileAsk = true;
          return;
        }
        const a: Access = kind === 'read' ? { kind: 'read', path } : { kind: 'edit', path };
        for (const r of rules) {
          if (!isDenyOrAsk(r) || r.tool === 'bash' || !ruleMatches(r, a, cwd)) continue;
          hit(r, `the file ${path} that '${text}' ${kind === 'read' ? 'reads' : 'writes'}`);
          if (r.action === 'ask') fileAsk = true;
        }
      };
      for (const rd of bash.reads) check(rd.path, 'read', rd.text);
      for (const w of bash.writes) check(w.path, 'edit', w.text);
    }
  }

  const deny = first(denies);
  const ask = first(asks);
  if (deny) {
    const cmd = access.kind === 'bash' ? (deny.on === 'the command' ? access.command : (deny.on.match(/^segment '(.*)'$/)?.[1] ?? access.command)) : '';
    const chained = access.kind === 'bash' && deny.on !== 'the command' && bash !== undefined && bash.segments.length > 1;
    v.decision = 'deny';
    v.reason = `deny rule ${deny.rule.text} matches ${deny.on}${rawPrefixNote(deny.rule, cmd)}${chained ? '; one denied segment rejects the whole command' : ''}`;
    v.source = deny.rule.source;
  } else if (ask) {
    const cmd = access.kind === 'bash' ? (ask.on === 'the command' ? access.command : (ask.on.match(/^segment '(.*)'$/)?.[1] ?? access.command)) : '';
    v.decision = 'ask';
    v.askKind = 'rule';
    v.reason = `ask rule ${ask.rule.text} matches ${ask.on}${rawPrefixNote(ask.rule, cmd)}`;
    v.source = ask.rule.source;
    v.policyForcedPrompt = true;
  } else if (failClosed) {
    v.decision = 'ask';
    v.askKind = 'fail-closed';
    v.reason = failClosed;
  }
  if (access.kind === 'bash') v.shellForcedPrompt = gateAsk || fileAsk || (failClosed !== undefined && v.decision === 'ask') || asks.some((h) => h.on === 'the command');
  v.shellFileForcedPrompt = fileAsk;

  if (v.decision === 'none') {
    if (access.kind === 'bash' && bash) {
      const allowed = chainAllowed(stack, bash);
      if (allowed) {
        v.decision = 'allow';
        v.allows = allowed;
        const names = [...new Set(allowed.map((r) => r.text))].join(', ');
        v.reason = bash.segments.filter((s) => s.seen).length > 1 ? `every segment matches an allow rule (${names})` : `allow rule ${names} matches`;
        v.source = allowed[0]!.source;
        v.narrowAllow = allowed.every((r) => !isCatchall(r)) && bash.segments.every((s) => !s.seen || !isExecVehicle(s.words[0] ?? ''));
      }
    } else {
      const allow = rules.find((r) => r.action === 'allow' && ruleMatches(r, access, cwd));
      if (allow) {
        v.decision = 'allow';
        v.allows = [allow];
        v.reason = `allow rule ${allow.text} matches`;
        v.source = allow.source;
        v.narrowAllow = !isCatchall(allow);
      }
    }
  }

  if (access.kind === 'bash' && bash) conservativeReading(stack, bash, v);
  return v;
}

/** Every segment grok sees must match an allow rule on its own; undefined when not. */
function chainAllowed(stack: GrokStack, bash: BashReading): GrokRule[] | undefined {
  if (bash.complex.length > 0) return undefined;
  const seen = bash.segments.filter((s) => s.seen);
  if (seen.length === 0) return undefined;
  const used: GrokRule[] = [];
  for (const s of seen) {
    if (s.uncertain || s.words.length === 0) return undefined;
    const cmd = s.words.join(' ');
    const r = stack.rules.find((x) => x.action === 'allow' && bashRule(x) && bashAllowMatches(x.pattern, cmd));
    if (!r) return undefined;
    used.push(r);
  }
  return used;
}

/** Deny rules that could match what an opaque part runs. */
function denyCouldMatch(stack: GrokStack, o: Opacity): GrokRule | undefined {
  return stack.rules.find((r) => {
    if (r.action !== 'deny' || !bashRule(r)) return false;
    if (r.tool === 'any' && r.pattern !== undefined && /[/~]/.test(r.pattern) && !/\s/.test(r.pattern)) return false;
    if (o.reason === 'dynamic-command' && o.knownArgs && r.pattern !== undefined) {
      const head = r.pattern.split(/\s+/)[0] ?? '';
      return bashDenyMatches(r.pattern, [head, ...o.knownArgs].join(' '));
    }
    return true;
  });
}

function conservativeReading(stack: GrokStack, bash: BashReading, v: PolicyVerdict): void {
  const cwd = stack.workspace;
  // Commands grok does not match (inside substitutions, eval or xargs payloads): say what a deny rule would have caught.
  const gateRan = bash.complex.length === 0;
  for (const s of bash.segments) {
    const base = s.seg.argv.length > 0 ? [programName(s.seg.argv[0]!), ...s.seg.argv.slice(1)].join(' ') : '';
    const forms = [...new Set([s.raw.join(' '), s.words.join(' '), s.seg.argv.join(' '), base])].filter((f) => f !== '');
    const grokForms = s.seen && gateRan ? new Set([s.raw.join(' '), s.words.join(' ')]) : new Set<string>();
    if (grokForms.size === 0 && bash.segments.length === 1 && s.seen) grokForms.add(bash.command.trim());
    for (const form of forms) {
      if (grokForms.has(form)) continue;
      const r = stack.rules.find((x) => x.action === 'deny' && bashRule(x) && ruleMatches(x, { kind: 'bash', command: form }, cwd));
      if (!r || v.decision === 'deny') continue;
      const where = !s.seen
        ? `it sits inside ${s.hiddenBy ?? 'another command'}`
        : !gateRan
          ? `grok cannot split the command (${bash.complex[0]}) and never matches its segments`
          : form === base && !grokForms.has(s.seg.argv.join(' ')) && s.seg.wrappers.length === 0
            ? `grok compares the program as written (\`${s.seg.argv[0]}\`), not its basename`
            : `grok does not peel \`${s.seg.wrappers.join(' ')}\``;
      const msg = `deny rule ${r.text} would match \`${form}\`, but ${where}, so grok's matcher never tries it there; grok ${v.decision === 'allow' ? 'approves' : 'prompts for'} this command instead of denying it`;
      if (!v.warnings.includes(msg)) v.warnings.push(msg);
    }
  }
  if (v.decision === 'deny') return;
  for (const o of bash.shell.opaque) {
    const r = denyCouldMatch(stack, o);
    if (!r) continue;
    const text = bash.shell.input.slice(o.range[0], o.range[1]);
    v.conservative = { rule: r, opacity: o };
    v.decision = 'deny';
    v.askKind = undefined;
    v.reason = `${o.detail.replace(/\.\s*$/, '')}; whale-perm treats that part as matching deny rule ${r.text}`;
    v.source = r.source;
    v.warnings.push(`cannot see what '${text}' runs; grok's own matcher cannot either and would prompt (opaque shell), so whale-perm reports deny because deny rule ${r.text} could match it`);
    return;
  }
}

/** A short name for the program of a segment, for reasons. */
export function segmentProgram(s: GrokSegment): string {
  return programName(s.words[0] ?? '');
}

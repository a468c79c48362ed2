/**
 * The merged rule set evaluated against one access, as grok's gate
 * preflight does (`gate_preflight.rs` `GatePreflight::evaluate`,
 * `policy.rs` `CompiledPolicy`):
 *
 * - direct: every rule against the access itself (for Bash: the whole
 *   command, deny/ask by raw prefix or glob); any deny rejects, else any
 *   ask prompts, else an allow approves: source order never matters;
 * - the Bash command gate (`evaluate_bash_command_gate`, only when Bash
 *   deny/ask rules exist): every word-only segment grok splits, as written
 *   and wrapper-normalized, with literal `sh -c` scripts (and packed
 *   `env -S` scripts) recursed into; a script grok cannot split, an
 *   untrusted `-c`, an uncertain wrapper fail closed to an ask;
 * - Bash allow is conjunctive (`bash_chain_fully_allowed`): every segment,
 *   literal `-c` scripts included, must match an allow rule on its own;
 * - the shell file gate (`shell_access.rs`, only when Read/Edit deny/ask
 *   rules exist, escalation only): the files segments read and write, both
 *   as written and where their symlinks lead; an operand whose symlinks do
 *   not resolve fails closed to an ask.
 *
 * Nothing here looks at what grok cannot see: code piped into `sh` or
 * built at run time is a risk (risks.ts), never a deny.
 */
import type { SourceLoc } from '../../config/errors.js';
import type { BashReading } from './bash.js';
import { fileGate } from './file-gate.js';
import { ruleIndex, type RuleIndex } from './rule-index.js';
import { bashAllowMatches, isCatchall, isExecVehicle, pathForms, ruleMatches, wordPrefix } from './rules.js';
import { dashC, envScan, normalizeWords, parseGrok, wordOnlyCommands, baseName } from './split.js';
import type { GrokRule, GrokStack } from './stack.js';
import type { Access } from './tools.js';

export interface RuleHit {
  rule: GrokRule;
  /** What it matched: `the command`, `segment 'rm -rf x'`, `the file 'cat .env' reads`. */
  on: string;
  /** The command text it matched, for the raw-prefix note. */
  text?: string;
  gate: 'direct' | 'bash' | 'file';
  /** The range of the top-level segment it matched (a script inside `sh -c` counts as its segment's). */
  range?: [number, number];
}

/**
 * One command grok's allow check tries (`bash_chain_fully_allowed`): every
 * word-only segment, the scripts of literal `sh -c` included, with every
 * allow rule that matches it, in stack order (grok takes the first).
 */
export interface AllowSegment {
  text: string;
  /** The top-level segment's range in the command. */
  range?: [number, number];
  /** The program after the wrapper peel. */
  head?: string;
  rules: GrokRule[];
}

export interface AllowWalk {
  /** False when grok cannot split the command or peel a wrapper, or runs a script it cannot read: no allow applies. */
  ok: boolean;
  segments: AllowSegment[];
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
  /** The merged decision is an ask (`policy_forced_prompt`). */
  policyForcedPrompt: boolean;
  /** The Bash or shell-file gate asks (`shell_forced_prompt`): even always-approve prompts. */
  shellForcedPrompt: boolean;
  shellFileForcedPrompt: boolean;
  /** A gate failed closed with no rule match: in Auto mode the classifier decides (`defers_gate_ask`). */
  failClosedOnly: boolean;
  /** Narrow allow rules alone authorize it (`narrow_allow_authorizes`). */
  narrowAllow: boolean;
  /** Every allow rule that matches the access (for Bash: any segment), computed when first asked for. */
  allowWalk(): AllowWalk;
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

const MAX_INLINE_DEPTH = 8;

interface GateResult {
  hits: RuleHit[];
  failClosed?: string;
}

/** `evaluate_bash_command_segments`: deny/ask over every segment grok splits, recursing into literal `-c` scripts. */
function bashGate(ix: RuleIndex, cmd: string, cwd: string, depth: number, where: string, outer?: [number, number]): GateResult {
  const out: GateResult = { hits: [] };
  const commands = wordOnlyCommands(parseGrok(cmd));
  if (!commands) {
    out.failClosed = `grok cannot split ${where === '' ? 'it' : `the script of ${where}`} into plain commands, so its Bash rules fail closed`;
    return out;
  }
  const fail = (why: string) => {
    out.failClosed ??= why;
  };
  for (const c of commands) {
    const text = cmd.slice(c.range[0], c.range[1]);
    const norm = normalizeWords(c.words);
    if (norm.exhausted || norm.ambiguous || norm.envUncertain) fail(`grok cannot peel the wrappers of \`${text}\`, so its Bash rules fail closed`);
    if (norm.splitString) fail(`\`${text}\` packs a command into \`env -S\`, so grok's Bash rules fail closed`);
    const forms = [c.words.join(' ')];
    if (norm.words.length !== c.words.length) forms.push(norm.words.join(' '));
    for (const form of forms) {
      const access: Access = { kind: 'bash', command: form };
      for (const r of ix.candidates('denyAsk', access)) {
        if (!isDenyOrAsk(r) || !bashRule(r) || !ruleMatches(r, access, cwd)) continue;
        out.hits.push({ rule: r, on: `segment '${text}'${where ? ` in ${where}` : ''}`, text: form, gate: 'bash', range: outer ?? c.range });
      }
    }
    const inline = dashC(norm.words);
    if (inline.kind === 'literal' && depth > 0) {
      const inner = bashGate(ix, norm.words[inline.index]!, cwd, depth - 1, `\`${text}\``, outer ?? c.range);
      out.hits.push(...inner.hits);
      if (inner.failClosed) fail(inner.failClosed);
    } else if (inline.kind !== 'not-inline') fail(`\`${text}\` runs a shell script grok cannot read (${inline.kind}), so its Bash rules fail closed`);
    if (norm.words[0] !== undefined && baseName(norm.words[0]) === 'env') {
      const packed = envScan(norm.words).splitScript;
      if (packed !== undefined) {
        const inner = depth > 0 ? bashGate(ix, packed, cwd, depth - 1, `\`${text}\``, outer ?? c.range) : { hits: [], failClosed: 'the `env -S` script nests too deep' };
        out.hits.push(...inner.hits);
        if (inner.failClosed) fail(inner.failClosed);
      }
    }
  }
  return out;
}

/**
 * `bash_chain_fully_allowed`, walked in full: for every segment grok splits
 * (literal `-c` scripts recursed into), every allow rule it matches.
 */
function allowWalk(ix: RuleIndex, cmd: string, depth: number, outer?: [number, number]): AllowWalk {
  const commands = wordOnlyCommands(parseGrok(cmd));
  const out: AllowWalk = { ok: commands !== undefined && commands.length > 0, segments: [] };
  for (const c of commands ?? []) {
    const text = cmd.slice(c.range[0], c.range[1]);
    const range = outer ?? c.range;
    const norm = normalizeWords(c.words);
    if (norm.exhausted || norm.ambiguous || norm.envUncertain || norm.splitString || norm.words.length === 0) {
      out.ok = false;
      out.segments.push({ text, range, rules: [] });
      continue;
    }
    const joined = norm.words.join(' ');
    const rules = ix.bashAllow(joined).filter((x) => x.action === 'allow' && bashRule(x) && bashAllowMatches(x.pattern, joined));
    out.segments.push({ text, range, head: norm.words[0]!, rules });
    const inline = dashC(norm.words);
    if (inline.kind === 'literal' && depth > 0) {
      const inner = allowWalk(ix, norm.words[inline.index]!, depth - 1, range);
      out.ok &&= inner.ok;
      out.segments.push(...inner.segments);
    } else if (inline.kind !== 'not-inline') out.ok = false;
  }
  return out;
}

/** The allow rule grok uses for each segment (the first that matches), or undefined when one matches none. */
function chainAllowed(walk: AllowWalk, narrowOnly: boolean): GrokRule[] | undefined {
  if (!walk.ok) return undefined;
  const used: GrokRule[] = [];
  for (const seg of walk.segments) {
    if (narrowOnly && isExecVehicle(seg.head!)) return undefined;
    const r = seg.rules.find((x) => !(narrowOnly && isCatchall(x)));
    if (!r) return undefined;
    used.push(r);
  }
  return used;
}

/** Every allow rule that matches a non-Bash access, in stack order (grok takes the first). */
function directAllows(ix: RuleIndex, access: Access, cwd: string, forms: readonly string[] | undefined): AllowWalk {
  return { ok: true, segments: [{ text: '', rules: ix.candidates('allow', access, forms).filter((r) => r.action === 'allow' && ruleMatches(r, access, cwd)) }] };
}

function formsOf(access: Access, cwd: string): string[] | undefined {
  return (access.kind === 'read' || access.kind === 'grep' || access.kind === 'edit') && access.path !== undefined ? pathForms(access.path, cwd) : undefined;
}

/** Every deny and ask that matches the access (the direct check, the Bash gate, the shell file gate), in merge order, and why a gate failed closed. */
interface Hits {
  hits: RuleHit[];
  gateFail: string | undefined;
  fileFail: string | undefined;
}

function collectHits(stack: GrokStack, ix: RuleIndex, access: Access, bash: Pick<BashReading, 'commands'> | undefined, forms: readonly string[] | undefined): Hits {
  const cwd = stack.workspace;
  const hits: RuleHit[] = [];
  const hit = (h: RuleHit) => {
    if (!hits.some((x) => x.rule === h.rule && x.on === h.on)) hits.push(h);
  };

  // Direct: the access itself (for Bash: the whole command string).
  const onWhole = access.kind === 'bash' ? 'the command' : 'the call';
  for (const r of ix.candidates('denyAsk', access, forms)) if (isDenyOrAsk(r) && ruleMatches(r, access, cwd)) hit({ rule: r, on: onWhole, gate: 'direct', ...(access.kind === 'bash' ? { text: access.command } : {}) });

  let gateFail: string | undefined;
  let fileFail: string | undefined;
  if (access.kind === 'bash' && bash) {
    if (ix.bashDenyAsk.length > 0) {
      const g = bashGate(ix, access.command, cwd, MAX_INLINE_DEPTH, '');
      for (const h of g.hits) if (!(h.text === access.command.trim() && hits.some((x) => x.rule === h.rule && x.on === 'the command'))) hit(h);
      gateFail = g.failClosed;
    }
    const f = fileGate(stack, access.command);
    for (const h of f.hits) hit({ rule: h.rule, on: h.on, gate: 'file' });
    fileFail = f.failClosed;
  }
  return { hits, gateFail, fileFail };
}

/** The deny and ask rules of the stack that match the access, as `evaluatePolicy(...).hits` lists them, without the verdict. */
export function policyHits(stack: GrokStack, access: Access, bash: Pick<BashReading, 'commands'> | undefined): RuleHit[] {
  return collectHits(stack, ruleIndex(stack.rules), access, bash, formsOf(access, stack.workspace)).hits;
}

/** The allow walk of a Bash command over the stack's rules, as `evaluatePolicy(...).allowWalk()` walks it, without the verdict. */
export function bashAllowWalk(stack: GrokStack, command: string): AllowWalk {
  return allowWalk(ruleIndex(stack.rules), command, MAX_INLINE_DEPTH);
}

export function evaluatePolicy(stack: GrokStack, access: Access, bash: Pick<BashReading, 'commands'> | undefined): PolicyVerdict {
  const ix = ruleIndex(stack.rules);
  const cwd = stack.workspace;
  const forms = formsOf(access, cwd);
  const { hits, gateFail, fileFail } = collectHits(stack, ix, access, bash, forms);
  const v: PolicyVerdict = {
    decision: 'none',
    reason: 'no permission rule matches',
    source: null,
    hits,
    allows: [],
    policyForcedPrompt: false,
    shellForcedPrompt: false,
    shellFileForcedPrompt: false,
    failClosedOnly: false,
    narrowAllow: false,
    allowWalk() {
      const w = access.kind === 'bash' ? allowWalk(ix, access.command, MAX_INLINE_DEPTH) : directAllows(ix, access, cwd, forms);
      this.allowWalk = () => w;
      return w;
    },
    warnings: [],
  };
  const denies = v.hits.filter((h) => h.rule.action === 'deny');
  const asks = v.hits.filter((h) => h.rule.action === 'ask');
  const deny = denies[0];
  const ask = asks[0];
  if (deny) {
    const chained = access.kind === 'bash' && deny.gate === 'bash' && (bash?.commands?.length ?? 0) > 1;
    v.decision = 'deny';
    v.reason = `deny rule ${deny.rule.text} matches ${deny.on}${deny.text !== undefined ? rawPrefixNote(deny.rule, deny.text) : ''}${chained ? '; one denied segment rejects the whole command' : ''}`;
    v.source = deny.rule.source;
  } else if (ask) {
    v.decision = 'ask';
    v.askKind = 'rule';
    v.reason = `ask rule ${ask.rule.text} matches ${ask.on}${ask.text !== undefined ? rawPrefixNote(ask.rule, ask.text) : ''}`;
    v.source = ask.rule.source;
  } else if (gateFail ?? fileFail) {
    v.decision = 'ask';
    v.askKind = 'fail-closed';
    v.reason = (gateFail ?? fileFail)!;
    v.failClosedOnly = true;
  }
  v.policyForcedPrompt = v.decision === 'ask';
  const gateAsk = gateFail !== undefined || asks.some((h) => h.gate === 'bash');
  const fileAsk = fileFail !== undefined || asks.some((h) => h.gate === 'file');
  v.shellFileForcedPrompt = fileAsk;
  v.shellForcedPrompt = gateAsk || fileAsk;

  if (v.decision === 'none') {
    // With no Bash allow rule at all, no segment has one and the chain is not allowed: the walk stays lazy.
    const walk = access.kind === 'bash' && !ix.hasBashAllow() ? undefined : v.allowWalk();
    if (access.kind === 'bash') {
      const allowed = walk && chainAllowed(walk, false);
      if (allowed) {
        v.decision = 'allow';
        v.allows = allowed;
        const names = [...new Set(allowed.map((r) => r.text))].join(', ');
        v.reason = (bash?.commands?.length ?? 0) > 1 ? `every segment matches an allow rule (${names})` : `allow rule ${names} matches`;
        v.source = allowed[0]!.source;
        v.narrowAllow = chainAllowed(walk!, true) !== undefined;
      }
    } else {
      const allow = walk!.segments[0]!.rules[0];
      if (allow) {
        v.decision = 'allow';
        v.allows = [allow];
        v.reason = `allow rule ${allow.text} matches`;
        v.source = allow.source;
        v.narrowAllow = !isCatchall(allow);
      }
    }
  }
  return v;
}

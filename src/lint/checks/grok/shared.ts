/** What grok's checks share: how a rule and a call are quoted, and concrete calls a rule covers. */
import type { Call, Trace } from '../../../core/types.js';
import type { GrokRule, GrokStack } from '../../../engines/grok/stack.js';
import type { LintContext } from '../../types.js';

/** `deny Bash(git)` (with where it came from when it is not a plain file rule). */
export function ruleName(r: GrokRule): string {
  return `${r.action} ${r.text}`;
}

export function callText(call: Call): string {
  const keys = Object.keys(call.input);
  if (keys.length === 1 && typeof call.input.command === 'string') return `\`${call.input.command}\``;
  const detail = call.input.path ?? call.input.file_path ?? call.input.url;
  if (keys.length === 1 && typeof detail === 'string') return `${call.tool} ${detail}`;
  return `${call.tool} ${JSON.stringify(call.input)}`;
}

/** A concrete string a glob pattern matches (`src/**` → `src/x/x`). */
export function globWitness(glob: string): string {
  return glob.replace(/\*\*/g, 'x/x').replace(/\*/g, 'x').replace(/\?/g, 'x').replace(/\[[^\]]*\]/g, 'x').replace(/\/+/g, '/');
}

/** The call a rule names itself, when it names something concrete. */
export function ownCall(r: GrokRule): Call | undefined {
  const p = r.pattern;
  if (p === undefined || p === '*') return undefined;
  const w = globWitness(p).trim();
  if (w === '') return undefined;
  switch (r.tool) {
    case 'bash':
      return { tool: 'Bash', input: { command: w } };
    case 'read':
      return { tool: 'Read', input: { path: w } };
    case 'grep':
      return { tool: 'Grep', input: { path: w } };
    case 'edit':
      return { tool: 'Edit', input: { file_path: w } };
    case 'webfetch':
      return { tool: 'WebFetch', input: { url: r.mode === 'domain' ? `https://${w}/` : w } };
    case 'mcp':
      return { tool: w.includes('__') ? w : `${w}__x`, input: {} };
    default:
      return undefined;
  }
}

export function fileRules(rules: readonly GrokRule[]): GrokRule[] {
  return rules.filter((r) => r.source !== null && r.source.line > 0);
}

const memo = new WeakMap<object, LintContext<GrokStack>>();

/**
 * The context with `evaluate` remembered per call and options: several checks
 * ask the engine about the same call (an allow's own call is judged by
 * shadowed-rule and allow-unreachable), and the engine is pure.
 */
export function memoized(ctx: LintContext<GrokStack>): LintContext<GrokStack> {
  let m = memo.get(ctx);
  if (!m) {
    const seen = new Map<string, Trace | undefined>();
    m = {
      ...ctx,
      evaluate(call, opts) {
        const k = JSON.stringify([call, opts ?? null]);
        if (seen.has(k)) return seen.get(k);
        const t = ctx.evaluate(call, opts);
        seen.set(k, t);
        return t;
      },
    };
    memo.set(ctx, m);
  }
  return m;
}

interface Placed {
  rule: GrokRule;
  at: number;
}

const byText = new WeakMap<readonly GrokRule[], Map<string, Map<string, Placed>>>();

/** Per rule text, the first rule (and its position) with a source and this action. */
function textIndex(rules: readonly GrokRule[], action: GrokRule['action']): Map<string, Placed> {
  let all = byText.get(rules);
  if (!all) byText.set(rules, (all = new Map()));
  let m = all.get(action);
  if (!m) {
    m = new Map();
    rules.forEach((r, at) => {
      if (r.action === action && r.source && !m!.has(r.text)) m!.set(r.text, { rule: r, at });
    });
    all.set(action, m);
  }
  return m;
}

function earliest(found: Iterable<Placed | undefined>): GrokRule | undefined {
  let best: Placed | undefined;
  for (const p of found) if (p && (!best || p.at < best.at)) best = p;
  return best?.rule;
}

/**
 * `rules.find((x) => x.action === action && x.source && s.includes(x.text))`
 * without the scan: every substring of `s` as long as some rule text is
 * looked up, so the cost follows `s`, not the stack.
 */
export function firstTextIn(rules: readonly GrokRule[], action: GrokRule['action'], s: string): GrokRule | undefined {
  const m = textIndex(rules, action);
  const lengths = new Set<number>();
  for (const t of m.keys()) if (t.length <= s.length) lengths.add(t.length);
  function* found(): Generator<Placed | undefined> {
    for (const len of lengths) for (let i = 0; i + len <= s.length; i++) yield m.get(s.slice(i, i + len));
  }
  return earliest(found());
}

/** `rules.find((x) => x.action === action && x.source && s.startsWith(`${head}${x.text} `))` without the scan. */
export function firstTextAfter(rules: readonly GrokRule[], action: GrokRule['action'], s: string, head: string): GrokRule | undefined {
  if (!s.startsWith(head)) return undefined;
  const m = textIndex(rules, action);
  function* found(): Generator<Placed | undefined> {
    for (let j = s.indexOf(' ', head.length); j !== -1; j = s.indexOf(' ', j + 1)) yield m.get(s.slice(head.length, j));
  }
  return earliest(found());
}

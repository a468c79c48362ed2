/**
 * The one sample generator: calls a rule names, made from its record alone
 * (matcher kind, normalised pattern, the call it is about). Every shared
 * check asks the engine about these calls; none knows a pattern language
 * beyond the shared matcher kinds of RuleRecord.kind.
 *
 * `rawSamples` are candidates, most neutral first; the rule table keeps only
 * those the engine's own matcher says the rule matches.
 */
import { posix } from 'node:path';
import type { Call, RuleRecord } from '../core/types.js';
import { fillPattern, literalWords } from './reach.js';

/** A call of the rule's tool with one input value (under the key its pattern is matched against). */
export function callWith(r: RuleRecord, value: string | undefined): Call | undefined {
  const tool = r.call?.tool ?? r.tool;
  if (tool === undefined) return undefined;
  const key = r.call?.key;
  if (key === undefined || value === undefined) return { tool, input: {} };
  return { tool, input: { [key]: value } };
}

/**
 * What says whether two calls `callWith` makes for one rule are the same call
 * (equal as JSON, without writing them out): they differ only in their one
 * input value, so the value, when the rule has an input key; without one,
 * every call is `{ tool, input: {} }` (undefined stands for it, as for no value).
 */
export function sameCallKey(r: RuleRecord, value: string | undefined): string | undefined {
  return r.call?.key !== undefined ? value : undefined;
}

/** Wildcards of a glob filled with plain names: `**` → `x/x`, `*` and `?` → `x`. */
export function fillGlob(glob: string): string {
  return glob.replace(/\*\*/g, 'x/x').replace(/\*/g, 'x').replace(/\?/g, 'x').replace(/\{([^,}]*)[^}]*\}/g, '$1').replace(/\[[^\]]*\]/g, 'x');
}

function anchored(path: string, anchor: string | undefined): string[] {
  const p = path.replace(/\/+$/, '') || '/';
  if (p.startsWith('/') || p.startsWith('~') || anchor === undefined) return [p];
  return [posix.join(anchor, p), p];
}

/** A regex read as the text it most plainly matches (anchors dropped, `.*` filled), or undefined when that is not plain. */
function regexSample(pattern: string): string | undefined {
  const t = pattern
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replace(/\\s\+|\\s\*|\\s/g, ' ')
    .replace(/\.\*|\.\+/g, 'x')
    .replace(/\\b/g, '')
    .replace(/\\(.)/g, '$1');
  return /[()[\]{}|?*+^$\\]/.test(t) ? undefined : t.trim();
}

/** Candidate calls a rule names, most neutral first; at most a handful. */
export function rawSamples(r: RuleRecord): Call[] {
  const p = r.pattern;
  const values: (string | undefined)[] = [];
  switch (r.kind) {
    case 'command-exact':
      values.push(p.trim());
      break;
    case 'command-prefix': {
      const w = p.trim();
      values.push(w, `${w} x`, `${w} --flag value`);
      break;
    }
    case 'command-glob': {
      const { words } = literalWords(p);
      values.push(fillPattern(p, 'x'), fillPattern(p, '--flag value'), words.join(' '));
      break;
    }
    case 'command-regex': {
      const s = regexSample(p);
      if (s !== undefined) values.push(s, `${s} x`);
      break;
    }
    case 'path-glob':
      values.push(...anchored(fillGlob(p), r.anchor));
      if (p.endsWith('/**') || p.endsWith('/*')) values.push(...anchored(fillGlob(p.replace(/\/\*\*?$/, '/x/y')), r.anchor));
      break;
    case 'domain': {
      const host = p.replace(/^\*\./, 'x.').replace(/\*/g, 'x') || 'example.com';
      values.push(r.call?.key === 'url' || r.call?.key === undefined ? `https://${host}/` : host);
      break;
    }
    case 'url-glob':
      values.push(fillGlob(p));
      break;
    case 'tool':
      if (r.call?.key === 'command') values.push('make build', 'ls');
      else if (r.call?.key === 'path' || r.call?.key === 'file_path') values.push(...anchored('README.md', r.anchor), ...anchored('src/x/y.txt', r.anchor));
      else if (r.call?.key === 'url') values.push('https://example.com/');
      else values.push(undefined);
      break;
    case 'mcp': {
      const tool = fillGlob(r.call?.tool ?? r.tool ?? p);
      return [{ tool, input: {} }];
    }
    default:
      if (p !== '') values.push(p);
  }
  const out: Call[] = [];
  const seen = new Set<string | undefined>();
  for (const v of values) {
    if (v === '' && r.kind !== 'tool') continue;
    const c = callWith(r, v);
    if (!c) continue;
    const k = sameCallKey(r, v);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(c);
  }
  return out;
}

/** A call as a person reads it: the command in backticks, else the tool and its input. */
export function callText(call: Call): string {
  const keys = Object.keys(call.input);
  const only = keys.length === 1 ? call.input[keys[0]!] : undefined;
  if (keys.length === 1 && keys[0] === 'command' && typeof only === 'string') return `\`${only}\``;
  if (keys.length === 1 && typeof only === 'string') return `${call.tool} ${only}`;
  if (keys.length === 0) return call.tool;
  return `${call.tool} ${JSON.stringify(call.input)}`;
}

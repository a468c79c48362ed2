/** Shared pieces of san's checks: sample calls for a rule, and rule coverage (with an index, so a check is not a pairwise scan). */
import { join } from 'node:path';
import type { Call } from '../../../core/types.js';
import { sampleCommand } from '../../../engines/san/probes.js';
import type { SanRule, SanStack } from '../../../engines/san/stack.js';
import type { Candidate } from '../../witness.js';

/** A path a san glob matches, under the workspace when the glob is not absolute. */
export function pathSample(args: string, workspace: string): string {
  const w = args.replace(/\*\*/g, 'x/x').replace(/\*/g, 'x').replace(/\?/g, 'x').replace(/\/+/g, '/');
  return w.startsWith('/') ? w : join(workspace, w);
}

/** The call a rule seems to name. */
export function sampleCall(r: SanRule, stack: SanStack): Call {
  if (r.tool === 'Bash') return { tool: 'Bash', input: { command: r.bare ? 'ls' : sampleCommand(r.args) || 'ls' } };
  if (r.tool === 'WebFetch') return { tool: 'WebFetch', input: { url: `https://${r.args.replace(/^domain:/, '').replace(/\*/g, 'x') || 'example.com'}/` } };
  if (r.bare) return { tool: r.tool, input: {} };
  return { tool: r.tool, input: { file_path: pathSample(r.args, stack.workspace) } };
}

export function candidates(r: SanRule, stack: SanStack): Candidate[] {
  return [{ call: sampleCall(r, stack) }];
}

/** Words of a Bash `prefix:*` rule, or undefined for other spellings. */
export function prefixWords(args: string): string[] | undefined {
  if (!args.endsWith(':*')) return undefined;
  const p = args.slice(0, -2).replace(/^([^\s:*?]+):/, '$1 ');
  if (/[*?]/.test(p)) return undefined;
  return p.split(/\s+/).filter((w) => w !== '');
}

/**
 * Does rule `outer` match every call `inner` matches (same tool)? Only the
 * clear cases: the same argument, a whole-tool `*`/`**`, or a Bash word
 * prefix that starts the other's prefix.
 */
export function covers(outer: SanRule, inner: SanRule): boolean {
  if (outer.tool !== inner.tool || outer.bare) return false;
  if (outer.args === inner.args) return true;
  if (outer.args === '*' || outer.args === '**') return true;
  if (outer.tool !== 'Bash') return false;
  const o = prefixWords(outer.args);
  const i = literalWords(inner.args);
  if (!o || o.length > i.length) return false;
  return o.every((w, k) => w === i[k]);
}

/** The whole words a Bash rule argument starts with before any wildcard (`docker:run*` → `docker`). */
function literalWords(args: string): string[] {
  const words = args.replace(/:\*$/, '').replace(/^([^\s:*?]+):/, '$1 ').split(/\s+/).filter((w) => w !== '');
  const out: string[] = [];
  for (const w of words) {
    if (/[*?]/.test(w)) break;
    out.push(w);
  }
  return out;
}

interface CoverIndex {
  /** Non-bare rules per tool and argument. */
  byArgs: Map<string, number[]>;
  /** Whole-tool rules (`*`, `**`) per tool. */
  whole: Map<string, number[]>;
  /** Bash `prefix:*` rules per prefix (words joined by one space). */
  byPrefix: Map<string, number[]>;
}

const coverIndexes = new WeakMap<readonly SanRule[], { length: number; index: CoverIndex }>();

function file(m: Map<string, number[]>, key: string, i: number): void {
  const l = m.get(key);
  if (l) l.push(i);
  else m.set(key, [i]);
}

function coverIndex(outers: readonly SanRule[]): CoverIndex {
  const hit = coverIndexes.get(outers);
  if (hit && hit.length === outers.length) return hit.index;
  const index: CoverIndex = { byArgs: new Map(), whole: new Map(), byPrefix: new Map() };
  outers.forEach((o, i) => {
    if (o.bare) return;
    file(index.byArgs, `${o.tool}\u0000${o.args}`, i);
    if (o.args === '*' || o.args === '**') file(index.whole, o.tool, i);
    const p = o.tool === 'Bash' ? prefixWords(o.args) : undefined;
    if (p) file(index.byPrefix, p.join(' '), i);
  });
  coverIndexes.set(outers, { length: outers.length, index });
  return index;
}

/**
 * The first rule of `outers` (in order) with another text that `covers`
 * `inner`: the same as `outers.find((x) => x.text !== inner.text &&
 * covers(x, inner))`, looked up instead of scanned.
 */
export function firstCovering(outers: readonly SanRule[], inner: SanRule): SanRule | undefined {
  const index = coverIndex(outers);
  const found = new Set<number>([...(index.byArgs.get(`${inner.tool}\u0000${inner.args}`) ?? []), ...(index.whole.get(inner.tool) ?? [])]);
  if (inner.tool === 'Bash') {
    const words = literalWords(inner.args);
    for (let k = 0; k <= words.length; k++) for (const i of index.byPrefix.get(words.slice(0, k).join(' ')) ?? []) found.add(i);
  }
  return [...found]
    .sort((a, b) => a - b)
    .map((i) => outers[i]!)
    .find((x) => x.text !== inner.text && covers(x, inner));
}

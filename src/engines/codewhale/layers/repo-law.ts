/** Layer 7: repository law, protected path invariants from .codewhale/constitution.json. */
import picomatch from 'picomatch';
import type { Call } from '../../../core/types.js';
import type { CodewhaleStack, Invariant } from '../stack.js';
import { claim, type Layer } from '../state.js';
import { REPO_LAW_TOOLS } from '../tools.js';
import { writeTargets } from '../targets.js';

export const repoLawLayer: Layer = {
  id: 'repo-law',
  title: 'Repository law',
  run(s) {
    if (!REPO_LAW_TOOLS.has(s.call.tool)) {
      const shellWrites = s.shell?.writes.filter((w) => w.path !== null).map((w) => w.path!) ?? [];
      const hit = shellWrites.length > 0 && s.stack.invariants.some((inv) => shellWrites.some((p) => matcherOf(inv)(relativeTo(p, s.stack.workspace))));
      if (hit) s.warnings.push(`the command writes a path repository law protects (${shellWrites.join(', ')}), but Codewhale applies repository law to file tools only, not to shell writes`);
      return { outcome: 'skip', reason: 'repository law applies to write_file, edit_file, apply_patch and fim_edit only' };
    }
    if (s.stack.invariants.length === 0) return { outcome: 'pass', reason: 'no enforced protected_invariants' };
    const targets = writeTargets(s.call).map((t) => relativeTo(t, s.stack.workspace));
    let strongest: { action: 'ask' | 'block'; text: string; target: string; source: (typeof s.stack.invariants)[number]['source'] } | undefined;
    for (const inv of s.stack.invariants) {
      const m = matcherOf(inv);
      const target = targets.find((t) => m(t));
      if (target === undefined) continue;
      if (!strongest || (inv.action === 'block' && strongest.action === 'ask')) strongest = { action: inv.action, text: inv.text, target, source: inv.source };
    }
    if (!strongest) return { outcome: 'pass', reason: `no protected invariant covers ${targets.join(', ') || 'the target'}` };
    const what = `'${strongest.text}' protects ${strongest.target}`;
    if (strongest.action === 'block') {
      s.denied = claim('repo-law', `${what} (action block)`, strongest.source);
      return { outcome: 'deny', reason: s.denied.reason, sources: [strongest.source] };
    }
    if (s.posture.value === 'ask') {
      s.approvalRequired = true;
      s.forcePrompt = true;
      s.prompt = claim('repo-law', `${what} (action ask)`, strongest.source);
      return { outcome: 'ask', reason: `${what}; repository law forces a prompt`, sources: [strongest.source] };
    }
    s.denied = claim('repo-law', `${what}; an ask invariant blocks in ${s.posture.value}, which cannot open its prompt (switch to Ask to review it)`, strongest.source);
    return { outcome: 'deny', reason: s.denied.reason, sources: [strongest.source] };
  },
};

const matchers = new WeakMap<Invariant, (path: string) => boolean>();

/** An invariant's globs, compiled once. */
function matcherOf(inv: Invariant): (path: string) => boolean {
  let m = matchers.get(inv);
  if (m === undefined) matchers.set(inv, (m = picomatch(inv.paths, { dot: true })));
  return m;
}

/** The first write target of a file-write call an invariant protects (workspace-relative), if any. */
export function matchingInvariant(stack: CodewhaleStack, inv: Invariant, call: Call): string | undefined {
  if (!REPO_LAW_TOOLS.has(call.tool)) return undefined;
  const m = matcherOf(inv);
  return writeTargets(call).map((t) => relativeTo(t, stack.workspace)).find((t) => m(t));
}

/** Workspace-relative with `.`/`..` collapsed; an absolute path outside keeps its tail (`/etc/passwd` → `etc/passwd`). */
function relativeTo(p: string, workspace: string): string {
  const norm = (x: string) => x.replace(/\\/g, '/');
  let s = norm(p);
  const ws = norm(workspace).replace(/\/+$/, '');
  if (s === ws) return '';
  if (s.startsWith(`${ws}/`)) s = s.slice(ws.length + 1);
  const out: string[] = [];
  for (const part of s.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/**
 * The tree readings of src/engines/grok/split.ts as they were before one
 * pass collected them all (`treeFacts`): one walk per reading, each
 * command's execution scope found by climbing its ancestors. Kept here as
 * the plain path the property test compares the single pass with.
 */
import type { TsNode } from '../../../src/shell/parse.js';
import { baseName, nodeArg, redirectOne, type GrokInvocation, type GrokRedirect, type GrokTree, type InvocationWord } from '../../../src/engines/grok/split.js';

function text(t: GrokTree, n: TsNode): string {
  return t.source.slice(n.startIndex, n.endIndex);
}

function named(n: TsNode): TsNode[] {
  return n.children.filter((c) => c.isNamed);
}

const SCOPE_PARENTS = new Set(['subshell', 'command_substitution', 'process_substitution']);

/** A node's ancestors, nearest first, as a shared chain (so a walk costs nothing per level). */
interface Up {
  node: TsNode;
  up: Up | null;
}

const scopes = new WeakMap<TsNode, [number, number]>();
const childIndexes = new WeakMap<TsNode, Map<TsNode, number>>();

function childIndex(parent: TsNode, child: TsNode): number {
  // A short child list is searched: a Map per parent cost more than it saved (a 1 MB chain has 130,000 lists of three).
  if (parent.children.length <= 16) return parent.children.indexOf(child);
  let m = childIndexes.get(parent);
  if (!m) {
    m = new Map(parent.children.map((c, i) => [c, i]));
    childIndexes.set(parent, m);
  }
  return m.get(child) ?? -1;
}

/**
 * `execution_scope`. Each step looks only at a node and its parent, so the
 * answer of every node passed on the way up is the same: it is remembered,
 * and a long chain (`a && b && …`) is walked once, not once per command.
 */
function executionScope(node: TsNode, ancestors: Up | null): [number, number] {
  const passed: TsNode[] = [];
  let current = node;
  let chain = ancestors;
  let result: [number, number] | undefined;
  for (;;) {
    const known = scopes.get(current);
    if (known) {
      result = known;
      break;
    }
    passed.push(current);
    if (!chain) {
      result = [0, Number.MAX_SAFE_INTEGER];
      break;
    }
    const parent = chain.node;
    const i = childIndex(parent, current);
    if (parent.children[i + 1]?.type === '&') {
      const component = current.type === 'list' ? current : parent;
      result = [component.startIndex, component.endIndex];
      break;
    }
    if (SCOPE_PARENTS.has(parent.type)) {
      result = [parent.startIndex, parent.endIndex];
      break;
    }
    if (parent.type === 'pipeline') {
      result = [current.startIndex, current.endIndex];
      break;
    }
    current = parent;
    chain = chain.up;
  }
  for (const n of passed) scopes.set(n, result);
  return result;
}

/** Every node of the tree with its ancestors (nearest first), in no particular order. */
function walk(t: GrokTree, visit: (n: TsNode, ancestors: Up | null) => void): void {
  // Two parallel stacks, and an ancestor link only for a node with children: no object per visited node.
  const nodes: TsNode[] = [t.root];
  const ups: (Up | null)[] = [null];
  while (nodes.length > 0) {
    const n = nodes.pop()!;
    const up = ups.pop()!;
    visit(n, up);
    const children = n.children;
    if (children.length === 0) continue;
    const next: Up = { node: n, up };
    for (const c of children) {
      nodes.push(c);
      ups.push(next);
    }
  }
}

/** `shell_command_invocations`: every command node, nested ones included, in source order. */
export function invocationsFresh(t: GrokTree): GrokInvocation[] {
  const out: GrokInvocation[] = [];
  walk(t, (n, up) => {
    if (n.type !== 'command') return;
    const words: InvocationWord[] = [];
    for (const child of named(n)) {
      const target = child.type === 'command_name' ? named(child)[0] : child;
      const w = target ? nodeArg(t, target) : undefined;
      if (w !== undefined) words.push(w);
    }
    out.push({ words, range: [n.startIndex, n.endIndex], scope: executionScope(n, up) });
  });
  return out.sort((a, b) => a.range[0] - b.range[0]);
}

/** `cwd_poison_positions`: where a `cd`, `pushd` or `popd` runs, and in which scope. */
export function cwdChangesFresh(t: GrokTree): { at: number; scope: [number, number] }[] {
  const out: { at: number; scope: [number, number] }[] = [];
  walk(t, (n, up) => {
    if (n.type !== 'command') return;
    const name = n.children.find((c) => c.type === 'command_name');
    if (name && ['cd', 'pushd', 'popd'].includes(baseName(text(t, name)))) out.push({ at: n.startIndex, scope: executionScope(n, up) });
  });
  return out;
}

/** Every `variable_assignment` key anywhere in the tree (`script_env_risk` (a)). */
export function assignmentKeysFresh(t: GrokTree): string[] {
  const keys: string[] = [];
  const stack: TsNode[] = [t.root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'variable_assignment') {
      const name = n.children.find((c) => c.type === 'variable_name');
      keys.push(name ? text(t, name) : (text(t, n).split('=')[0] ?? ''));
    }
    for (const c of n.children) stack.push(c);
  }
  return keys;
}

/** `shell_redirect_targets`: file redirects anywhere in the tree; here-docs and fd duplications skipped. */
export function redirectsFresh(t: GrokTree): GrokRedirect[] {
  const out: GrokRedirect[] = [];
  walk(t, (n, up) => {
    if (n.type !== 'file_redirect') return;
    const r = redirectOne(t, n, executionScope(n, up));
    if (r) out.push(r);
  });
  return out.sort((a, b) => a.range[0] - b.range[0]);
}

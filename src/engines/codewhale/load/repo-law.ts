/** `.codewhale/constitution.json`: protected path invariants (repository law). */
import picomatch from 'picomatch';
import { DocReader, isTable } from '../../../config/values.js';
import type { LocatedDoc } from '../../../config/located.js';
import type { Invariant } from '../stack.js';

/**
 * Only objects with non-empty `text`, at least one usable glob in `paths`
 * and `action` ask (default) or block are enforced; strings and other
 * entries are advisory prose that Codewhale shows the model but never
 * enforces. Problems here never stop the agent.
 */
export function readConstitution(doc: LocatedDoc): { invariants: Invariant[]; notes: { loc: Invariant['source']; message: string }[] } {
  const r = new DocReader(doc);
  const notes: { loc: Invariant['source']; message: string }[] = [];
  const invariants: Invariant[] = [];
  const version = r.get(['schema_version']);
  if (version !== undefined && version !== 1) notes.push({ loc: r.at(['schema_version']), message: `schema_version ${JSON.stringify(version)} is not 1; Codewhale reads it on a best-effort basis` });
  const list = r.get(['protected_invariants']);
  if (list === undefined) return { invariants, notes };
  if (!Array.isArray(list)) {
    notes.push({ loc: r.valueAt(['protected_invariants']), message: 'protected_invariants must be an array; Codewhale enforces nothing from it' });
    return { invariants, notes };
  }
  list.forEach((entry, i) => {
    const p = ['protected_invariants', i];
    if (typeof entry === 'string') return; // advisory prose
    if (!isTable(entry)) {
      notes.push({ loc: r.valueAt(p), message: `protected_invariants[${i}] is neither text nor an object; ignored` });
      return;
    }
    const text = typeof entry.text === 'string' ? entry.text.trim() : '';
    const rawPaths = Array.isArray(entry.paths) ? entry.paths : [];
    const paths = rawPaths.filter((g): g is string => typeof g === 'string' && g.trim() !== '' && compiles(g));
    const action = entry.action === undefined ? 'ask' : entry.action;
    if (action !== 'ask' && action !== 'block') {
      notes.push({ loc: r.valueAt([...p, 'action']), message: `action ${JSON.stringify(action)} is not ask or block; this invariant is not enforced` });
      return;
    }
    if (text === '' || paths.length === 0) {
      notes.push({ loc: r.valueAt(p), message: `protected_invariants[${i}] has no ${text === '' ? 'text' : 'usable paths'}; it is advisory only and never enforced` });
      return;
    }
    if (paths.length < rawPaths.length) notes.push({ loc: r.valueAt([...p, 'paths']), message: `protected_invariants[${i}].paths has entries that are not usable globs; they are skipped` });
    invariants.push({ index: i, text, paths, action, source: r.valueAt(p) });
  });
  return { invariants, notes };
}

function compiles(glob: string): boolean {
  try {
    picomatch.makeRe(glob);
    return true;
  } catch {
    return false;
  }
}

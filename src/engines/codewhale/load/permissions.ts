/**
 * `permissions.toml`, the only source of typed rules. Codewhale parses it
 * with unknown fields denied, so an unknown key or a wrong type breaks the
 * whole file.
 */
import { DocReader, isTable } from '../../../config/values.js';
import type { LocatedDoc } from '../../../config/located.js';
import type { Decision } from '../../../core/types.js';
import type { RuleLayer, TypedRule } from '../stack.js';

export const RULE_KEYS = ['tool', 'command', 'command_exact', 'path', 'workspace', 'action'] as const;
const ACTIONS: readonly Decision[] = ['allow', 'ask', 'deny'];

export function readPermissions(doc: LocatedDoc, layer: RuleLayer = 'user'): { rules: TypedRule[]; reader: DocReader } {
  const r = new DocReader(doc);
  r.unknownKeys([], ['rules']);
  const list = r.array(['rules']) ?? [];
  const rules: TypedRule[] = [];
  list.forEach((entry, index) => {
    const p = ['rules', index];
    if (!isTable(entry)) {
      r.table(p);
      return;
    }
    r.unknownKeys(p, RULE_KEYS);
    const tool = r.string([...p, 'tool']);
    if (tool === undefined && r.get([...p, 'tool']) === undefined) {
      r.problems.push({ kind: 'missing', loc: r.at(p), message: `rules[${index}] has no tool; every rule needs one` });
    }
    const command = r.string([...p, 'command']);
    const commandExact = r.boolean([...p, 'command_exact']) ?? false;
    const path = r.string([...p, 'path']);
    const workspace = r.string([...p, 'workspace']);
    const rawAction = r.get([...p, 'action']);
    const action = r.oneOf([...p, 'action'], ACTIONS);
    if (tool === undefined || (rawAction !== undefined && action === undefined)) return;
    rules.push({
      index,
      layer,
      tool,
      ...(command !== undefined ? { command } : {}),
      commandExact,
      ...(path !== undefined ? { path } : {}),
      ...(workspace !== undefined ? { workspace } : {}),
      action: action ?? 'ask',
      actionDefaulted: rawAction === undefined,
      source: doc.locateValue(p) ?? r.at(p),
    });
  });
  return { rules, reader: r };
}

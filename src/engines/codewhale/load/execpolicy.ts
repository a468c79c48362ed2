/**
 * `~/.deepseek/execpolicy.toml`, read by the shell tool at execution time:
 * its deny patterns block a command in every posture, Full Access included.
 * Only the deny lists bear on a decision (an allow there never skips an
 * approval on the TUI path). If the file exists but does not parse, the
 * shell tool fails every command.
 *
 * Source: crates/tui/src/execpolicy/rules.rs (ExecPolicyConfig, evaluate,
 * default_execpolicy_path, load_default_policy); crates/tui/src/tools/shell.rs
 * (BashTool::execute).
 */
import type { LocatedDoc } from '../../../config/located.js';
import { DocReader, isTable } from '../../../config/values.js';
import type { ExecPolicy } from '../stack.js';

export function readExecPolicy(doc: LocatedDoc, path: string): ExecPolicy {
  const r = new DocReader(doc);
  const denies: ExecPolicy['denies'] = [];
  const rules = r.get(['rules']);
  if (rules !== undefined && !isTable(rules)) return { path, error: '`rules` is not a table' };
  // Codewhale keeps the groups in a BTreeMap: evaluated in sorted key order.
  for (const group of Object.keys(rules ?? {}).sort()) {
    const set = (rules as Record<string, unknown>)[group];
    if (!isTable(set)) return { path, error: `rules.${group} is not a table` };
    const deny = (set as Record<string, unknown>).deny;
    if (deny === undefined) continue;
    if (!Array.isArray(deny) || deny.some((d) => typeof d !== 'string')) return { path, error: `rules.${group}.deny is not a list of strings` };
    (deny as string[]).forEach((pattern, i) => denies.push({ group, pattern, source: doc.locateValue(['rules', group, 'deny', i]) ?? r.at(['rules', group]) }));
  }
  return { path, denies };
}

/**
 * Near-miss warnings for san settings files (src/config/did-you-mean.ts),
 * over the fields settings-file.ts decodes (one vocabulary: TOP_FIELDS and
 * PERMISSION_FIELDS). Only a key close to a known one is reported here; san
 * lists every unknown key as an ignored value already. A Claude-compatible
 * file is Claude Code's too, so its top level is not judged.
 */
import type { LocatedDoc } from '../../../config/located.js';
import { keyProblems, type KeyProblem, type KeyTree } from '../../../config/did-you-mean.js';
import { PERMISSION_FIELDS, TOP_FIELDS } from './settings-file.js';

const TREE: KeyTree = {
  ...Object.fromEntries(Object.keys(TOP_FIELDS).map((k) => [k, 'any' as const])),
  permissions: Object.fromEntries(PERMISSION_FIELDS.map((k) => [k, 'leaf' as const])),
};

export function sanKeyProblems(doc: LocatedDoc, claudeCompat: boolean): KeyProblem[] {
  return keyProblems(doc, TREE, { agent: 'san', unknown: 'typos', caseInsensitive: true, tolerated: (path) => claudeCompat && path.length === 0 });
}

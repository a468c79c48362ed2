/** Locations inside rules, from the parse-time positions of the file's keys. */
import type { SourceLoc } from '../../config/errors.js';
import type { TypedRule } from '../../engines/codewhale/stack.js';
import type { LintContext } from '../types.js';

export type RuleKey = 'tool' | 'command' | 'command_exact' | 'path' | 'workspace' | 'action';

/** Where one key of a `[[rules]]` entry is written; the whole rule when the key is absent. */
export function ruleKeyLoc(ctx: Pick<LintContext, 'doc'>, r: TypedRule, key: RuleKey): SourceLoc {
  return ctx.doc(r.source.file)?.locate(['rules', r.index, key]) ?? r.source;
}

/** `line 14` in the same file, else `path:14`. */
export function lineRef(loc: SourceLoc, from: string, display: (file: string) => string = (f) => f): string {
  return loc.file === from ? `line ${loc.line}` : `${display(loc.file)}:${loc.line}`;
}

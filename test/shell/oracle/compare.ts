/**
 * The oracle's judgement: every command bash executed must be a segment of
 * whale-perm's analysis, or fall inside one of its opacity findings.
 *
 * A name is a segment's when it is the program of its argv or rawArgv, or
 * the first word of one of its wrappers (bash runs `sudo`; whale-perm also
 * shows the `rm` inside). A name is inside an opacity finding when the text
 * the finding covers spells it (after quote and backslash removal), or when
 * that text is computed (holds an expansion) and so could produce any name,
 * or when the finding says the command comes from outside the text (a
 * rebinding, a variable's value evaluated, data, a config): then anything
 * may run. The class tables pin down which finding each such string gets.
 */
import { analyzeShell, programName, type ShellAnalysis } from '../../../src/shell/index.js';
import type { BashRun } from './bash-runner.js';

export interface Miss {
  kind: 'external' | 'builtin';
  name: string;
}

/** Opacity reasons whose finding stands for code that cannot be named in advance. */
const ANYTHING = new Set(['dynamic-command', 'eval-dynamic', 'dynamic-payload', 'stdin-interpreter', 'source-file']);
/** Reasons that say the command run comes from somewhere not in the text at all: any name may run. */
const UNKNOWABLE = new Set(['runtime-rebinding', 'evaluated-variable', 'code-from-data', 'indirect-command']);

function spelled(text: string): string {
  return text.replace(/\\\n/g, '').replace(/["'\\]/g, '');
}

export function misses(input: string, run: BashRun, analysis: ShellAnalysis = analyzeShell(input)): Miss[] {
  const names = new Set<string>();
  let anyName = false;
  for (const s of analysis.segments) {
    if (s.argv[0] !== undefined) names.add(programName(s.argv[0]));
    if (s.rawArgv[0] !== undefined) names.add(programName(s.rawArgv[0]));
    for (const w of s.wrappers) names.add(programName(w.split(' ')[0] ?? ''));
    if (s.dynamicWords.includes(0)) anyName = true;
  }
  const opaqueTexts: string[] = [];
  for (const o of analysis.opaque) {
    const text = input.slice(o.range[0], o.range[1]);
    if (UNKNOWABLE.has(o.reason) || (ANYTHING.has(o.reason) && /[$`*?[]/.test(text))) {
      anyName = true;
    }
    opaqueTexts.push(text, spelled(text));
  }
  const covered = (name: string): boolean =>
    anyName || names.has(name) || opaqueTexts.some((t) => t.includes(name));
  const out: Miss[] = [];
  const seen = new Set<string>();
  for (const argv of run.externals) {
    const name = argv[0] ?? '';
    if (name === '' || covered(name) || seen.has(`e${name}`)) continue;
    seen.add(`e${name}`);
    out.push({ kind: 'external', name });
  }
  for (const name of run.builtins) {
    if (covered(name) || seen.has(`b${name}`)) continue;
    seen.add(`b${name}`);
    out.push({ kind: 'builtin', name });
  }
  return out;
}

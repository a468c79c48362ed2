/**
 * The short-flag letters and literal words of a command or of a Bash rule's
 * literal prefix, to tell where a command spells a rule's flags another way
 * (`rm -fr` for a rule on `rm -rf`, `rm -r -f`, `rm --recursive --force`):
 * Claude Code matches the text, so such a rule does not apply (reach.ts).
 */
import { literalPrefix } from './bash-pattern.js';
import { byText } from '../../core/memo.js';

const LONG_FLAGS: Readonly<Record<string, string>> = { '--recursive': 'r', '--force': 'f', '-R': 'r', '--verbose': 'v', '--all': 'a' };

export interface FlagShape {
  program: string;
  words: string[];
  flags: Set<string>;
}

/** Short-flag letters and literal words of a command's or rule's words. */
function shape(words: readonly string[]): { words: string[]; flags: Set<string> } {
  const flags = new Set<string>();
  const plain: string[] = [];
  for (const w of words) {
    if (Object.hasOwn(LONG_FLAGS, w)) flags.add(LONG_FLAGS[w]!);
    else if (/^-[A-Za-z]+$/.test(w)) for (const c of w.slice(1)) flags.add(c);
    else if (!w.startsWith('-')) plain.push(w);
  }
  return { words: plain, flags };
}

/** The program, words and short flags of a rule's literal prefix; undefined when it names no flag (computed once per pattern). */
export const ruleShape = byText((pattern: string): FlagShape | undefined => {
  const prefix = literalPrefix(pattern).split(/\s+/).filter((w) => w !== '');
  const sh = prefix.length < 2 ? undefined : shape(prefix.slice(1));
  return sh === undefined || sh.flags.size === 0 ? undefined : { program: prefix[0]!, ...sh };
}, 100_000);

/** A command's program, plain words and short flags (what a rule's shape is compared with). */
export function commandShape(argv: readonly string[]): FlagShape {
  return { program: argv[0] ?? '', ...shape(argv.slice(1)) };
}

/** Every flag of the rule is set in the command and its words come in the command's words, in order. */
export function shapeFits(rule: FlagShape, cmd: FlagShape): boolean {
  if (cmd.program !== rule.program) return false;
  for (const f of rule.flags) if (!cmd.flags.has(f)) return false;
  let i = 0;
  for (const w of cmd.words) if (i < rule.words.length && w === rule.words[i]) i++;
  return i === rule.words.length;
}

/**
 * The rule's literal prefix uses the same program, subcommand words and
 * short flags as the command, in another spelling (`rm -rf` vs `rm -fr`,
 * `rm -r -f`, `rm --recursive --force`).
 */
export function sameFlagsOtherSpelling(pattern: string, argv: readonly string[]): boolean {
  const rule = ruleShape(pattern);
  return rule !== undefined && argv[0] === rule.program && shapeFits(rule, commandShape(argv));
}

/**
 * The shell file gate (`shell_access.rs` `evaluate_shell_file_access_inner`,
 * `evaluate_shell_path`), over grok's own tree: only when a Read or Edit
 * deny/ask rule exists, and only to escalate. The files every command of the
 * tree reads and writes (redirects, `dd if=/of=`, `-o` outputs, `cp`/`mv`
 * sources and destinations, `rm`/`touch`/… operands, the operands of known
 * readers and writers) are checked against those rules as written, anchored
 * at the workspace, and where their symlinks lead. It fails closed to an ask
 * on: a relative operand after a `cd` in the same scope, a computed or glob
 * operand of a known file command, an unresolvable symlink chain, a wrapper
 * it cannot peel, an untrusted or unrecognized `sh -c`, a recursive search.
 */
import { posix } from 'node:path';
import { candidates, longFlagValues, outputFlagValues, sedInPlace } from './findings.js';
import { resolvePath } from './paths.js';
import { ruleIndex } from './rule-index.js';
import { pathForms, ruleMatches } from './rules.js';
import { baseName, cwdChanges, cwdUnpinnedBefore, dashC, invocations, normalizeWords, parseGrok, peelsNothing, redirects } from './split.js';
import type { GrokRule, GrokStack } from './stack.js';
import type { Access } from './tools.js';

export interface FileHit {
  rule: GrokRule;
  on: string;
}

export interface FileGate {
  hits: FileHit[];
  failClosed?: string;
}

type Mode = 'read' | 'write';

const READERS = new Set([
  'cat', 'tac', 'nl', 'head', 'tail', 'grep', 'egrep', 'fgrep', 'rg', 'sed', 'awk', 'less', 'more', 'bat', 'strings', 'xxd', 'od', 'hexdump',
  'base64', 'base32', 'cut', 'sort', 'uniq', 'wc', 'type', 'get-content', 'gc', 'diff', 'comm', 'rev', 'jq', 'yq', 'select-string', 'sls', 'ag',
  'ack', 'zcat', 'zless', 'zmore', 'zgrep', 'zegrep', 'zfgrep', 'bzcat', 'bzgrep', 'xzcat', 'xzgrep', 'zstdcat', 'lz4cat',
]);
const WRITERS = new Set(['tee', 'set-content', 'out-file', 'add-content', 'tee-object', 'truncate']);

/** `shell_file_mode`. */
function fileMode(program: string): Mode | undefined {
  return READERS.has(program) ? 'read' : WRITERS.has(program) ? 'write' : undefined;
}

/** `special_file_operands`. */
function specialOperands(program: string, words: readonly string[]): [string, Mode][] {
  switch (program) {
    case 'dd':
      return words.slice(1).flatMap((t): [string, Mode][] => (t.startsWith('if=') ? [[t.slice(3), 'read']] : t.startsWith('of=') ? [[t.slice(3), 'write']] : []));
    case 'sort':
    case 'go':
    case 'git':
      return outputFlagValues(words).map((p) => [p, 'write']);
    case 'rustc':
      return [...outputFlagValues(words), ...longFlagValues(words, '--out-dir')].map((p) => [p, 'write']);
    case 'rustfmt':
      return candidates(words).map((p) => [p, 'write']);
    default:
      return [];
  }
}

/** `shell_path_command_operands`. */
function pathOperands(program: string, words: readonly string[]): [string, Mode][] | undefined {
  const ops = candidates(words);
  if (['cp', 'mv', 'ln', 'install'].includes(program)) {
    if (ops.length === 0) return undefined;
    return [...ops.slice(0, -1).map((p): [string, Mode] => [p, 'read']), [ops[ops.length - 1]!, 'write']];
  }
  if (['rm', 'rmdir', 'mkdir', 'touch'].includes(program)) return ops.map((p) => [p, 'write']);
  if (program === 'uniq' && ops.length >= 2) return [[ops[0]!, 'read'], [ops[1]!, 'write']];
  return undefined;
}

function ambiguous(token: string): boolean {
  return /[*?[]/.test(token);
}

/** `shell_reader_can_recurse`. */
function canRecurse(program: string, words: readonly string[], cands: readonly string[]): boolean {
  const grepRecursive = ['grep', 'egrep', 'fgrep'].includes(program) && words.some((w) => w === '--recursive' || w === '--dereference-recursive' || (w.startsWith('-') && !w.startsWith('--') && /[rR]/.test(w)));
  const dir = (c: string) => c === '.' || c === '..' || c.endsWith('/');
  const searches = ['rg', 'ag', 'ack'].includes(program) && (cands.length <= 1 || cands.slice(1).some(dir));
  return grepRecursive || searches;
}

/** `normalize_shell_path`: quotes trimmed, backslashes as slashes, `.`/`..` collapsed (the raw form keeps them for symlinks). */
function rawPath(token: string): string {
  const p = token.replace(/^["']+|["']+$/g, '').replace(/\\/g, '/');
  return p.startsWith('/c/') ? `C:/${p.slice(3)}` : p;
}

function isAbsolute(p: string): boolean {
  return p.startsWith('/') || p.startsWith('~/') || /^[A-Za-z]:/.test(p);
}

const MAX_DEPTH = 8;

/** What normalizeWords answers for words whose head it cannot peel: nothing changed, nothing flagged (its words are not read here). */
const UNPEELED = { words: [], chdir: false, splitString: false, envUncertain: false, exhausted: false, ambiguous: false } as const;

export function fileGate(stack: GrokStack, cmd: string): FileGate {
  return gate(stack, cmd, true);
}

/** The gate checking every operand again, repeated ones too (exported for the test that compares it with `fileGate`). */
export function fileGateEveryCheck(stack: GrokStack, cmd: string): FileGate {
  return gate(stack, cmd, false);
}

function gate(stack: GrokStack, cmd: string, once: boolean): FileGate {
  const ix = ruleIndex(stack.rules);
  const out: FileGate = { hits: [] };
  if (ix.fileDenyAsk.length === 0) return out;
  const fail = (why: string) => {
    out.failClosed ??= why;
  };
  // The operands already checked in this call, by token, mode and pinning: a check again adds nothing
  // (a rule's hit and the fail-closed reason are each kept from their first time; the command's text
  // appears only in those), and a long chain names the same file thousands of times.
  const checked = new Set<string>();
  const check = (token: string, mode: Mode, unpinned: boolean, text: string) => {
    if (once) {
      const key = `${mode}${unpinned ? '!' : ':'}${token}`;
      if (checked.has(key)) return;
      checked.add(key);
    }
    const verb = mode === 'read' ? 'reads' : 'writes';
    const raw = rawPath(token);
    const lexical = raw.startsWith('~') ? raw : posix.normalize(raw);
    const tryPath = (p: string, how: string) => {
      const a: Access = mode === 'read' ? { kind: 'read', path: p } : { kind: 'edit', path: p };
      for (const r of ix.candidates('denyAsk', a, pathForms(p, stack.workspace))) if (r.tool !== 'bash' && ruleMatches(r, a, stack.workspace)) if (!out.hits.some((h) => h.rule === r)) out.hits.push({ rule: r, on: `the file ${token}${how} that '${text}' ${verb}` });
    };
    tryPath(lexical, '');
    if (unpinned && !isAbsolute(raw)) {
      fail(`'${text}' ${verb} ${token} after a \`cd\`, where grok cannot pin the directory, so its file rules fail closed`);
      return;
    }
    const abs = raw.startsWith('~/') ? posix.join(stack.userHome, raw.slice(1)) : raw.startsWith('/') ? raw : posix.join(stack.workspace, raw);
    const resolved = resolvePath(stack.reader, abs);
    if (resolved.kind === 'unresolvable') fail(`the symlinks of ${token} (which '${text}' ${verb}) do not resolve, so grok's file rules fail closed`);
    else if (resolved.kind === 'resolved' && resolved.path !== posix.normalize(abs)) tryPath(resolved.path, ` (its symlinks lead to ${resolved.path})`);
  };
  const walk = (script: string, depth: number, inheritedUnpinned: boolean, entered: boolean) => {
    const tree = parseGrok(script);
    const parseFailed = tree.root.hasError;
    if (entered && parseFailed) fail(`grok cannot parse the script \`${script}\`, so its file rules fail closed`);
    const changes = cwdChanges(tree);
    for (const r of redirects(tree)) {
      const text = script.slice(r.range[0], r.range[1]);
      if (r.ambiguous) fail(`the redirect \`${text}\` names a file computed at run time, so grok's file rules fail closed`);
      if (r.path !== null) check(r.path, r.write ? 'write' : 'read', inheritedUnpinned || cwdUnpinnedBefore(changes, r.range[0], r.scope), text);
    }
    for (const inv of invocations(tree)) {
      const text = script.slice(inv.range[0], inv.range[1]);
      // A head the peel cannot take off (most commands) leaves the words as they are: no marked copy to peel.
      const plain = peelsNothing(inv.words);
      const norm = plain ? UNPEELED : normalizeWords(inv.words.map((w) => w ?? '\0'));
      const words = plain ? inv.words : inv.words.slice(inv.words.length - norm.words.length);
      const unpinned = inheritedUnpinned || cwdUnpinnedBefore(changes, inv.range[0], inv.scope) || norm.chdir;
      if (norm.exhausted || norm.splitString || norm.envUncertain || norm.ambiguous) fail(`grok cannot peel the wrappers of \`${text}\`, so its file rules fail closed`);
      const inline = dashC(words);
      if (parseFailed && inline.kind !== 'not-inline') fail(`\`${text}\` runs a shell script in a command grok cannot parse, so its file rules fail closed`);
      if (inline.kind === 'literal') {
        const inner = words[inline.index];
        if (depth === 0) fail('inline shell scripts nest too deep, so grok\'s file rules fail closed');
        else if (typeof inner === 'string') walk(inner, depth - 1, unpinned, true);
      } else if (inline.kind !== 'not-inline') fail(`\`${text}\` runs a shell script grok cannot read (${inline.kind}), so its file rules fail closed`);
      const literal = words.filter((w): w is string => w !== null);
      const head = words[0];
      if (typeof head !== 'string') continue;
      const program = baseName(head).toLowerCase();
      if (['cd', 'pushd', 'popd'].includes(program)) continue;
      const cands = candidates(literal);
      const paths = pathOperands(program, literal);
      const known = program === 'dd' || fileMode(program) !== undefined || paths !== undefined;
      if (known && (unpinned || words.includes(null) || parseFailed)) fail(`grok cannot pin the files \`${text}\` touches (${unpinned ? 'after a `cd`' : words.includes(null) ? 'a word computed at run time' : 'a script it cannot parse'}), so its file rules fail closed`);
      for (const [p, m] of specialOperands(program, literal)) {
        if (ambiguous(p)) fail(`\`${text}\` names ${p}, a pattern grok cannot pin, so its file rules fail closed`);
        check(p, m, unpinned, text);
      }
      if (program === 'dd') continue;
      if (paths) {
        for (const [p, m] of paths) {
          if (ambiguous(p)) fail(`\`${text}\` names ${p}, a pattern grok cannot pin, so its file rules fail closed`);
          check(p, m, unpinned, text);
        }
        continue;
      }
      const mode = fileMode(program);
      if (!mode) continue;
      const modes: Mode[] = program === 'sed' && sedInPlace(literal) ? ['read', 'write'] : [mode];
      for (const c of cands) {
        if (ambiguous(c)) fail(`\`${text}\` names ${c}, a pattern grok cannot pin, so its file rules fail closed`);
        for (const m of modes) check(c, m, unpinned, text);
      }
      if (canRecurse(program, literal, cands)) fail(`\`${text}\` searches directories recursively, so grok cannot pin the files it reads and its file rules fail closed`);
    }
  };
  walk(cmd, MAX_DEPTH, false, false);
  return out;
}

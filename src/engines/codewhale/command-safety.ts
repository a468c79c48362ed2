/**
 * Codewhale's command-safety analyzer, the one model of it in whale-perm.
 * Three layers read it: the exec_shell baseline (is the command a parallel
 * read-only one, so its requirement is Auto), auto-review (Benign risk, a
 * routine shell command, a destructive one) and the execution-time gate (a
 * command rated Dangerous is blocked outside Full Access).
 *
 * It reads the raw command string the way Codewhale does — substring tests,
 * a quote-blind operator split, a POSIX word splitter — with its blind spots
 * kept: what bash would really run is whale-perm's tree-sitter reading, and
 * the difference is reported as a risk, never folded in here.
 *
 * Source: crates/tui/src/command_safety.rs (analyze_command,
 * analyze_destructive_patterns, is_parallel_readonly_command, …) and
 * crates/tui/src/tui/auto_review.rs (shell_params_are_auto_review_routine).
 */

import { byText } from '../../core/memo.js';
import { PROBED } from './recall.js';

export type SafetyLevel = 'safe' | 'workspace-safe' | 'requires-approval' | 'dangerous';

export interface SafetyAnalysis {
  level: SafetyLevel;
  reason: string;
}

const result = (level: SafetyLevel, reason: string): SafetyAnalysis => ({ level, reason });

// ── Word splitting ────────────────────────────────────────────────────────────

/**
 * POSIX-style word splitting as the shlex crate does it: blanks split words,
 * single quotes are literal, double quotes keep `\$ \` \" \\` escapes, a
 * backslash outside quotes escapes one character, `#` at the start of a
 * word comments out the rest of the line. Undefined on an unclosed quote or
 * a trailing backslash.
 */
export function shlexSplit(input: string): string[] | undefined {
  // Without quotes, backslashes or comments, shlex's words are the runs of non-blanks.
  if (!SHLEX_SPECIAL.test(input)) return input.split(SHLEX_BLANKS).filter((w) => w !== '');
  // Every character shlex treats specially is ASCII, so reading UTF-16 units is reading its characters.
  const n = input.length;
  let i = 0;
  const out: string[] = [];
  const next = (): string | undefined => (i < n ? input[i++] : undefined);
  for (;;) {
    let ch = next();
    if (ch === undefined) return out;
    // Skip blanks and comments before a word.
    let atWord = false;
    while (!atWord) {
      if (ch === ' ' || ch === '\t' || ch === '\n') {
        // blank
      } else if (ch === '#') {
        for (let c = next(); c !== undefined && c !== '\n'; c = next());
      } else {
        atWord = true;
        break;
      }
      ch = next();
      if (ch === undefined) return out;
    }
    let word = '';
    for (;;) {
      if (ch === '"') {
        for (;;) {
          const c = next();
          if (c === undefined) return undefined;
          if (c === '"') break;
          if (c === '\\') {
            const d = next();
            if (d === undefined) return undefined;
            if (d === '$' || d === '`' || d === '"' || d === '\\') word += d;
            else if (d !== '\n') word += `\\${d}`;
          } else word += c;
        }
      } else if (ch === "'") {
        const close = input.indexOf("'", i);
        if (close < 0) return undefined;
        word += input.slice(i, close);
        i = close + 1;
      } else if (ch === '\\') {
        const d = next();
        if (d === undefined) return undefined;
        if (d !== '\n') word += d;
      } else if (ch === ' ' || ch === '\t' || ch === '\n') {
        break;
      } else {
        word += ch;
      }
      const c = next();
      if (c === undefined) break;
      ch = c;
    }
    out.push(word);
  }
}

const SHLEX_SPECIAL = /["'\\#]/;
const SHLEX_BLANKS = /[ \t\n]+/;

/** shell_words: shlex, or on a parse failure whitespace words with edge quotes trimmed. */
export const shellWords: (segment: string) => readonly string[] = byText((segment) => shlexSplit(segment) ?? splitWhitespace(segment).map((t) => trimChars(t, `"'`)), PROBED);

function splitWhitespace(s: string): string[] {
  return s.split(/\s+/).filter((t) => t !== '');
}

function trimChars(s: string, set: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && set.includes(s[a]!)) a++;
  while (b > a && set.includes(s[b - 1]!)) b--;
  return s.slice(a, b);
}

/** The destructive pass's stages: split on `&&`, `||`, `|` and `;`, quotes ignored. */
export function splitCommandSegments(command: string): string[] {
  // Without `|`, `;` or `&`, no operator splits it: the one stage is the trimmed text (a chain's segment, mostly).
  if (!STAGE_CHARS.test(command)) {
    const t = command.trim();
    return t === '' ? [] : [t];
  }
  // Left to right, `&&` and `||` as one operator, a lone `&` kept: what a character walk does.
  return trimmedParts(command.split(STAGE_OPERATORS));
}

const STAGE_CHARS = /[|;&]/;

const STAGE_OPERATORS = /&&|\|\||[|;]/;

/** The trimmed, non-empty parts. */
export function trimmedParts(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    const t = p.trim();
    if (t !== '') out.push(t);
  }
  return out;
}

/** Rust's `str::lines()`: split on `\n`, dropping one trailing `\r` per line. */
export function rustLines(s: string): string[] {
  const parts = s.split('\n');
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts.map((p) => (p.endsWith('\r') ? p.slice(0, -1) : p));
}

// ── Wrappers and the primary command ──────────────────────────────────────────

const MAX_WRAPPER_DEPTH = 8;
const ARGV_PASSTHROUGH_WRAPPERS = new Set(['sudo', 'doas', 'command', 'nice', 'ionice', 'nohup', 'stdbuf', 'setsid', 'time', 'timeout', 'xargs']);
const SHELL_WRAPPERS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish']);

function isEnvAssignment(token: string): boolean {
  const eq = token.indexOf('=');
  if (eq < 0) return false;
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(token.slice(0, eq));
}

/** Index of the command word after `env …` and `NAME=value` prefixes. */
export function primaryTokenIndex(tokens: readonly string[]): number | undefined {
  let idx = 0;
  while (idx < tokens.length) {
    const t = tokens[idx]!;
    if (t === 'env') {
      idx++;
      while (idx < tokens.length && (tokens[idx]!.startsWith('-') || isEnvAssignment(tokens[idx]!))) idx++;
      continue;
    }
    if (isEnvAssignment(t)) {
      idx++;
      continue;
    }
    return idx;
  }
  return undefined;
}

/** `/usr/bin/rm`, `"rm"`, `RM.exe` → `rm`. */
function commandWord(token: string): string {
  const unquoted = token.includes('"') || token.includes("'") ? trimChars(token, `"'`) : token;
  const normalized = unquoted.includes('\\') ? unquoted.replace(/\\/g, '/') : unquoted;
  const base = normalized.slice(normalized.lastIndexOf('/') + 1);
  return (base.endsWith('.exe') ? base.slice(0, -4) : base).toLowerCase();
}

function looksLikeNumericOperand(token: string): boolean {
  const t = token.replace(/[A-Za-z]+$/, '');
  return t !== '' && /^[0-9.]+$/.test(t);
}

function skipPassthroughPrefix(wrapper: string, args: readonly string[]): string[] {
  let i = 0;
  while (i < args.length && args[i]!.startsWith('-')) i++;
  if ((wrapper === 'timeout' || wrapper === 'nice' || wrapper === 'ionice') && i < args.length && looksLikeNumericOperand(args[i]!)) i++;
  return args.slice(i);
}

/** The argv that actually runs, wrappers and `sh -c` peeled; undefined past the depth limit (fails closed). */
function unwrapToEffectiveTokens(tokens: readonly string[]): readonly string[] | undefined {
  let current = tokens;
  for (let depth = 0; depth < MAX_WRAPPER_DEPTH; depth++) {
    const start = primaryTokenIndex(current);
    if (start === undefined) return current;
    const word = commandWord(current[start]!);
    if (SHELL_WRAPPERS.has(word)) {
      const flagAt = current.indexOf('-c', start + 1);
      const payload = flagAt >= 0 ? current[flagAt + 1] : undefined;
      if (payload !== undefined) {
        current = shellWords(payload);
        continue;
      }
      return current;
    }
    if (ARGV_PASSTHROUGH_WRAPPERS.has(word)) {
      const rest = skipPassthroughPrefix(word, current.slice(start + 1));
      if (rest.length === 0) return current;
      current = rest;
      continue;
    }
    if (current[start] === word) return current;
    const normalized = [...current];
    normalized[start] = word;
    return normalized;
  }
  return undefined;
}

// ── Destructive targets ───────────────────────────────────────────────────────

function isRootDeleteTarget(target: string): boolean {
  const n = trimChars(target, `"'`).replace(/\\/g, '/');
  return n === '/' || n === '/*' || n === '//' || n.startsWith('/*/') || n.startsWith('/.');
}

function isHomeDeleteTarget(target: string): boolean {
  const l = trimChars(target, `"'`).replace(/\\/g, '/').toLowerCase();
  return l === '~' || l.startsWith('~/') || l === '$home' || l.startsWith('$home/') || l === '${home}' || l.startsWith('${home}/');
}

function hasParentEscape(target: string): boolean {
  return target.replace(/\\/g, '/').split('/').includes('..');
}

/** dangerous_rm_reason: a recursive or forced rm of an unexpanded variable, root, home or a parent escape. */
export function dangerousRmReason(args: readonly string[]): string | undefined {
  let recursive = false;
  let force = false;
  const targets: string[] = [];
  for (const a of args) {
    if (a === '--') continue;
    if (a === '--recursive' || a === '--dir') recursive = true;
    else if (a === '--force') force = true;
    else if (a.startsWith('-') && !a.startsWith('--')) {
      recursive ||= /[rR]/.test(a);
      force ||= a.includes('f');
    } else targets.push(a);
  }
  if (!(recursive || force)) return undefined;
  for (const t of targets) {
    if (trimChars(t, `"'`).includes('$')) return 'the deletion target is an unexpanded variable, whose value cannot be checked';
    if (isRootDeleteTarget(t)) return 'a recursive or forced deletion targets the root filesystem';
    if (isHomeDeleteTarget(t)) return 'a recursive or forced deletion targets the home directory';
    if (hasParentEscape(t)) return 'a recursive or forced deletion may escape the workspace';
  }
  return undefined;
}

function analyzeFindMutation(args: readonly string[]): SafetyAnalysis | undefined {
  const hasDelete = args.includes('-delete');
  const execsRm = args.some((a, i) => a === '-exec' && args[i + 1] === 'rm');
  if (!(hasDelete || execsRm)) return undefined;
  const roots: string[] = [];
  for (const a of args) {
    if (a.startsWith('-')) break;
    roots.push(a);
  }
  if (roots.some((t) => isRootDeleteTarget(t) || isHomeDeleteTarget(t) || hasParentEscape(t))) {
    return result('dangerous', 'a find mutation (-delete or -exec rm) targets a broad or external path');
  }
  return result('requires-approval', 'find may delete files');
}

/**
 * analyze_destructive_patterns, in Codewhale's order: any stage whose
 * primary command is `eval`; remote content piped to a shell (after the
 * `|` split above a stage never holds a `|`, so this never fires; kept as
 * Codewhale has it); then the first stage that is a dangerous rm or a find
 * mutation. Each check's answer for a stage depends on its text alone, so
 * the stages are split once and a repeated stage is read once.
 */
function analyzeDestructivePatterns(command: string): SafetyAnalysis | undefined {
  const split = splitCommandSegments(command);
  const stages = split.length < 2 ? split : [...new Set(split)];
  const words = stages.map(shellWords);
  if (words.some((tokens) => {
    const i = primaryTokenIndex(tokens);
    return i !== undefined && tokens[i] === 'eval';
  })) return result('dangerous', 'the command invokes shell eval');
  if (stages.some(pipesRemoteContentToShell)) return result('dangerous', 'piping remote content directly to a shell');
  for (const stageWords of words) {
    const tokens = unwrapToEffectiveTokens(stageWords);
    if (tokens === undefined) return result('dangerous', `the command nests wrappers more than ${MAX_WRAPPER_DEPTH} deep to classify`);
    const start = primaryTokenIndex(tokens);
    if (start === undefined) continue;
    if (tokens[start] === 'rm') {
      const why = dangerousRmReason(tokens.slice(start + 1));
      if (why) return result('dangerous', why);
    } else if (tokens[start] === 'find') {
      const f = analyzeFindMutation(tokens.slice(start + 1));
      if (f) return f;
    }
  }
  return undefined;
}

/** pipes_remote_content_to_shell for one stage. */
function pipesRemoteContentToShell(seg: string): boolean {
  if (!seg.includes('|')) return false;
  const parts = seg.split('|');
  return parts.some((left, i) => {
    if (i + 1 >= parts.length) return false;
    const l = left.toLowerCase();
    if (!(l.includes('curl') || l.includes('wget'))) return false;
    const right = shellWords(parts[i + 1]!);
    const j = primaryTokenIndex(right);
    return j !== undefined && ['sh', 'bash', 'zsh'].includes(right[j]!);
  });
}

// ── The tables ────────────────────────────────────────────────────────────────

const SAFE_COMMANDS = [
  'ls', 'dir', 'pwd', 'cd', 'cat', 'head', 'tail', 'less', 'more', 'grep', 'rg', 'ag', 'find', 'fd', 'which', 'whereis', 'type',
  'echo', 'printf', 'date', 'cal', 'uptime', 'whoami', 'id', 'hostname', 'uname', 'env', 'printenv', 'set', 'ps', 'top', 'htop',
  'df', 'du', 'free', 'vmstat', 'wc', 'sort', 'uniq', 'cut', 'tr', 'awk', 'sed', 'diff', 'file', 'stat', 'md5', 'sha1sum',
  'sha256sum', 'git status', 'git log', 'git diff', 'git show', 'git branch', 'git remote', 'git tag', 'git stash list',
  'npm list', 'npm ls', 'npm outdated', 'npm view', 'cargo check', 'cargo test', 'cargo build', 'cargo doc', 'python --version',
  'node --version', 'rustc --version', 'man', 'help', 'info',
];

const WORKSPACE_SAFE_COMMANDS = [
  'mkdir', 'touch', 'cp', 'mv', 'git add', 'git commit', 'git checkout', 'git switch', 'git restore', 'git merge', 'git rebase',
  'git cherry-pick', 'git reset --soft', 'npm install', 'npm ci', 'npm update', 'cargo build', 'cargo run', 'cargo test',
  'cargo fmt', 'pip install', 'pip uninstall', 'make', 'cmake', 'ninja',
];

/** Matched as substrings of the lower-cased command, only when it has no chain or substitution. */
export const DANGEROUS_PATTERNS: readonly (readonly [string, string])[] = [
  ['rm -rf /', 'matches the pattern `rm -rf /` (recursive deletion of the root filesystem)'],
  ['rm -rf /*', 'matches the pattern `rm -rf /*` (recursive deletion of every root directory)'],
  ['rm -rf ~', 'matches the pattern `rm -rf ~` (recursive deletion of the home directory)'],
  ['rm -rf $home', 'matches the pattern `rm -rf $HOME` (recursive deletion of the home directory)'],
  [':(){ :|:& };:', 'a fork bomb'],
];

const PRIVILEGED_PATTERNS = ['sudo', 'su ', 'doas', 'pkexec', 'gksudo', 'kdesudo'].map((p) => [p, ` ${p} `] as const);

const NETWORK_COMMANDS = new Set([
  'curl', 'wget', 'fetch', 'nc', 'netcat', 'ncat', 'ssh', 'scp', 'sftp', 'rsync', 'ftp', 'ping', 'traceroute', 'nslookup', 'dig',
  'host', 'nmap', 'masscan', 'tcpdump', 'wireshark',
]);

function isCodewhaleReadonlyInvocation(tokens: readonly string[]): boolean {
  if (tokens[0] !== 'codewhale' && tokens[0] !== 'codew') return false;
  return tokens.length === 2 && ['--version', '-V', '-v', '--help', '-h'].includes(tokens[1]!);
}

function containsShellComposition(command: string): boolean {
  // Removing `&&` and `||` only takes such characters away: without any, only `$(` can compose.
  if (!COMPOSITION.test(command)) return command.includes('$(');
  const without = command.replaceAll('&&', '').replaceAll('||', '');
  return /[|&><`]/.test(without) || command.includes('$(');
}

const COMPOSITION = /[|&><`]/;

function isSafeCommand(command: string): boolean {
  const tokens = shellWords(command);
  const start = primaryTokenIndex(tokens);
  if (start !== undefined && isCodewhaleReadonlyInvocation(tokens.slice(start))) return true;
  if (containsShellComposition(command)) return false;
  const lower = command.toLowerCase();
  return SAFE_COMMANDS.some((c) => lower.startsWith(c));
}

function operandIsWorkspaceRelative(token: string): boolean {
  const t = trimChars(token, `"'`);
  if (t === '' || t === '-') return true;
  const l = t.toLowerCase();
  if (l === '~' || l.startsWith('~/') || l === '$home' || l.startsWith('$home/') || l === '${home}' || l.startsWith('${home}/')) return false;
  if (t.includes('$')) return false;
  const n = t.replace(/\\/g, '/');
  if (n.startsWith('/')) return false;
  return !n.split('/').includes('..');
}

function isWorkspaceSafeCommand(command: string): boolean {
  const tokens = unwrapToEffectiveTokens(shellWords(command));
  if (tokens === undefined) return false;
  const start = primaryTokenIndex(tokens);
  if (start === undefined) return false;
  const verb = commandWord(tokens[start]!);
  if (verb === 'cp' || verb === 'mv') {
    let saw = false;
    for (const a of tokens.slice(start + 1)) {
      if (a === '--' || (a.startsWith('-') && a !== '-')) continue;
      if (!operandIsWorkspaceRelative(a)) return false;
      saw = true;
    }
    return saw;
  }
  const lower = command.toLowerCase();
  return WORKSPACE_SAFE_COMMANDS.some((c) => lower.startsWith(c));
}

const KNOWN_SAFE_CHAIN_PREFIXES = new Set([
  'cargo', 'rustc', 'rustup', 'git', 'gh', 'hub', 'npm', 'yarn', 'pnpm', 'node', 'npx', 'zig', 'go', 'deno', 'bun', 'make', 'cmake',
  'ninja', 'meson', 'python', 'python3', 'pip', 'pip3', 'uv', 'poetry', 'ls', 'pwd', 'cd', 'echo', 'cat', 'head', 'tail', 'grep',
  'rg', 'find', 'fd', 'wc', 'sort', 'uniq', 'which', 'env', 'true', 'false',
]);

function allSegmentsKnownSafe(command: string): boolean {
  const segs = reviewSegments(command);
  if (segs.length === 0) return false;
  return segs.every((seg) => KNOWN_SAFE_CHAIN_PREFIXES.has(chainHead(seg).toLowerCase()));
}

/**
 * A segment's first whitespace word that is neither an assignment nor `env`
 * ('' when none), read word by word: the runs of \S are the pieces a \s+ split
 * leaves, so the words after the head are never cut out.
 */
export function chainHead(seg: string): string {
  const words = /\S+/g;
  for (let m = words.exec(seg); m !== null; m = words.exec(seg)) if (!m[0].includes('=') && m[0] !== 'env') return m[0];
  return '';
}

/** The same from the whole split: the reference the property test holds chainHead to. */
export function chainHeadPlain(seg: string): string {
  return splitWhitespace(seg).find((t) => !t.includes('=') && t !== 'env') ?? '';
}

// ── analyze_command ───────────────────────────────────────────────────────────

/** Codewhale's rating of one raw command string, check by check in its order (memoised: three layers ask). */
export const analyzeCommand: (command: string) => SafetyAnalysis = byText((command) => analyze(command), 200_000);

const FIRST_WORD = /^\S*/;

function analyze(command: string): SafetyAnalysis {
  const lower = command.toLowerCase();
  const trimmed = command.trim();
  if (command.includes('\n') || command.includes('\r')) return result('dangerous', 'the command contains more than one line (a newline or carriage return)');
  if (command.includes('\0')) return result('dangerous', 'the command contains a NUL byte');
  const destructive = analyzeDestructivePatterns(command);
  if (destructive) return destructive;
  if (command.includes('&&') || command.includes('||') || command.includes(';')) {
    return result('requires-approval', allSegmentsKnownSafe(command) ? 'a chain of known-safe segments' : 'command chaining');
  }
  if (command.includes('`') || command.includes('$(')) return result('requires-approval', 'command substitution');
  for (const [pattern, why] of DANGEROUS_PATTERNS) if (lower.includes(pattern)) return result('dangerous', why);
  for (const [p, spaced] of PRIVILEGED_PATTERNS) {
    if (trimmed.startsWith(p) || lower.includes(spaced)) return result('requires-approval', `privileged execution (${p.trim()})`);
  }
  if ((lower.includes('curl') || lower.includes('wget')) && (lower.includes('| sh') || lower.includes('| bash') || lower.includes('| zsh'))) {
    return result('dangerous', 'it pipes remote content (curl/wget) straight into a shell');
  }
  // The first whitespace word of the trimmed text (trim strips exactly what \s matches).
  const first = FIRST_WORD.exec(trimmed)![0];
  if (isSafeCommand(trimmed)) return result('safe', 'a read-only command');
  if (isWorkspaceSafeCommand(trimmed)) return result('workspace-safe', 'modifies files within the workspace');
  if (NETWORK_COMMANDS.has(first)) return result('requires-approval', 'may make network requests');
  if (first === 'rm' && (lower.includes('-r') || lower.includes('-f'))) {
    if (lower.includes('..') || lower.includes('~/') || lower.includes('$HOME')) return result('dangerous', 'a recursive or forced deletion that may reach outside the workspace (`..` or `~/`)');
    return result('requires-approval', 'recursive or forced deletion');
  }
  if (lower.includes('git push')) return result('requires-approval', 'a push modifies a remote repository');
  return result('requires-approval', 'an unknown command');
}

// ── The read-only classifier (exec_shell's Auto requirement) ──────────────────

const ARITY_FAMILIES: readonly (readonly [string, readonly string[], number])[] = [
      ['git', ['add', 'am', 'apply', 'bisect', 'blame', 'branch', 'cat-file', 'checkout', 'cherry-pick', 'clean', 'clone', 'commit', 'config', 'describe', 'diff', 'fetch', 'format-patch', 'grep', 'init', 'log', 'ls-files', 'merge', 'mv', 'notes', 'pull', 'push', 'rebase', 'reflog', 'remote', 'reset', 'restore', 'revert', 'rm', 'show', 'stash', 'status', 'submodule', 'switch', 'tag', 'worktree'], 2],
      ['npm', ['audit', 'build', 'cache', 'ci', 'dedupe', 'fund', 'help', 'info', 'init', 'install', 'link', 'list', 'ls', 'outdated', 'pack', 'prune', 'publish', 'rebuild', 'start', 'stop', 'test', 'uninstall', 'update', 'version', 'view'], 2],
      ['npm', ['run'], 3],
      ['yarn', ['add', 'audit', 'build', 'install', 'start', 'test', 'upgrade'], 2],
      ['yarn', ['run', 'workspace'], 3],
      ['pnpm', ['add', 'build', 'install', 'start', 'test', 'update'], 2],
      ['pnpm', ['run'], 3],
      ['cargo', ['add', 'bench', 'build', 'check', 'clean', 'clippy', 'doc', 'fix', 'fmt', 'generate', 'install', 'metadata', 'package', 'publish', 'remove', 'run', 'search', 'test', 'tree', 'uninstall', 'update', 'yank'], 2],
      ['docker', ['build', 'cp', 'exec', 'images', 'inspect', 'kill', 'logs', 'ps', 'pull', 'push', 'rm', 'rmi', 'run', 'start', 'stop', 'tag'], 2],
      ['docker', ['compose', 'container', 'image', 'network', 'system', 'volume'], 3],
      ['kubectl', ['apply', 'exec', 'explain', 'label', 'logs', 'patch', 'port-forward', 'scale', 'set'], 2],
      ['kubectl', ['create', 'delete', 'describe', 'get', 'rollout', 'top'], 3],
      ['go', ['build', 'clean', 'env', 'fmt', 'generate', 'get', 'install', 'list', 'run', 'test', 'vet'], 2],
      ['go', ['mod', 'work'], 3],
      ['pip', ['install', 'uninstall', 'list', 'show', 'freeze'], 2],
      ['pip3', ['install', 'uninstall', 'list', 'show'], 2],
      ['gh', ['pr', 'issue', 'repo', 'release', 'workflow', 'run', 'secret'], 3],
      ['rustup', ['default', 'install', 'show', 'update'], 2],
      ['rustup', ['target', 'toolchain'], 3],
      ['deno', ['run', 'test', 'fmt', 'lint'], 2],
      ['bun', ['add', 'build', 'install', 'test'], 2],
      ['bun', ['run'], 3],
];

const familyRows = ARITY_FAMILIES.flatMap(([base, subs, arity]) => subs.map((sub): [string, number] => [`${base} ${sub}`, arity]));

/** COMMAND_ARITY (command_safety.rs): how many positional words form each known prefix (a Map: command words are untrusted keys). */
const COMMAND_ARITY: ReadonlyMap<string, number> = new Map([...familyRows, ['python', 2], ['python3', 2], ['make', 1], ['npx', 2]]);

/**
 * BASH_ARITY_TABLE (execpolicy bash_arity.rs), the table typed rules and
 * trusted prefixes are matched with: the same families plus aws, helm,
 * terraform and cmake; its `python -m` rows can never fire (flags are
 * stripped first), so plain `python` has no row here.
 */
const EXEC_ARITY: ReadonlyMap<string, number> = new Map([
  ...familyRows,
  ...['cloudformation', 'ec2', 'ecs', 'eks', 'iam', 'lambda', 'rds', 's3', 'sts'].map((sub): [string, number] => [`aws ${sub}`, 3]),
  ['aws configure', 2],
  ...['install', 'list', 'status', 'template', 'uninstall', 'upgrade'].map((sub): [string, number] => [`helm ${sub}`, 2]),
  ['helm repo', 3],
  ...['apply', 'destroy', 'init', 'output', 'plan', 'validate'].map((sub): [string, number] => [`terraform ${sub}`, 2]),
  ['terraform state', 3],
  ['terraform workspace', 3],
  ['python -m', 3],
  ['python3 -m', 3],
  ['make', 1],
  ['cmake', 1],
  ['npx', 2],
]);

function classifyBy(table: ReadonlyMap<string, number>, tokens: readonly string[]): string {
  // A prefix is at most three words long: only the first three positionals are ever read.
  const positional: string[] = [];
  for (let i = 0; i < tokens.length && positional.length < 3; i++) if (!tokens[i]!.startsWith('-')) positional.push(tokens[i]!.toLowerCase());
  if (positional.length === 0) return '';
  // keys[d - 1] is the first d positionals joined with one space.
  const keys = [positional[0]!];
  for (let d = 1; d < positional.length; d++) keys.push(`${keys[d - 1]!} ${positional[d]!}`);
  for (let depth = positional.length; depth >= 1; depth--) {
    const arity = table.get(keys[depth - 1]!);
    if (arity !== undefined) return keys[Math.min(arity, positional.length) - 1]!;
  }
  return positional[0]!;
}

/** classify_command: the canonical prefix of a token list by the arity table (flags never count). */
export function classifyCommand(tokens: readonly string[]): string {
  return classifyBy(COMMAND_ARITY, tokens);
}

/** BashArityDict::classify: the same walk over execpolicy's table. */
export function classifyForPolicy(tokens: readonly string[]): string {
  return classifyBy(EXEC_ARITY, tokens);
}

const PARALLEL_READONLY_PREFIXES = new Set([
  'git status', 'git log', 'git diff', 'git show', 'git ls-files', 'git blame', 'git grep', 'ls', 'pwd', 'cat', 'head', 'tail', 'wc',
  'which', 'stat', 'file', 'du', 'df', 'grep', 'rg', 'fd',
]);

const GITHUB_READONLY_PREFIXES = new Set([
  'gh issue list', 'gh issue status', 'gh issue view', 'gh pr checks', 'gh pr diff', 'gh pr list', 'gh pr status', 'gh pr view',
  'gh release list', 'gh release view', 'gh repo view', 'gh run list', 'gh run view', 'gh workflow list', 'gh workflow view',
]);

const GH_VIEW = ['', '--json --jq --template -R --repo'] as const;

/** readonly_options_are_allowed's table: where options start, no-value switches, value-taking options. */
const READONLY_OPTIONS: ReadonlyMap<string, readonly [number, string, string]> = new Map(Object.entries({
  'git status': [2, '-s --short -b --branch --ignored --porcelain', '--untracked-files'],
  'git diff': [2, '--cached --staged --stat --numstat --shortstat --name-only --name-status --check --no-renames --color --no-color --word-diff', '-U --unified --diff-filter'],
  'git log': [2, '--oneline --decorate --graph --stat --numstat --shortstat --name-only --name-status --no-patch --all --branches --tags --remotes --first-parent --reverse --color --no-color', '-n --max-count --since --until --author --grep'],
  'git show': [2, '--stat --numstat --shortstat --name-only --name-status --no-patch -s --color --no-color', '-U --unified'],
  'git ls-files': [2, '-c --cached -d --deleted -m --modified -o --others -i --ignored --stage --unmerged --killed --exclude-standard --deduplicate', '--exclude --exclude-from'],
  'git blame': [2, '-w --line-porcelain --porcelain --show-stats --show-name --show-number --reverse --first-parent', '-L --since'],
  'git grep': [2, '-n --line-number -i --ignore-case -I -l --files-with-matches -L --files-without-match -w --word-regexp -F --fixed-strings -E --extended-regexp --cached --untracked --exclude-standard', '-e --max-depth'],
  ls: [1, '-a -A -l -la -al -h -lh -hl -lah -alh -R -d -1 --all --almost-all --long --human-readable --recursive --directory', ''],
  pwd: [1, '-L -P --logical --physical', ''],
  cat: [1, '-n -b -s -v -E -T --number --number-nonblank --squeeze-blank --show-ends --show-tabs', ''],
  head: [1, '-q -v --quiet --verbose', '-n --lines -c --bytes'],
  tail: [1, '-q -v --quiet --verbose', '-n --lines -c --bytes'],
  wc: [1, '-c -m -l -w -L --bytes --chars --lines --words --max-line-length', ''],
  which: [1, '-a --all', ''],
  stat: [1, '', ''],
  file: [1, '-b --brief -L --dereference -h --no-dereference -i --mime --mime-type --mime-encoding', ''],
  du: [1, '-a -c -h -s --all --total --human-readable --summarize --apparent-size', '-d --max-depth'],
  df: [1, '-h -P -T -i --human-readable --portability --print-type --inodes', ''],
  grep: [1, '-n -i -v -E -F -w -x -l -L -c --line-number --ignore-case --invert-match --extended-regexp --fixed-strings --word-regexp --line-regexp --files-with-matches --files-without-match --count', '-m --max-count -A --after-context -B --before-context -C --context'],
  rg: [1, '-n --line-number -i --ignore-case -S --smart-case -F --fixed-strings -w --word-regexp -l --files-with-matches --hidden --no-ignore --no-heading --heading --stats --count --count-matches', '-g --glob -t --type -T --type-not -m --max-count -A --after-context -B --before-context -C --context --sort'],
  fd: [1, '-H --hidden -I --no-ignore -s --case-sensitive -i --ignore-case --strip-cwd-prefix', '-e --extension -t --type -d --max-depth -E --exclude'],
  'gh issue list': [3, '', '--json --assignee --author --jq --label --limit --mention --milestone --search --state --template -R --repo'],
  'gh issue status': [3, ...GH_VIEW],
  'gh issue view': [3, '--comments', GH_VIEW[1]],
  'gh pr view': [3, '--comments', GH_VIEW[1]],
  'gh pr checks': [3, '--fail-fast --required', GH_VIEW[1]],
  'gh pr diff': [3, '--name-only --patch', '--color -R --repo'],
  'gh pr list': [3, '--draft', '--json --app --assignee --author --base --head --jq --label --limit --search --state --template -R --repo'],
  'gh pr status': [3, '', '--json --conflict-status --jq --template -R --repo'],
  'gh release list': [3, '--exclude-drafts --exclude-pre-releases', '--json --jq --limit --order --template -R --repo'],
  'gh release view': [3, ...GH_VIEW],
  'gh repo view': [3, '', '--json --branch --jq --template -R --repo'],
  'gh run list': [3, '', '--json --branch --commit --created --event --jq --limit --status --template --user --workflow -R --repo'],
  'gh run view': [3, '--exit-status --log --log-failed --verbose', '--json --attempt --job --jq --template -R --repo'],
  'gh workflow list': [3, '--all', '--json --jq --limit --template -R --repo'],
  'gh workflow view': [3, '--yaml', '--ref -R --repo'],
} satisfies Record<string, readonly [number, string, string]>));

function optionsMatchAllowlist(tokens: readonly string[], switches: string, values: string): boolean {
  const sw = splitWhitespace(switches);
  const va = splitWhitespace(values);
  let options = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (options && t === '--') options = false;
    else if (options && t.startsWith('-') && t !== '-') {
      if (sw.includes(t)) continue;
      if (/^-[0-9]+$/.test(t) && (va.includes('-n') || va.includes('--lines'))) continue;
      if (va.includes(t)) {
        i++;
        if (i >= tokens.length || tokens[i]!.startsWith('-')) return false;
        continue;
      }
      return false;
    }
  }
  return true;
}

function ghTargetsUnsupportedHost(tokens: readonly string[]): boolean {
  const unsupported = (value: string): boolean => {
    const v = value.trim();
    let host: string | undefined;
    const m = /^https?:\/\/(.*)$/.exec(v);
    if (m) host = m[1]!.split('/')[0];
    else {
      const parts = v.split('/');
      if (parts.length >= 3 && (parts[0]!.includes('.') || parts[0]!.includes(':'))) host = parts[0];
    }
    return host !== undefined && host.toLowerCase() !== 'github.com';
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === '-R' || t === '--repo') {
      const v = tokens[i + 1];
      if (v === undefined || unsupported(v)) return true;
      i++;
      continue;
    }
    if (t.startsWith('--repo=') && unsupported(t.slice('--repo='.length))) return true;
    if (unsupported(t)) return true;
  }
  return false;
}

function readonlyOptionsAreAllowed(canonical: string, tokens: readonly string[]): boolean {
  const row = READONLY_OPTIONS.get(canonical);
  if (!row) return false;
  const [start, switches, values] = row;
  return optionsMatchAllowlist(tokens.slice(start), switches, values) && (!canonical.startsWith('gh ') || !ghTargetsUnsupportedHost(tokens));
}

/**
 * is_parallel_readonly_command: no shell metacharacter at all, no env prefix,
 * the literal program (no path, no case folding) from the read-only tables,
 * and only the options its row allows. Anything else is not read-only.
 */
export const isParallelReadonlyCommand: (command: string) => boolean = byText((command) => readonly(command), 200_000);

const SHELL_METACHARACTER = /[\n\r;&|><`$*?[\]{}]/;

function readonly(command: string): boolean {
  const trimmed = command.trim();
  if (trimmed === '') return false;
  if (SHELL_METACHARACTER.test(trimmed)) return false;
  const tokens = shellWords(trimmed);
  const start = primaryTokenIndex(tokens);
  if (start !== 0) return false;
  if (isCodewhaleReadonlyInvocation(tokens)) return true;
  const canonical = classifyCommand(tokens);
  const cw = canonical.split(' ');
  if (tokens[0] !== cw[0]) return false;
  if (cw[0] === 'git' && tokens[1] !== cw[1]) return false;
  if (cw[0] === 'gh' && (tokens[1] !== cw[1] || tokens[2] !== cw[2])) return false;
  if (!readonlyOptionsAreAllowed(canonical, tokens)) return false;
  return PARALLEL_READONLY_PREFIXES.has(canonical) || GITHUB_READONLY_PREFIXES.has(canonical);
}

// ── Auto-review's reading ─────────────────────────────────────────────────────

/** split_shell_segments_for_review: `&&`, `||`, `;` and newlines, quotes ignored. */
export function splitForReview(command: string): string[] {
  // Replacing each operator by a newline and taking trimmed lines is splitting on them all at once.
  return trimmedParts(command.split(REVIEW_OPERATORS));
}

/**
 * splitForReview, split once per command: auto-review reads a command's
 * segments four times (its dangerous segment, its destroyer stage, its
 * publish segment, the chain's known-safe heads), and a 1 MB chain's split
 * is 46,000 strings. No reader changes the list.
 */
export const reviewSegments: (command: string) => readonly string[] = byText(splitForReview, PROBED);

/**
 * The distinct review segments, the first of each in order: the readings that
 * answer a repeated segment as its first occurrence walk this list.
 */
export const distinctReviewSegments: (command: string) => readonly string[] = byText((command) => [...new Set(reviewSegments(command))], PROBED);

const REVIEW_OPERATORS = /&&|\|\||[;\n]/;

/**
 * shell_params_are_auto_review_routine: no pipe, background, redirect,
 * backtick or `$(`, and every `&&`/`||`/`;` segment rated Safe or
 * WorkspaceSafe (or one of two exact `git rev-parse` probes).
 */
export function isAutoReviewRoutine(command: string): boolean {
  if (containsShellComposition(command)) return false;
  const segs = reviewSegments(command);
  return (
    segs.length > 0 &&
    segs.every((seg) => {
      const level = analyzeCommand(seg).level;
      const words = splitWhitespace(seg).join(' ');
      return level === 'safe' || level === 'workspace-safe' || words === 'git rev-parse --show-toplevel' || words === 'git rev-parse HEAD';
    })
  );
}

/** The review segment analyze_command rates Dangerous, if any (shell_params_are_destructive_like's first half). */
export function dangerousReviewSegment(command: string): { segment: string; reason: string } | undefined {
  for (const seg of distinctReviewSegments(command)) {
    const a = analyzeCommand(seg);
    if (a.level === 'dangerous') return { segment: seg, reason: a.reason };
  }
  return undefined;
}

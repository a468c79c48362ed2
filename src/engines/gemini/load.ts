/**
 * Reading Gemini CLI's policy tiers the way `createPolicyEngineConfig` and
 * `loadPoliciesFromToml` (gemini-cli-core `policy/config.ts`,
 * `policy/toml-loader.ts`) read them: every `*.toml` directly in each tier's
 * directory, a schema check per file (one error drops the whole file), the
 * `commandPrefix` / `commandRegex` sugar turned into an args pattern, the
 * priority moved into its tier. Unknown keys are dropped silently by Gemini;
 * whale-perm reports them (a typo turns a narrow rule into a tool-wide one).
 */
import { join, resolve } from 'node:path';
import type { SourceLoc } from '../../config/errors.js';
import { ConfigError } from '../../config/errors.js';
import { parseTomlLocated, type LocatedDoc } from '../../config/located.js';
import type { Problem, StackFile, StackOptions } from '../types.js';
import { DEFAULT_RULES } from './defaults.js';
import { MODES, TIER_BASE, type GeminiDecision, type GeminiMode, type GeminiRule, type GeminiStack, type Tier } from './stack.js';

export const SHELL_TOOL = 'run_shell_command';
const DECISIONS: readonly GeminiDecision[] = ['allow', 'deny', 'ask_user'];
const RULE_KEYS = new Set(['toolName', 'subagent', 'mcpName', 'argsPattern', 'commandPrefix', 'commandRegex', 'decision', 'priority', 'modes', 'interactive', 'toolAnnotations', 'allowRedirection', 'allow_redirection', 'denyMessage', 'deny_message', 'name']);
const FILE_KEYS = new Set(['rule', 'safety_checker']);

/** `escapeRegex` of the policy utils: the characters Gemini escapes before matching a prefix literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[-[\]{}()*+?.,\\^$|#\s"]/g, '\\$&');
}

/** The args pattern a `commandPrefix` becomes: the JSON-encoded prefix, then a space, a quote or an escaped quote. */
export function prefixPattern(prefix: string): string {
  const encoded = JSON.stringify(prefix);
  return `${escapeRegex(`"command":${encoded.slice(0, -1)}`)}(?:[\\s"]|\\\\")`;
}

/** The args pattern a `commandRegex` becomes: anchored right after the command's opening quote. */
export function regexPattern(re: string): string {
  return `"command":"${re}`;
}

/** `isSafeRegExp`: compiles, at most 2048 characters, no quantified group holding a quantifier. */
export function isSafeRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern);
  } catch {
    return false;
  }
  if (pattern.length > 2048) return false;
  return !/\([^)]*[*+?{].*\)[*+?{]/.test(pattern);
}

function mcpToolName(server: string, tool: string): string {
  if (server === '*' && tool === '*') return 'mcp_*';
  if (server === '*') return `mcp_*_${tool}`;
  if (tool === '*') return `mcp_${server}_*`;
  return `mcp_${server}_${tool}`;
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const isStrOrList = (v: unknown) => isStr(v) || (Array.isArray(v) && v.every(isStr));
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One file's schema problems, as Gemini's zod schema would find them (any one drops the file). */
function schemaIssues(value: Record<string, unknown>): { path: (string | number)[]; message: string; priority?: boolean }[] {
  const issues: { path: (string | number)[]; message: string; priority?: boolean }[] = [];
  const rules = value['rule'];
  if (rules !== undefined) {
    if (!Array.isArray(rules)) issues.push({ path: ['rule'], message: 'expected an array of [[rule]] tables' });
    else
      rules.forEach((r, i) => {
        if (!isObj(r)) return issues.push({ path: ['rule', i], message: 'expected a table' });
        const at = (k: string) => ['rule', i, k];
        if (!isStrOrList(r['toolName'])) issues.push({ path: at('toolName'), message: r['toolName'] === undefined ? 'toolName is required' : 'toolName must be a string or a list of strings' });
        for (const k of ['subagent', 'mcpName', 'argsPattern', 'commandRegex', 'denyMessage', 'deny_message']) if (r[k] !== undefined && !isStr(r[k])) issues.push({ path: at(k), message: `${k} must be a string` });
        if (r['commandPrefix'] !== undefined && !isStrOrList(r['commandPrefix'])) issues.push({ path: at('commandPrefix'), message: 'commandPrefix must be a string or a list of strings' });
        if (!DECISIONS.includes(r['decision'] as GeminiDecision)) issues.push({ path: at('decision'), message: `decision must be one of ${DECISIONS.join(', ')}` });
        const p = r['priority'];
        if (p === undefined) issues.push({ path: at('priority'), message: 'priority is required', priority: true });
        else if (typeof p !== 'number') issues.push({ path: at('priority'), message: 'priority must be a number', priority: true });
        else if (!Number.isInteger(p)) issues.push({ path: at('priority'), message: 'priority must be an integer', priority: true });
        else if (p < 0 || p > 999) issues.push({ path: at('priority'), message: `priority ${p} is outside 0–999 (Gemini keeps priorities inside their tier)`, priority: true });
        if (r['modes'] !== undefined && !(Array.isArray(r['modes']) && r['modes'].every((m) => MODES.includes(m as GeminiMode)))) issues.push({ path: at('modes'), message: `modes must be a list of ${MODES.join(', ')}` });
        for (const k of ['interactive', 'allowRedirection', 'allow_redirection']) if (r[k] !== undefined && typeof r[k] !== 'boolean') issues.push({ path: at(k), message: `${k} must be true or false` });
        if (r['toolAnnotations'] !== undefined && !isObj(r['toolAnnotations'])) issues.push({ path: at('toolAnnotations'), message: 'toolAnnotations must be a table' });
      });
  }
  const checkers = value['safety_checker'];
  if (checkers !== undefined && !Array.isArray(checkers)) issues.push({ path: ['safety_checker'], message: 'expected an array of [[safety_checker]] tables' });
  return issues;
}

interface FileCtx {
  doc: LocatedDoc;
  tier: Tier;
  sourceName: string;
  problems: Problem[];
}

const closest = (key: string, keys: Iterable<string>): string | undefined => {
  let best: string | undefined;
  let bestD = 4;
  for (const k of keys) {
    const d = distance(key.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
};

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/**
 * A loading finding. Every one is schema-style (lint's `schema` check shows
 * it); `kind` names what was found, for tests and for the docs' table.
 */
export type FindingKind = 'toml-syntax' | 'schema' | 'priority-range' | 'unknown-key' | 'prefix-non-shell' | 'exclusive-keys' | 'regex-anchor' | 'bad-regex' | 'unsafe-regex' | 'extension-allow';

export const KIND_OF = new WeakMap<Problem, FindingKind>();

function problem(kind: FindingKind, severity: Problem['severity'], message: string, loc: SourceLoc, syntax = false): Problem {
  const p: Problem = { check: 'schema', fatal: false, severity, message, loc, ...(syntax ? { syntax: true } : {}) };
  KIND_OF.set(p, kind);
  return p;
}

/** The rules of one policy file, in file order; problems are recorded, and a schema error yields none. */
export function rulesOfFile(text: string, file: string, tier: Tier, sourceName: string, problems: Problem[]): GeminiRule[] {
  let doc: LocatedDoc;
  try {
    doc = parseTomlLocated(text, file);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems.push(problem('toml-syntax', 'error', `${e.message}; Gemini skips this file (every rule in it is ignored)`, e.loc ?? { file, line: 0, column: 0 }, true));
    return [];
  }
  const ctx: FileCtx = { doc, tier, sourceName, problems };
  const at = (path: (string | number)[]) => doc.locate(path) ?? { file, line: 0, column: 0 };
  for (const k of Object.keys(doc.value)) if (!FILE_KEYS.has(k)) problems.push(problem('unknown-key', 'warning', `unknown top-level key '${k}': Gemini ignores it${k === 'rules' ? " (did you mean [[rule]]?)" : ''}`, at([k])));
  const issues = schemaIssues(doc.value);
  if (issues.length > 0) {
    for (const is of issues) problems.push(problem(is.priority ? 'priority-range' : 'schema', 'error', `${is.message}; Gemini drops the whole file (${sourceName}), every rule in it`, at(is.path)));
    return [];
  }
  const out: GeminiRule[] = [];
  const rules = (doc.value['rule'] as Record<string, unknown>[] | undefined) ?? [];
  rules.forEach((r, i) => out.push(...transformRule(r, i, ctx)));
  return out;
}

function transformRule(r: Record<string, unknown>, i: number, ctx: FileCtx): GeminiRule[] {
  const { doc, problems } = ctx;
  const at = (k?: string) => doc.locate(k ? ['rule', i, k] : ['rule', i]) ?? { file: doc.file, line: 0, column: 0 };
  for (const k of Object.keys(r)) {
    if (RULE_KEYS.has(k)) continue;
    const near = closest(k, RULE_KEYS);
    problems.push(problem('unknown-key', 'warning', `unknown key '${k}'${near ? ` (did you mean '${near}'?)` : ''}: Gemini drops it silently, so this rule applies more widely than written`, at(k)));
  }
  const toolNames = Array.isArray(r['toolName']) ? (r['toolName'] as string[]) : [r['toolName'] as string];
  const prefix = r['commandPrefix'] as string | string[] | undefined;
  const regex = r['commandRegex'] as string | undefined;
  const args = r['argsPattern'] as string | undefined;
  if (prefix !== undefined || regex !== undefined) {
    if (r['toolName'] !== SHELL_TOOL) problems.push(problem('prefix-non-shell', 'error', `commandPrefix and commandRegex are meant for toolName = "${SHELL_TOOL}"; Gemini reports this but still loads the rule, which then matches the 'command' argument of ${JSON.stringify(r['toolName'])}`, at('toolName')));
    if (args !== undefined) problems.push(problem('exclusive-keys', 'error', `commandPrefix/commandRegex with argsPattern: Gemini keeps ${prefix ? 'commandPrefix' : 'commandRegex'} and ignores argsPattern`, at('argsPattern')));
    else if (prefix !== undefined && regex !== undefined) problems.push(problem('exclusive-keys', 'error', 'commandPrefix with commandRegex: Gemini keeps commandPrefix and ignores commandRegex', at('commandRegex')));
  }
  if (typeof regex === 'string' && /(^|[^\\[])\^/.test(regex)) problems.push(problem('regex-anchor', 'warning', `'^' in commandRegex never matches: Gemini already anchors the pattern after '"command":"', so the rule is dead`, at('commandRegex')));
  if (toolNames.some((t) => t === '')) {
    problems.push(problem('schema', 'error', 'toolName cannot be an empty string; use "*" for every tool', at('toolName')));
    return [];
  }
  let patterns: ({ text: string; written: GeminiRule['written'] } | undefined)[];
  if (prefix) patterns = (Array.isArray(prefix) ? prefix : [prefix]).map((p) => ({ text: prefixPattern(p), written: { key: 'commandPrefix' as const, value: p } }));
  else if (regex) patterns = [{ text: regexPattern(regex), written: { key: 'commandRegex', value: regex } }];
  else patterns = [args ? { text: args, written: { key: 'argsPattern', value: args } } : undefined];
  const out: GeminiRule[] = [];
  const tomlPriority = r['priority'] as number;
  for (const pat of patterns) {
    for (const tool of toolNames) {
      const mcp = r['mcpName'] as string | undefined;
      const rule: GeminiRule = {
        toolName: mcp ? mcpToolName(mcp, tool) : tool,
        decision: r['decision'] as GeminiDecision,
        priority: TIER_BASE[ctx.tier] + tomlPriority / 1000,
        tomlPriority,
        tier: ctx.tier,
        source: ctx.sourceName,
        loc: at(),
      };
      if (mcp !== undefined) rule.mcpName = mcp;
      if (r['subagent'] !== undefined) rule.subagent = r['subagent'] as string;
      if (r['modes'] !== undefined) rule.modes = r['modes'] as GeminiMode[];
      if (r['interactive'] !== undefined) rule.interactive = r['interactive'] as boolean;
      if (r['toolAnnotations'] !== undefined) rule.toolAnnotations = r['toolAnnotations'] as Record<string, unknown>;
      const redir = (r['allowRedirection'] ?? r['allow_redirection']) as boolean | undefined;
      if (redir !== undefined) rule.allowRedirection = redir;
      const deny = (r['denyMessage'] ?? r['deny_message']) as string | undefined;
      if (deny !== undefined) rule.denyMessage = deny;
      if (pat && pat.text) {
        let re: RegExp;
        try {
          re = new RegExp(pat.text);
        } catch (e) {
          problems.push(problem('bad-regex', 'error', `invalid pattern ${JSON.stringify(pat.text)}: ${(e as Error).message}; Gemini drops the rule`, at(pat.written!.key)));
          continue;
        }
        if (!isSafeRegExp(pat.text)) {
          problems.push(problem('unsafe-regex', 'error', `pattern ${JSON.stringify(pat.text)} looks like a ReDoS risk (a quantified group holding a quantifier, or over 2048 characters); Gemini drops the rule`, at(pat.written!.key)));
          continue;
        }
        rule.argsPattern = re;
        rule.written = pat.written;
      }
      out.push(rule);
    }
  }
  return out;
}

function defaultRules(): GeminiRule[] {
  return DEFAULT_RULES.map((d) => {
    const r: GeminiRule = { toolName: d.mcpName ? mcpToolName(d.mcpName, d.toolName) : d.toolName, decision: d.decision, priority: 1 + d.priority / 1000, tomlPriority: d.priority, tier: 'default', source: `Default: ${d.file}`, loc: null };
    if (d.mcpName) r.mcpName = d.mcpName;
    if (d.modes) r.modes = d.modes;
    if (d.interactive !== undefined) r.interactive = d.interactive;
    if (d.toolAnnotations) r.toolAnnotations = d.toolAnnotations;
    if (d.allowRedirection !== undefined) r.allowRedirection = d.allowRedirection;
    if (d.denyMessage) r.denyMessage = d.denyMessage;
    if (d.argsPattern) {
      r.argsPattern = new RegExp(d.argsPattern);
      r.written = { key: 'argsPattern', value: d.argsPattern };
    }
    return r;
  });
}

/** Sorted as PolicyEngine sorts: final priority descending; Array.prototype.sort is stable, so load order breaks ties. */
export function sortRules(rules: GeminiRule[]): GeminiRule[] {
  return [...rules].sort((a, b) => b.priority - a.priority);
}

function tomlFiles(opts: StackOptions, dir: string): string[] | undefined {
  if (!opts.reader.isDirectory(dir)) return undefined;
  const names = opts.reader.list?.(dir) ?? [];
  return names.filter((n) => n.endsWith('.toml') && !opts.reader.isDirectory(join(dir, n)));
}

export function loadGeminiStack(opts: StackOptions): GeminiStack {
  const home = opts.env['GEMINI_CLI_HOME'] ?? opts.userHome;
  const geminiDir = opts.home ? resolve(opts.home) : join(home, '.gemini');
  const workspace = resolve(opts.workspace);
  const files: StackFile[] = [];
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const loaded: GeminiRule[] = [];
  const readTier = (dir: string, tier: Tier, role: string, name: (file: string) => string): GeminiRule[] => {
    const list = tomlFiles(opts, dir);
    if (list === undefined) {
      files.push({ path: dir, role, status: 'missing' });
      return [];
    }
    const out: GeminiRule[] = [];
    for (const f of list) {
      const path = join(dir, f);
      const r = opts.reader.read(path);
      if (r.status !== 'ok') {
        files.push({ path, role, status: r.status === 'missing' ? 'missing' : 'error', ...(r.status === 'error' ? { note: r.message } : {}) });
        continue;
      }
      const before = problems.length;
      const rules = rulesOfFile(r.text, path, tier, name(f), problems);
      const dropped = problems.slice(before).some((p) => ['schema', 'priority-range', 'toml-syntax'].includes(KIND_OF.get(p) ?? '') && p.message.includes('drops the whole file') || KIND_OF.get(p) === 'toml-syntax');
      files.push({ path, role, status: dropped ? 'ignored' : 'read', ...(dropped ? { note: 'Gemini skips the whole file: see the problems' } : {}) });
      out.push(...rules);
    }
    return out;
  };
  const cap = (t: Tier) => t.charAt(0).toUpperCase() + t.slice(1);
  // Load order (ties keep it): admin, user, workspace (off in 0.61.0), default; extensions are added after.
  const adminDir = opts.managedDir ? join(resolve(opts.managedDir), 'policies') : '/etc/gemini-cli/policies';
  loaded.push(...readTier(adminDir, 'admin', 'admin policies', (f) => `${cap('admin')}: ${f}`));
  loaded.push(...readTier(join(geminiDir, 'policies'), 'user', 'user policies', (f) => `${cap('user')}: ${f}`));
  const wsDir = join(workspace, '.gemini', 'policies');
  const wsFiles = tomlFiles(opts, wsDir);
  if (wsFiles && wsFiles.length > 0) {
    for (const f of wsFiles) files.push({ path: join(wsDir, f), role: 'workspace policies', status: 'not-read', note: 'Gemini CLI 0.61.0 never loads workspace policies (disableWorkspacePolicies)' });
    warnings.push(`${wsDir}: workspace policies are not loaded by Gemini CLI 0.61.0; their rules have no effect`);
  }
  loaded.push(...defaultRules());
  const extDir = join(geminiDir, 'extensions');
  for (const ext of opts.reader.isDirectory(extDir) ? (opts.reader.list?.(extDir) ?? []) : []) {
    const dir = join(extDir, ext, 'policies');
    if (!opts.reader.isDirectory(dir)) continue;
    for (const rule of readTier(dir, 'extension', `extension ${ext} policies`, (f) => `Extension (${ext}): ${f}`)) {
      if (rule.decision === 'allow') {
        problems.push(problem('extension-allow', 'warning', `extension ${ext}: allow rules from extensions are dropped (extensions may only restrict)`, rule.loc ?? { file: dir, line: 0, column: 0 }));
        continue;
      }
      if (rule.modes?.includes('yolo')) {
        problems.push(problem('extension-allow', 'warning', `extension ${ext}: rules for yolo mode from extensions are dropped`, rule.loc ?? { file: dir, line: 0, column: 0 }));
        continue;
      }
      loaded.push(rule);
    }
  }
  const trusted = opts.trusted !== undefined ? { value: opts.trusted, origin: opts.trusted ? '--trusted' : '--untrusted', source: null } : { value: true, origin: 'default (folder trust off)', source: null };
  return { home, userHome: resolve(opts.userHome), geminiDir, workspace, files, rules: sortRules(loaded), trusted, problems, ignored: [], warnings };
}

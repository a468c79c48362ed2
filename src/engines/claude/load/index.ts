/**
 * Discovers and resolves Claude Code's settings stack (settings page,
 * "Configuration scopes"; permissions page, "Settings precedence", "Project
 * allow rules and workspace trust"): managed settings, command-line settings
 * (`--settings`, `--allowed-tools`, `--disallowed-tools`),
 * `.claude/settings.local.json`, `.claude/settings.json`,
 * `~/.claude/settings.json`. Permission rules merge across every scope;
 * single values take the highest scope that sets them.
 */
import { settingsKeyProblems } from './known-keys.js';
import { basename, dirname, join, posix } from 'node:path';
import type { SourceLoc } from '../../../config/errors.js';
import { docOf, readDoc, type DocRead } from '../../../config/read-doc.js';
import { isTable } from '../../../config/values.js';
import type { Decision } from '../../../core/types.js';
import type { FileRead as TextRead } from '../../../io/files.js';
import type { IgnoredValue, Problem, StackFile, StackOptions } from '../../types.js';
import { parseClaudeRule } from '../rules.js';
import { SCOPE_RANK, type ClaudeHook, type ClaudeRule, type ClaudeStack, type Scope, type Setting, type WorkingDir } from '../stack.js';
import type { Mode } from '../vocab.js';
import { readSettingsDoc, type FileContent, type FileRead } from './settings-file.js';
import { hookName } from './hooks.js';

interface Source {
  scope: Scope;
  origin: string;
  file: string;
  /** Where `/path` rules from this source are anchored. */
  anchor: string;
  content: FileContent;
}

function pseudoLoc(file: string): SourceLoc {
  return { file, line: 0, column: 0 };
}

/** Splits a `--allowed-tools` value on commas and blanks outside parentheses. */
export function splitToolList(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of value) {
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (c === ',' || /\s/.test(c))) {
      if (cur.trim() !== '') out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += c;
  }
  if (cur.trim() !== '') out.push(cur.trim());
  return out;
}

export function loadClaudeStack(opts: StackOptions): ClaudeStack {
  const home = opts.home ?? opts.userHome;
  // Claude Code works in the physical path of the directory it is started in: it resolves the symlinks
  // of its start directory at startup (anthropics/claude-code issues 24141 and 39594). Its settings,
  // workspace trust, rule anchors and working directory all follow that path, and so do ours.
  const given = opts.workspace;
  const ws = opts.reader.realpath?.(given) ?? given;
  const files: StackFile[] = [];
  const problems: Problem[] = [];
  const ignored: IgnoredValue[] = [];
  const warnings: string[] = [];
  if (ws !== given) warnings.push(`the workspace ${given} leads through a symlink to ${ws}: Claude Code resolves the directory it starts in, so its settings, trust and working directory are those of ${ws}`);
  const sources: Source[] = [];

  const note = (path: string, role: string, r: DocRead | 'not-read', text?: string) => {
    const status = r === 'not-read' ? 'not-read' : r.status === 'ok' ? 'read' : r.status === 'missing' ? 'missing' : 'error';
    files.push({ path, role, status, ...(text ? { note: text } : {}) });
  };

  const readSettings = (path: string, scope: Scope, origin: string, anchor: string, how: 'strict' | 'tolerant' | 'required') => {
    const parsed = settingsFile(opts.reader.read(path), path, how === 'tolerant');
    const r = parsed.r;
    if (r.status === 'missing') {
      if (how === 'required') {
        note(path, origin, r, 'no such file');
        problems.push({ check: 'schema', fatal: true, severity: 'error', message: "no such file (passed with --settings)", loc: pseudoLoc(path) });
      } else note(path, origin, r);
      return;
    }
    if (r.status === 'error') {
      const fatal = how === 'required';
      const consequence = how === 'tolerant' ? 'Claude Code cannot read any managed policy from it' : 'Claude Code rejects the whole file, so none of its settings apply';
      note(path, origin, r, fatal ? r.message : `${r.message}; ${consequence}`);
      problems.push({ check: 'schema', fatal, syntax: r.syntax, severity: 'error', message: fatal ? r.message : `${r.message}; ${consequence}`, loc: r.loc });
      if (!fatal) warnings.push(`${fmt(r.loc)}: ${r.message}; ${consequence}`);
      return;
    }
    // It parsed: its keys were looked at and its settings read.
    const keys = parsed.keys!;
    const read = parsed.read!;
    for (const k of keys) problems.push({ check: 'schema', fatal: false, severity: k.severity, message: k.message, loc: k.loc });
    if (read.rejected) {
      note(path, origin, r, 'rejected: a value has the wrong type, so Claude Code ignores the whole file');
      for (const p of read.problems) problems.push({ check: 'schema', fatal: how === 'required', severity: 'error', message: `${p.message}; Claude Code rejects the whole file`, loc: p.loc });
      warnings.push(`${fmt(read.problems[0]!.loc)}: ${read.problems[0]!.message}; Claude Code rejects the whole ${origin} file, so none of its rules apply`);
      files[files.length - 1]!.status = 'error';
      return;
    }
    for (const p of read.problems) problems.push({ check: 'schema', fatal: false, severity: 'warning', message: `${p.message}; Claude Code strips this entry and enforces the rest of the managed policy`, loc: p.loc });
    note(path, origin, r);
    sources.push({ scope, origin, file: path, anchor, content: read.content });
  };

  // 1. Managed settings (only with --managed-dir: whale-perm never reads system policy by itself).
  if (opts.managedDir !== undefined) {
    const p = join(opts.managedDir, 'managed-settings.json');
    readSettings(p, 'managed', 'managed settings', dirname(p), 'tolerant');
  }
  // 2. Command-line settings files, later files over earlier ones.
  for (const f of opts.settingsFiles ?? []) readSettings(f, 'command line', '--settings', dirname(f), 'required');
  // 3-4. Local and project settings, unless --no-project-config (like --setting-sources user).
  const localPath = join(ws, '.claude', 'settings.local.json');
  const projectPath = join(ws, '.claude', 'settings.json');
  const userPath = join(home, '.claude', 'settings.json');
  if (!opts.projectConfig) {
    for (const [path, role] of [[localPath, 'local settings'], [projectPath, 'project settings']] as const) {
      const exists = opts.reader.read(path).status !== 'missing';
      files.push({ path, role, status: exists ? 'not-read' : 'missing', ...(exists ? { note: 'skipped: --no-project-config' } : {}) });
    }
  } else {
    readSettings(localPath, 'local', 'local settings', ws, 'strict');
    if (projectPath !== userPath) readSettings(projectPath, 'project', 'project settings', ws, 'strict');
  }
  // 5. User settings.
  readSettings(userPath, 'user', 'user settings', join(home, '.claude'), 'strict');

  // Workspace trust: --trusted/--untrusted, else ~/.claude.json projects[<workspace>].hasTrustDialogAccepted.
  const trusted = readTrust(opts, home, ws, files, warnings);

  const managed = sources.filter((s) => s.scope === 'managed');
  const pick = <T>(get: (c: FileContent) => { value: T; loc: SourceLoc } | undefined, from: readonly Source[] = sources): { value: T; loc: SourceLoc; src: Source } | undefined => {
    let best: { value: T; loc: SourceLoc; src: Source } | undefined;
    for (const s of from) {
      const v = get(s.content);
      if (v === undefined) continue;
      // Later --settings files override earlier ones; otherwise the higher scope wins.
      if (!best || SCOPE_RANK[s.scope] > SCOPE_RANK[best.src.scope] || (s.scope === best.src.scope && s.scope === 'command line')) best = { ...v, src: s };
    }
    return best;
  };
  const setting = <T>(v: { value: T; loc: SourceLoc; src: Source } | undefined, fallback: T): Setting<T> =>
    v ? { value: v.value, origin: v.src.origin, source: v.loc } : { value: fallback, origin: 'default', source: null };

  // Managed-only keys.
  for (const s of sources) {
    if (s.scope === 'managed') continue;
    for (const key of ['managedRulesOnly', 'managedHooksOnly'] as const) {
      const v = s.content[key];
      if (v) ignored.push({ key: key === 'managedRulesOnly' ? 'allowManagedPermissionRulesOnly' : 'allowManagedHooksOnly', value: v.value, source: v.loc, reason: `a managed-only setting: Claude Code ignores it in ${s.origin}` });
    }
  }
  const managedRulesOnly = setting(pick((c) => c.managedRulesOnly, managed), false);
  const managedHooksOnly = setting(pick((c) => c.managedHooksOnly, managed), false);
  const disableBypass = setting(pick((c) => c.disableBypass), false);
  const disableAuto = setting(pick((c) => c.disableAuto), false);

  // defaultMode: the highest scope (permission-modes → Which mode a session starts in). Only `auto` does not
  // take effect from project or local settings (then the built-in default applies, not a user value);
  // `bypassPermissions` there applies like any other value.
  const modePick = pick((c) => c.defaultMode);
  let mode: Setting<Mode> = { value: 'default', origin: 'the built-in default (Manual)', source: null };
  if (modePick) {
    const v = modePick.value;
    const restricted = (modePick.src.scope === 'project' || modePick.src.scope === 'local') && v === 'auto';
    if (restricted) {
      ignored.push({ key: 'permissions.defaultMode', value: modePick.src.content.defaultMode!.raw, source: modePick.loc, reason: `${v} does not take effect from ${modePick.src.origin}; Claude Code starts in its built-in default instead (Manual as whale-perm assumes it)` });
      mode = { value: 'default', origin: `default (${v} from ${modePick.src.origin} does not take effect)`, source: modePick.loc };
    } else mode = { value: v, origin: modePick.src.origin, source: modePick.loc };
  }
  if (mode.value === 'bypassPermissions' && disableBypass.value) {
    ignored.push({ key: 'permissions.defaultMode', value: 'bypassPermissions', source: mode.source, reason: `disableBypassPermissionsMode (${disableBypass.origin}) prevents it; Claude Code starts in Manual (default)` });
    mode = { value: 'default', origin: `default (bypassPermissions disabled by ${disableBypass.origin})`, source: disableBypass.source };
  }
  if (mode.value === 'bypassPermissions') warnings.push(bypassWarning(mode.origin));
  if (mode.value === 'auto' && disableAuto.value) {
    ignored.push({ key: 'permissions.defaultMode', value: 'auto', source: mode.source, reason: `disableAutoMode (${disableAuto.origin}) prevents it; Claude Code starts in Manual (default)` });
    mode = { value: 'default', origin: `default (auto disabled by ${disableAuto.origin})`, source: disableAuto.source };
  }

  // Rules: every scope, then the command-line flags.
  const labels = fileLabels(sources);
  const rules: ClaudeRule[] = [];
  const addRule = (id: string, text: string, action: Decision, scope: Scope, origin: string, loc: SourceLoc, anchor: string, fromFlags: boolean) => {
    const parsed = parseClaudeRule(text, action, fromFlags);
    if ('skip' in parsed) {
      problems.push({ check: 'schema', fatal: false, severity: 'warning', message: `${parsed.skip}; Claude Code skips this rule`, loc });
      warnings.push(`${fmt(loc)}: ${action} rule ${JSON.stringify(text)} is skipped: ${parsed.skip}`);
      return;
    }
    if (parsed.warning) problems.push({ check: 'schema', fatal: false, severity: 'warning', message: parsed.warning, loc });
    const rule: ClaudeRule = { id, text, action, scope, origin, source: loc, anchor, matcher: parsed.matcher, ...(parsed.dead ? { dead: parsed.dead } : {}) };
    if (managedRulesOnly.value && scope !== 'managed') rule.inactive = `allowManagedPermissionRulesOnly (${managedRulesOnly.origin}): only managed rules apply`;
    else if (scope === 'project' && action === 'allow' && !trusted.value) rule.inactive = 'this workspace has not been trusted: Claude Code holds project allow rules until you accept the trust dialog';
    if (rule.inactive) ignored.push({ key: `permissions.${action}`, value: text, source: loc, reason: rule.inactive });
    rules.push(rule);
  };
  for (const s of sources) for (const r of s.content.rules) addRule(`${labels.get(s)}#${r.action}.${r.index + 1}`, r.text, r.action, s.scope, s.origin, r.loc, s.anchor, false);
  for (const [flag, action, list] of [['--allowed-tools', 'allow', opts.allowedTools], ['--disallowed-tools', 'deny', opts.disallowedTools]] as const) {
    let n = 0;
    for (const value of list ?? []) for (const text of splitToolList(value)) addRule(`${flag}#${++n}`, text, action, 'command line', flag, pseudoLoc(flag), ws, true);
  }
  const heldAllows = rules.filter((r) => r.scope === 'project' && r.action === 'allow' && !trusted.value && !managedRulesOnly.value);
  if (heldAllows.length > 0) {
    warnings.push(`this workspace has not been trusted: Claude Code ignores ${heldAllows.length} allow rule(s) from ${projectPath} until you accept the trust dialog (pass --trusted to see them applied)`);
  }

  // Working directories: the workspace, then additionalDirectories (project ones only when trusted).
  const workingDirs: WorkingDir[] = [{ path: ws, origin: 'working directory', source: null }];
  for (const s of sources) {
    for (const d of s.content.additionalDirectories) {
      const path = d.value.startsWith('~/') || d.value === '~' ? posix.resolve(home, d.value.slice(2)) : posix.resolve(ws, d.value);
      if (s.scope === 'project' && !trusted.value) {
        ignored.push({ key: 'permissions.additionalDirectories', value: d.value, source: d.loc, reason: 'this workspace has not been trusted: project additionalDirectories apply only after the trust dialog' });
        continue;
      }
      if (!workingDirs.some((w) => w.path === path)) workingDirs.push({ path, origin: s.origin, source: d.loc });
    }
  }

  // Hooks: PreToolUse handlers from every scope; the same handler in several files runs once.
  const disableAllHooks = setting(pick((c) => c.disableAllHooks), false);
  const managedDisables = managed.some((s) => s.content.disableAllHooks?.value === true);
  const hooks: ClaudeHook[] = [];
  const taken = new Set<string>();
  for (const s of [...sources].sort((a, b) => SCOPE_RANK[b.scope] - SCOPE_RANK[a.scope])) {
    for (const h of s.content.hooks) {
      const skip =
        managedDisables ? 'disableAllHooks in managed settings turns every hook off'
        : s.scope !== 'managed' && disableAllHooks.value ? `disableAllHooks (${disableAllHooks.origin}) turns off every hook outside managed settings`
        : s.scope !== 'managed' && managedHooksOnly.value ? `allowManagedHooksOnly (${managedHooksOnly.origin}): only managed hooks load`
        : undefined;
      if (skip) {
        ignored.push({ key: 'hooks.PreToolUse', value: h.command, source: h.loc, reason: skip });
        continue;
      }
      const key = `${h.type}\u0000${h.command}\u0000${h.matcher}\u0000${h.if ?? ''}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const ifRule = h.if !== undefined ? parseClaudeRule(h.if, 'deny') : undefined;
      if (ifRule && 'skip' in ifRule) problems.push({ check: 'schema', fatal: false, severity: 'warning', message: `hook if condition '${h.if}': ${ifRule.skip}; the hook never runs`, loc: h.loc });
      hooks.push({
        id: `${labels.get(s)}#${h.at}`,
        name: hookName(h.command, h.type, hooks.map((x) => x.name)),
        matcher: h.matcher,
        ...(h.if !== undefined ? { if: h.if } : {}),
        ...(ifRule && !('skip' in ifRule) ? { ifRule: ifRule.matcher } : {}),
        type: h.type,
        command: h.command,
        timeoutSecs: h.timeout ?? 600,
        ...(h.async ? { async: true as const } : {}),
        scope: s.scope,
        origin: s.origin,
        source: h.loc,
      });
    }
  }

  const sandboxEnabled = setting(pick((c) => c.sandboxEnabled), false);
  const sandboxAutoAllow = setting(pick((c) => c.sandboxAutoAllow), true);
  const excluded = [...new Set(sources.flatMap((s) => s.content.sandboxExcluded))];

  for (const r of rules) if (r.dead && !r.inactive) warnings.push(`${fmt(r.source)}: ${r.text}: ${r.dead}`);

  // Each path is resolved once per stack: a lint or diff asks about the same files thousands of times.
  // Nothing lies under a path that does not resolve, so the parent is asked first (once, kept): the
  // thousands of files named under one missing directory cost one failed look-up, not one each.
  const resolved = new Map<string, string | undefined>();
  const read = opts.reader.realpath?.bind(opts.reader);
  const realpath = read
    ? function resolve(p: string): string | undefined {
        if (resolved.has(p)) return resolved.get(p);
        const parent = posix.dirname(p);
        const r = parent !== p && resolve(parent) === undefined ? undefined : read(p);
        resolved.set(p, r);
        return r;
      }
    : undefined;

  return {
    home,
    workspace: ws,
    files,
    mode,
    trusted,
    disableBypass,
    disableAuto,
    managedRulesOnly,
    managedHooksOnly,
    disableAllHooks,
    sandbox: { enabled: sandboxEnabled, autoAllow: sandboxAutoAllow, excluded },
    workingDirs,
    rules,
    hooks,
    ignored,
    problems,
    warnings,
    ...(realpath ? { realpath } : {}),
  };
}

/** A settings file parsed, with what its keys and permission values say (nothing else is read from it). */
interface SettingsFile {
  r: DocRead;
  /** When it parsed: its unknown or misplaced keys, and its settings as Claude Code reads them. */
  keys?: ReturnType<typeof settingsKeyProblems>;
  read?: FileRead;
}

/**
 * The last few settings files parsed, by strictness and path, with the text
 * they were parsed from. What a file yields is a function of its path, its
 * text and its strictness alone, and nothing downstream changes it (the
 * loader copies every problem and reads the content as it is), so a file
 * read again with the same text is not parsed again: lint loads a stack
 * twice (as it is and as trusted), and a 10,000-rule file cost a third of
 * each load. The text itself is read anew each time, so a file that changed
 * (a `--batch` stream, a diff's two sides) is parsed anew. Bounded: at most
 * SETTINGS_KEPT files, the whole map dropped when it is full.
 */
const parsedSettings = new Map<string, { text: string; file: SettingsFile }>();
const SETTINGS_KEPT = 8;

function settingsFile(f: TextRead, path: string, tolerant: boolean): SettingsFile {
  if (f.status !== 'ok') return { r: docOf(f, path, 'json') };
  const key = `${tolerant ? 't' : 's'}\u0000${path}`;
  const hit = parsedSettings.get(key);
  if (hit !== undefined && hit.text === f.text) return hit.file;
  const r = docOf(f, path, 'json');
  const file: SettingsFile = r.status === 'ok' ? { r, keys: settingsKeyProblems(r.doc), read: readSettingsDoc(r.doc, tolerant) } : { r };
  if (parsedSettings.size >= SETTINGS_KEPT) parsedSettings.clear();
  parsedSettings.set(key, { text: f.text, file });
  return file;
}

/**
 * The label a file's rule and hook ids start with: its base name, the user
 * file as `~/.claude/settings.json` (so it never takes the project file's
 * name), and a later file whose label is taken `name@2`, `name@3`.
 */
function fileLabels(sources: readonly Source[]): Map<Source, string> {
  const out = new Map<Source, string>();
  const taken = new Set<string>();
  for (const s of sources) {
    const base = s.scope === 'user' ? '~/.claude/settings.json' : basename(s.file);
    let label = base;
    for (let n = 2; taken.has(label); n++) label = `${base}@${n}`;
    taken.add(label);
    out.set(s, label);
  }
  return out;
}

function fmt(loc: SourceLoc): string {
  return loc.line > 0 ? `${loc.file}:${loc.line}:${loc.column}` : loc.file;
}

function readTrust(opts: StackOptions, home: string, ws: string, files: StackFile[], warnings: string[]): Setting<boolean> {
  if (opts.trusted !== undefined) return { value: opts.trusted, origin: opts.trusted ? '--trusted' : '--untrusted', source: null };
  const path = join(home, '.claude.json');
  const r = readDoc(opts.reader, path, 'json');
  if (r.status === 'missing') {
    files.push({ path, role: 'trust state', status: 'missing' });
    return { value: false, origin: 'no trust recorded', source: null };
  }
  if (r.status === 'error') {
    files.push({ path, role: 'trust state', status: 'error', note: r.message });
    warnings.push(`${fmt(r.loc)}: ${r.message}; whale-perm treats the workspace as not trusted`);
    return { value: false, origin: 'trust state unreadable', source: null };
  }
  files.push({ path, role: 'trust state', status: 'read', note: 'only projects[<workspace>].hasTrustDialogAccepted is read' });
  const projects = r.doc.value.projects;
  const entry = isTable(projects) ? projects[ws] : undefined;
  const accepted = isTable(entry) ? entry.hasTrustDialogAccepted : undefined;
  if (accepted === true) return { value: true, origin: 'trust dialog accepted (~/.claude.json)', source: r.doc.locate(['projects', ws, 'hasTrustDialogAccepted']) ?? null };
  return { value: false, origin: 'trust dialog not accepted (~/.claude.json)', source: (accepted !== undefined ? r.doc.locate(['projects', ws, 'hasTrustDialogAccepted']) : undefined) ?? null };
}

/**
 * What Claude Code does before a session starts in bypassPermissions
 * (permission-modes → Skip all checks with bypassPermissions mode).
 */
export function bypassWarning(origin: string): string {
  return `bypassPermissions (${origin}) applies: Claude Code runs every call without a prompt except the actions no mode auto-approves; the first interactive session asks once to accept the mode, and on Linux and macOS Claude Code refuses to start in it as root or under sudo (outside a recognized sandbox)`;
}

/**
 * Discovers and merges grok-build's permission stack the way
 * `permission/resolution.rs` does: requirements.toml (system, user), Claude
 * `managed-settings.json`, `managed_config.toml` (system, user copy),
 * `~/.grok/config.toml`, every project `.grok/config.toml` from the git root
 * down to the workspace (trusted folders only), then the `.claude/settings*.json`
 * fallback, then the hook files in `~/.grok/hooks/*.json` and the workspace's
 * `.grok/hooks/*.json` (trusted folders only). Merge order is provenance only: evaluation is deny > ask > allow.
 *
 * A file grok cannot read or parse is skipped with a warning; grok starts
 * anyway, so nothing here is fatal. Lint reports each as a `schema` error.
 */
import { grokKeyProblems } from './known-keys.js';
import { dirname, join, resolve } from 'node:path';
import { formatLocated, type SourceLoc } from '../../../config/errors.js';
import type { LocatedDoc } from '../../../config/located.js';
import { readDoc } from '../../../config/read-doc.js';
import { isTable } from '../../../config/values.js';
import { UsageError } from '../../../core/usage-error.js';
import type { IgnoredValue, Problem, StackFile, StackOptions } from '../../types.js';
import { isCatchall, parseGrokRule } from '../rules.js';
import type { DefaultMode, GrokRule, GrokStack, McpServerPolicy, PromptPolicy, RuleOrigin, Setting } from '../stack.js';
import { readClaudePermissions } from './claude.js';
import { hookProblems, nameHooks, readHooks, type UnnamedHook } from './hooks.js';
import { readPermissionTable } from './permission.js';

interface Ctx {
  opts: StackOptions;
  files: StackFile[];
  problems: Problem[];
  warnings: string[];
  ignored: IgnoredValue[];
}

function pseudo(file: string): SourceLoc {
  return { file, line: 0, column: 0 };
}

/** Reads one file; a broken one is recorded and skipped, as grok skips it. */
function readFile(ctx: Ctx, path: string, role: string, format: 'toml' | 'json', load = true): LocatedDoc | undefined {
  if (!load) {
    if (ctx.opts.reader.read(path).status !== 'missing') ctx.files.push({ path, role, status: 'not-read', note: 'the workspace is not a trusted folder, so grok does not load project configuration' });
    return undefined;
  }
  const r = readDoc(ctx.opts.reader, path, format);
  if (r.status === 'missing') {
    ctx.files.push({ path, role, status: 'missing' });
    return undefined;
  }
  if (r.status === 'error') {
    ctx.files.push({ path, role, status: 'error', note: r.message });
    const message = `${r.message}; grok skips this ${role} file and goes on without it`;
    ctx.problems.push({ check: 'schema', fatal: false, syntax: false, severity: 'error', message, loc: r.loc });
    ctx.warnings.push(formatLocated(r.loc.file, r.loc.line, r.loc.column, message));
    return undefined;
  }
  ctx.files.push({ path, role, status: 'read' });
  if (format === 'toml') for (const k of grokKeyProblems(r.doc)) ctx.problems.push({ check: 'schema', fatal: false, severity: k.severity, message: k.message, loc: k.loc });
  return r.doc;
}

function findGitRoot(opts: StackOptions, from: string): string | undefined {
  let dir = resolve(from);
  for (;;) {
    const git = join(dir, '.git');
    if (opts.reader.isDirectory(git) || opts.reader.read(git).status === 'ok') return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** Directories from the git root (or the workspace alone) down to the workspace, outermost first. */
function projectDirs(workspace: string, gitRoot: string | undefined): string[] {
  const dirs: string[] = [];
  let dir = resolve(workspace);
  const stop = gitRoot ?? dir;
  for (;;) {
    dirs.unshift(dir);
    if (dir === stop) break;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return dirs;
}

function collectStrings(v: unknown, out: string[]): void {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) collectStrings(x, out);
  else if (isTable(v)) for (const [k, x] of Object.entries(v)) {
    out.push(k);
    collectStrings(x, out);
  }
}

/** Folder trust: --trusted/--untrusted, GROK_FOLDER_TRUST=0, else the workspace or an ancestor named in trusted_folders.toml. */
function resolveTrust(ctx: Ctx, grokDir: string, workspace: string): Setting<boolean> {
  const { opts } = ctx;
  if (opts.trusted !== undefined) return { value: opts.trusted, origin: 'command line', source: null };
  if (opts.env.GROK_FOLDER_TRUST === '0') return { value: true, origin: 'GROK_FOLDER_TRUST=0 (folder trust disabled)', source: pseudo('$GROK_FOLDER_TRUST') };
  const path = join(grokDir, 'trusted_folders.toml');
  const doc = readFile(ctx, path, 'folder trust', 'toml');
  if (doc) {
    const strings: string[] = [];
    collectStrings(doc.value, strings);
    const ws = resolve(workspace);
    const hit = strings.find((s) => s.startsWith('/') && (ws === resolve(s) || ws.startsWith(`${resolve(s)}/`)));
    if (hit !== undefined) return { value: true, origin: `trusted_folders.toml names ${hit}`, source: { file: path, line: 1, column: 1 } };
  }
  return { value: false, origin: 'default (not in trusted_folders.toml)', source: null };
}

interface UiValues {
  permissionMode?: { value: string; loc: SourceLoc };
  yolo?: { value: boolean; loc: SourceLoc };
  remember?: { value: boolean; loc: SourceLoc };
  sandboxProfile?: { value: string; loc: SourceLoc };
  autoAllowBash?: { value: boolean; loc: SourceLoc };
}

function readUi(doc: LocatedDoc, ctx: Ctx): UiValues {
  const out: UiValues = {};
  const at = (p: string[]) => doc.locate(p) ?? { file: doc.file, line: 1, column: 1 };
  const ui = doc.value.ui;
  const sandbox = doc.value.sandbox;
  const typed = <T>(table: unknown, key: string, type: 'string' | 'boolean', path: string[]): { value: T; loc: SourceLoc } | undefined => {
    if (!isTable(table) || table[key] === undefined) return undefined;
    const v = table[key];
    if (typeof v !== type) {
      ctx.problems.push({ check: 'schema', fatal: false, severity: 'error', message: `${path.join('.')} must be a ${type}; grok ignores it`, loc: doc.locateValue(path) ?? at(path) });
      return undefined;
    }
    return { value: v as T, loc: at(path) };
  };
  const pm = typed<string>(ui, 'permission_mode', 'string', ['ui', 'permission_mode']);
  if (pm) out.permissionMode = pm;
  const yolo = typed<boolean>(ui, 'yolo', 'boolean', ['ui', 'yolo']);
  if (yolo) out.yolo = yolo;
  const rem = typed<boolean>(ui, 'remember_tool_approvals', 'boolean', ['ui', 'remember_tool_approvals']);
  if (rem) out.remember = rem;
  const prof = typed<string>(sandbox, 'profile', 'string', ['sandbox', 'profile']);
  if (prof) out.sandboxProfile = prof;
  const aab = typed<boolean>(sandbox, 'auto_allow_bash', 'boolean', ['sandbox', 'auto_allow_bash']);
  if (aab) out.autoAllowBash = aab;
  return out;
}

/** `[ui] disable_bypass_permissions_mode = true` or the legacy `[ui] yolo = false` in a requirements layer. */
function readPin(doc: LocatedDoc, ctx: Ctx, origin: string): Setting<string | undefined> | undefined {
  const ui = doc.value.ui;
  if (!isTable(ui)) return undefined;
  for (const [key, locks] of [['disable_bypass_permissions_mode', true], ['yolo', false]] as const) {
    const v = ui[key];
    if (v === undefined) continue;
    const loc = doc.locate(['ui', key]) ?? pseudo(doc.file);
    if (typeof v !== 'boolean') {
      ctx.problems.push({ check: 'schema', fatal: false, severity: 'error', message: `ui.${key} must be a boolean; grok ignores it, so this layer does not lock always-approve off`, loc: doc.locateValue(['ui', key]) ?? loc });
      continue;
    }
    if (v === locks) {
      const why = key === 'yolo' ? '[ui] yolo = false in requirements.toml' : '[ui] disable_bypass_permissions_mode = true in requirements.toml';
      return { value: `always-approve disabled by managed policy (${why})`, origin: `${origin} [ui]`, source: loc };
    }
  }
  return undefined;
}

function modeEffect(mode: DefaultMode): PromptPolicy {
  return mode === 'dontAsk' ? 'deny' : mode === 'auto' ? 'auto' : 'ask';
}

function syntheticRules(mode: DefaultMode, origin: RuleOrigin, file: string, loc: SourceLoc, pinned: string | undefined, ctx: Ctx): GrokRule[] {
  if (mode === 'bypassPermissions') {
    if (pinned) {
      ctx.ignored.push({ key: 'defaultMode', value: 'bypassPermissions', source: loc, reason: `its catch-all allow would substitute for always-approve, which is locked off: ${pinned}` });
      return [];
    }
    return [{ action: 'allow', tool: 'any', mode: 'glob', text: '*', form: 'synthetic', origin, file, source: loc, at: 'defaultMode', note: 'defaultMode = "bypassPermissions": a catch-all allow on every tool' }];
  }
  if (mode === 'acceptEdits') {
    return [{ action: 'allow', tool: 'edit', mode: 'glob', text: 'Edit', form: 'synthetic', origin, file, source: loc, at: 'defaultMode', note: 'defaultMode = "acceptEdits": an allow on every edit' }];
  }
  return [];
}

function emptyMcp(): McpServerPolicy {
  return { allowNames: [], denyNames: [], otherEntries: 0 };
}

function readMcpPolicy(doc: LocatedDoc, policy: McpServerPolicy): void {
  for (const [key, list] of [['allowedMcpServers', policy.allowNames], ['deniedMcpServers', policy.denyNames]] as const) {
    const arr = doc.value[key];
    if (!Array.isArray(arr)) continue;
    arr.forEach((e, i) => {
      if (isTable(e) && typeof e.serverName === 'string') list.push({ name: e.serverName, source: doc.locateValue([key, i]) ?? pseudo(doc.file) });
      else if (isTable(e) && (typeof e.serverUrl === 'string' || typeof e.command === 'string')) policy.otherEntries++;
    });
  }
}

export function loadGrokStack(opts: StackOptions): GrokStack {
  const ctx: Ctx = { opts, files: [], problems: [], warnings: [], ignored: [] };
  const home = opts.home ?? opts.userHome;
  const grokDir = opts.home !== undefined ? join(home, '.grok') : opts.env.GROK_HOME ? resolve(opts.env.GROK_HOME) : join(home, '.grok');
  const workspace = resolve(opts.workspace);
  const gitRoot = findGitRoot(opts, workspace);
  const trusted = resolveTrust(ctx, grokDir, workspace);

  const rules: GrokRule[] = [];
  const hooks: UnnamedHook[] = [];
  const mcpPolicy = emptyMcp();
  let pin: Setting<string | undefined> = { value: undefined, origin: 'default', source: null };
  const reqUi: UiValues[] = [];
  const addPermissions = (doc: LocatedDoc, origin: RuleOrigin) => {
    const p = readPermissionTable(doc, origin);
    rules.push(...p.rules);
    ctx.problems.push(...p.problems);
    ctx.ignored.push(...p.ignored);
    for (const q of p.problems) if (q.severity === 'error' || q.check === 'shadowed-rule') ctx.warnings.push(formatLocated(q.loc.file, q.loc.line, q.loc.column, q.message));
  };
  const addHooks = (doc: LocatedDoc, origin: string, project: boolean) => {
    const h = readHooks(doc, origin, project);
    hooks.push(...h.hooks);
    ctx.problems.push(...h.problems);
  };

  // 1. requirements.toml: system (the managed dir) then user.
  const reqFiles: [string, RuleOrigin][] = [];
  if (opts.managedDir !== undefined) reqFiles.push([join(opts.managedDir, 'requirements.toml'), 'system requirements']);
  reqFiles.push([join(grokDir, 'requirements.toml'), 'user requirements']);
  for (const [path, origin] of reqFiles) {
    const doc = readFile(ctx, path, origin, 'toml');
    if (!doc) continue;
    addPermissions(doc, origin);
    addHooks(doc, origin, false);
    const p = readPin(doc, ctx, origin);
    if (p && pin.value === undefined) pin = p;
    reqUi.push(readUi(doc, ctx));
  }

  // 2. Claude managed-settings.json (permission rules, defaultMode, MCP server policy).
  let managedMode: { mode: DefaultMode; loc: SourceLoc; file: string } | undefined;
  if (opts.managedDir !== undefined) {
    const path = join(opts.managedDir, 'managed-settings.json');
    const doc = readFile(ctx, path, 'managed settings', 'json');
    if (doc) {
      const c = readClaudePermissions(doc, 'managed settings');
      rules.push(...c.rules);
      ctx.problems.push(...c.problems);
      if (c.defaultMode) managedMode = { mode: c.defaultMode.mode, loc: c.defaultMode.loc, file: path };
      readMcpPolicy(doc, mcpPolicy);
      const perms = doc.value.permissions;
      if (isTable(perms) && perms.disableBypassPermissionsMode !== undefined) {
        ctx.ignored.push({
          key: 'permissions.disableBypassPermissionsMode',
          value: perms.disableBypassPermissionsMode,
          source: doc.locate(['permissions', 'disableBypassPermissionsMode']) ?? pseudo(path),
          reason: 'grok honours the rules of managed-settings.json but not this lock; set [ui] disable_bypass_permissions_mode = true in requirements.toml instead',
        });
      }
      if (managedMode) rules.push(...syntheticRules(managedMode.mode, 'managed settings', path, managedMode.loc, pin.value, ctx));
    }
  }

  // 3. managed_config.toml: the system copy, then the user-level copy grok maintains.
  const managedUi: UiValues[] = [];
  const mcFiles = [...(opts.managedDir !== undefined ? [join(opts.managedDir, 'managed_config.toml')] : []), join(grokDir, 'managed_config.toml')];
  for (const path of mcFiles) {
    const doc = readFile(ctx, path, 'managed config', 'toml');
    if (!doc) continue;
    addPermissions(doc, 'managed config');
    addHooks(doc, 'managed config', false);
    managedUi.push(readUi(doc, ctx));
  }

  // 4. ~/.grok/config.toml.
  const userPath = join(grokDir, 'config.toml');
  const userDoc = readFile(ctx, userPath, 'user config', 'toml');
  let userUi: UiValues = {};
  if (userDoc) {
    addPermissions(userDoc, 'user config');
    addHooks(userDoc, 'user config', false);
    userUi = readUi(userDoc, ctx);
  }

  // 5. Project .grok/config.toml from the git root down to the workspace (trusted folders only).
  const dirs = projectDirs(workspace, gitRoot);
  for (const dir of dirs) {
    const path = join(dir, '.grok', 'config.toml');
    if (path === userPath) continue;
    const exists = opts.reader.read(path).status !== 'missing';
    if (!exists && dir !== workspace) continue;
    const doc = readFile(ctx, path, 'project config', 'toml', trusted.value);
    if (!doc) continue;
    addPermissions(doc, 'project config');
    if (doc.value.hooks !== undefined) {
      ctx.ignored.push({ key: 'hooks', value: '(hook table)', source: doc.locate(['hooks']) ?? pseudo(path), reason: 'grok reads config-file hooks from ~/.grok/config.toml, managed_config.toml and requirements.toml only; project hooks live in .grok/hooks/*.json' });
    }
  }

  // 6. .claude/settings*.json fallback, most specific first (project files only in a trusted folder).
  const claudePaths: { path: string; project: boolean }[] = [];
  for (const dir of [...dirs].reverse()) {
    if (resolve(dir) === resolve(home)) continue;
    claudePaths.push({ path: join(dir, '.claude', 'settings.local.json'), project: true }, { path: join(dir, '.claude', 'settings.json'), project: true });
  }
  claudePaths.push({ path: join(home, '.claude', 'settings.local.json'), project: false }, { path: join(home, '.claude', 'settings.json'), project: false });
  let userMode: { mode: DefaultMode; loc: SourceLoc; file: string } | undefined;
  for (const { path, project } of claudePaths) {
    const exists = opts.reader.read(path).status !== 'missing';
    if (!exists && project && dirname(dirname(path)) !== workspace) continue;
    const doc = readFile(ctx, path, project ? 'project Claude settings' : 'user Claude settings', 'json', !project || trusted.value);
    if (!doc) continue;
    const c = readClaudePermissions(doc, 'claude settings');
    ctx.problems.push(...c.problems);
    if (!c.usable) continue;
    rules.push(...c.rules);
    if (c.defaultMode && userMode === undefined) {
      if (managedMode) {
        ctx.ignored.push({ key: 'defaultMode', value: c.defaultMode.raw, source: c.defaultMode.loc, reason: 'managed-settings.json sets defaultMode, which outranks user and project files' });
      } else userMode = { mode: c.defaultMode.mode, loc: c.defaultMode.loc, file: path };
    } else if (c.defaultMode) {
      ctx.ignored.push({ key: 'defaultMode', value: c.defaultMode.raw, source: c.defaultMode.loc, reason: 'a more specific settings file already sets defaultMode' });
    }
    addHooks(doc, project ? 'project Claude settings' : 'user Claude settings', project);
  }
  if (userMode) rules.push(...syntheticRules(userMode.mode, 'claude settings', userMode.file, userMode.loc, pin.value, ctx));

  // 7. Hook files: every *.json in ~/.grok/hooks, then in <workspace>/.grok/hooks (trusted folders only), each
  // directory in sorted order. 10-hooks.md says only that all sources are merged; putting these after the config
  // files is whale-perm's choice (it matters only for hook names and which of two denies is reported).
  const hookDirs: { dir: string; project: boolean }[] = [{ dir: join(grokDir, 'hooks'), project: false }];
  const projectHooks = join(workspace, '.grok', 'hooks');
  if (projectHooks !== hookDirs[0]!.dir) hookDirs.push({ dir: projectHooks, project: true });
  for (const { dir, project } of hookDirs) {
    if (!opts.reader.isDirectory(dir)) continue;
    if (!opts.reader.list) {
      if (!project || trusted.value) ctx.warnings.push(`${dir}: grok also loads hooks from *.json files in this directory; whale-perm cannot list a directory here, so any hook there is not simulated`);
      continue;
    }
    const names = opts.reader.list(dir);
    if (names === undefined) {
      if (!project || trusted.value) ctx.warnings.push(`${dir}: grok also loads hooks from *.json files in this directory; whale-perm could not list it, so any hook there is not simulated`);
      continue;
    }
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const path = join(dir, name);
      if (opts.reader.isDirectory(path)) continue;
      const role = project ? 'project hook file' : 'user hook file';
      const doc = readFile(ctx, path, role, 'json', !project || trusted.value);
      if (doc) addHooks(doc, role, project);
    }
  }

  // Under the pin, catch-all allows from non-admin sources substitute for always-approve and are dropped.
  const loadedRules = rules.map((r) => {
    const admin = r.origin === 'system requirements' || r.origin === 'managed settings';
    if (pin.value !== undefined && r.action === 'allow' && !['read', 'edit', 'grep'].includes(r.tool) && !admin && isCatchall(r)) {
      const reason = `a catch-all allow would substitute for always-approve, which is locked off: ${pin.value}`;
      ctx.ignored.push({ key: `allow ${r.text} (${r.origin})`, value: '{…}', source: r.source, reason });
      return { ...r, inert: reason };
    }
    return r;
  });
  const kept = loadedRules.filter((r) => r.inert === undefined);

  const namedHooks = nameHooks(hooks);
  ctx.problems.push(...hookProblems(namedHooks));

  // 8. Session grants (--session-rule).
  const sessionGrants: GrokRule[] = (opts.sessionRules ?? []).map((text) => {
    const parsed = parseGrokRule(text, 'allow');
    if ('error' in parsed) throw new UsageError(`--session-rule ${text}: ${parsed.error}`);
    return { ...parsed, text: text.trim(), form: 'session', origin: 'session', file: null, source: null };
  });

  // Prompt policy, YOLO, Auto.
  const effectiveMode = managedMode ?? userMode;
  const promptPolicy: Setting<PromptPolicy> = effectiveMode
    ? { value: modeEffect(effectiveMode.mode), origin: `defaultMode = "${effectiveMode.mode}" (${managedMode ? 'managed settings' : 'Claude settings'})`, source: effectiveMode.loc }
    : { value: 'ask', origin: 'default', source: null };
  const defaultMode: Setting<DefaultMode | undefined> = effectiveMode
    ? { value: effectiveMode.mode, origin: managedMode ? 'managed settings' : 'Claude settings', source: effectiveMode.loc }
    : { value: undefined, origin: 'default', source: null };
  const ui = [...managedUi, userUi];
  let yolo: Setting<boolean> = { value: false, origin: 'default', source: null };
  let auto: Setting<boolean> = { value: promptPolicy.value === 'auto', origin: promptPolicy.value === 'auto' ? promptPolicy.origin : 'default', source: promptPolicy.value === 'auto' ? promptPolicy.source : null };
  for (const u of ui) {
    if (u.yolo?.value === true) yolo = { value: true, origin: '[ui] yolo = true', source: u.yolo.loc };
    const pm = u.permissionMode;
    if (pm) {
      const v = pm.value.trim().toLowerCase();
      if (v === 'always-approve' || v === 'always_approve' || v === 'yolo' || v === 'bypasspermissions') {
        yolo = { value: true, origin: `[ui] permission_mode = "${pm.value}"`, source: pm.loc };
        auto = { value: false, origin: 'default', source: null };
      } else if (v === 'auto') {
        auto = { value: true, origin: `[ui] permission_mode = "${pm.value}"`, source: pm.loc };
        yolo = { value: false, origin: 'default', source: null };
      } else if (v === 'ask' || v === 'default') {
        yolo = { value: false, origin: `[ui] permission_mode = "${pm.value}"`, source: pm.loc };
      } else {
        ctx.problems.push({ check: 'schema', fatal: false, severity: 'warning', message: `ui.permission_mode = ${JSON.stringify(pm.value)} is not ask, auto or always-approve; whale-perm ignores it`, loc: pm.loc });
      }
    }
  }
  if (yolo.value && auto.value) auto = { value: false, origin: 'always-approve clears Auto mode', source: null };
  const remember = [...ui].reverse().find((u) => u.remember)?.remember;
  const rememberToolApprovals: Setting<boolean> = remember ? { value: remember.value, origin: '[ui] remember_tool_approvals', source: remember.loc } : { value: false, origin: 'default', source: null };

  // Sandbox profile: requirements, then GROK_SANDBOX, then config; auto_allow_bash: requirements, then config.
  const reqProfile = reqUi.find((u) => u.sandboxProfile)?.sandboxProfile;
  const cfgProfile = userUi.sandboxProfile ?? [...managedUi].reverse().find((u) => u.sandboxProfile)?.sandboxProfile;
  const envProfile = opts.env.GROK_SANDBOX;
  const sandboxProfile: Setting<string> = reqProfile
    ? { value: reqProfile.value, origin: 'requirements [sandbox] profile', source: reqProfile.loc }
    : envProfile !== undefined && envProfile.trim() !== ''
      ? { value: envProfile.trim(), origin: 'GROK_SANDBOX', source: pseudo('$GROK_SANDBOX') }
      : cfgProfile
        ? { value: cfgProfile.value, origin: '[sandbox] profile', source: cfgProfile.loc }
        : { value: 'off', origin: 'default', source: null };
  const reqAuto = reqUi.find((u) => u.autoAllowBash)?.autoAllowBash;
  const cfgAuto = userUi.autoAllowBash ?? [...managedUi].reverse().find((u) => u.autoAllowBash)?.autoAllowBash;
  const sandboxAutoAllowBash: Setting<boolean> = reqAuto
    ? { value: reqAuto.value, origin: 'requirements [sandbox] auto_allow_bash', source: reqAuto.loc }
    : cfgAuto
      ? { value: cfgAuto.value, origin: '[sandbox] auto_allow_bash', source: cfgAuto.loc }
      : { value: false, origin: "not set (whale-perm assumes off)", source: null };

  return {
    home,
    grokDir,
    workspace,
    userHome: opts.userHome,
    gitRoot,
    reader: opts.reader,
    files: ctx.files,
    trusted,
    rules: kept,
    loadedRules,
    sessionGrants,
    hooks: namedHooks,
    promptPolicy,
    defaultMode,
    yolo,
    auto,
    yoloPin: pin,
    rememberToolApprovals,
    sandboxProfile,
    sandboxAutoAllowBash,
    mcpPolicy,
    ignored: ctx.ignored,
    problems: ctx.problems,
    warnings: ctx.warnings,
  };
}

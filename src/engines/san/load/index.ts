/**
 * Discovers and merges san's settings stack the way `internal/setting/loader.go`
 * does: six JSON files from lowest to highest precedence, each skipped with a
 * warning when it cannot be read or decoded; permission arrays merged as
 * de-duplicated unions (`merger.go`), `defaultMode` taken from the highest file
 * that sets it, hooks merged per event (Claude-compatible files append, san's
 * own files replace, and PermissionRequest hooks never come from a
 * Claude-compatible file).
 */
import { sanKeyProblems } from './known-keys.js';
import { join } from 'node:path';
import type { SourceLoc } from '../../../config/errors.js';
import { readDoc } from '../../../config/read-doc.js';
import { parseRuleSpec } from '../../../config/rule-spec.js';
import type { Decision } from '../../../core/types.js';
import type { IgnoredValue, Problem, StackFile, StackOptions } from '../../types.js';
import { splitRule } from '../match/rule-text.js';
import type { SanHook, SanRule, SanStack, SessionRule, Setting, SettingsFile } from '../stack.js';
import { modeOf, type Mode } from '../vocab.js';
import { PERMISSION_EVENTS, readSettingsFile, type FileContents, type HookGroupEntry } from './settings-file.js';

/** san's default hook timeout (`defaultTimeout` in internal/hook/engine.go), in seconds. */
export const DEFAULT_HOOK_TIMEOUT_SECS = 600;

export function settingsFiles(home: string, workspace: string): SettingsFile[] {
  return [
    { path: join(home, '.claude', 'settings.json'), label: '~/.claude/settings.json', claudeCompat: true },
    { path: join(home, '.gen', 'settings.json'), label: '~/.gen/settings.json', claudeCompat: false },
    { path: join(workspace, '.claude', 'settings.json'), label: '.claude/settings.json', claudeCompat: true },
    { path: join(workspace, '.gen', 'settings.json'), label: '.gen/settings.json', claudeCompat: false },
    { path: join(workspace, '.claude', 'settings.local.json'), label: '.claude/settings.local.json', claudeCompat: true },
    { path: join(workspace, '.gen', 'settings.local.json'), label: '.gen/settings.local.json', claudeCompat: false },
  ];
}

interface Read {
  file: SettingsFile;
  contents: FileContents;
}

export function loadSanStack(opts: StackOptions): SanStack {
  const home = opts.home ?? opts.userHome;
  const ws = opts.workspace;
  const files: StackFile[] = [];
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const ignored: IgnoredValue[] = [];
  const reads: Read[] = [];
  const seen = new Set<string>();

  settingsFiles(home, ws).forEach((f, i) => {
    const role = `${i < 2 ? 'user' : i < 4 ? 'project' : 'local'} settings (${f.claudeCompat ? 'Claude-compatible' : "san's own"})`;
    if (i >= 2 && !opts.projectConfig) {
      files.push({ path: f.path, role, status: 'ignored', note: 'skipped: --no-project-config' });
      return;
    }
    if (seen.has(f.path)) {
      files.push({ path: f.path, role, status: 'ignored', note: 'the same file as the user settings (the workspace is the home directory)' });
      return;
    }
    seen.add(f.path);
    const r = readDoc(opts.reader, f.path, 'json');
    if (r.status === 'missing') {
      files.push({ path: f.path, role, status: 'missing' });
      return;
    }
    if (r.status === 'error') {
      const consequence = 'san logs a warning and skips the whole file, so none of its rules, hooks or defaultMode apply';
      files.push({ path: f.path, role, status: 'error', note: consequence });
      problems.push({ check: 'schema', fatal: false, syntax: false, severity: 'error', message: `${r.message}; ${consequence}`, loc: r.loc });
      warnings.push(`${where(r.loc)}: ${r.message}; san skips this file, so none of its rules, hooks or defaultMode apply`);
      return;
    }
    for (const k of sanKeyProblems(r.doc, f.claudeCompat)) problems.push({ check: 'schema', fatal: false, severity: k.severity, message: k.message, loc: k.loc });
    const contents = readSettingsFile(r.doc, f.claudeCompat);
    // Keys san does not know are listed as ignored values (lint: overlay-loosening, "read but ignored").
    ignored.push(...contents.unknown);
    if (contents.typeErrors.length > 0) {
      const consequence = 'san fails to decode the file and skips all of it, so none of its rules, hooks or defaultMode apply';
      for (const e of contents.typeErrors) problems.push({ check: 'schema', fatal: false, severity: 'error', message: `${e.message}; ${consequence}`, loc: e.loc });
      const first = contents.typeErrors[0]!;
      files.push({ path: f.path, role, status: 'error', note: consequence });
      warnings.push(`${where(first.loc)}: ${first.message}; san skips this file, so none of its rules, hooks or defaultMode apply`);
      return;
    }
    files.push({ path: f.path, role, status: 'read' });
    reads.push({ file: f, contents });
  });

  const rules = mergeRules(reads);
  for (const r of rules) {
    if (r.duplicateOf) continue;
    const spec = parseRuleSpec(r.text);
    if ('error' in spec) {
      problems.push({
        check: 'schema',
        fatal: false,
        severity: 'warning',
        message: `${spec.error}; san reads it as tool ${JSON.stringify(r.tool)} with argument ${JSON.stringify(r.args)}, which matches ${r.tool.trim() === r.tool && r.tool !== '' ? 'almost nothing' : 'nothing'}`,
        loc: r.source,
      });
    }
  }
  const defaultMode = resolveDefaultMode(reads, problems, warnings);
  const allowBypass = resolveAllowBypass(reads);
  // `ApplyDefaultPermissionMode` → `ApplyModePermissions` (internal/app/env.go): the gate's session mode is reset to
  // normal and set only for acceptEdits and bypass, so a dontAsk defaultMode leaves the gate asking as in default mode.
  if (defaultMode.setting.value === 'dontAsk') {
    warnings.push(`defaultMode dontAsk (${defaultMode.setting.origin}): san 5e33c937 shows the mode but ApplyModePermissions leaves its permission gate in normal mode, so asks still prompt; whale-perm evaluates default mode`);
    defaultMode.raw ??= defaultMode.setting.value;
    defaultMode.setting = { ...defaultMode.setting, value: 'default', origin: `${defaultMode.setting.origin}, read as default (the gate never enters dontAsk from settings)` };
  }
  // `ApplyDefaultPermissionMode` (internal/app/env.go): a bypass defaultMode starts in normal mode unless allowBypass is true.
  if (defaultMode.setting.value === 'bypassPermissions' && allowBypass.value !== true) {
    const why = allowBypass.value === false ? `allowBypass is false (${allowBypass.origin})` : 'allowBypass is not set (absent means false)';
    warnings.push(`defaultMode bypassPermissions (${defaultMode.setting.origin}) is demoted to default: ${why}; san starts in bypass mode only with allowBypass: true`);
    defaultMode.raw ??= defaultMode.setting.value;
    defaultMode.setting = { ...defaultMode.setting, value: 'default', origin: `${defaultMode.setting.origin}, demoted (${why})` };
  }
  const hooks = mergeHooks(reads, ignored);
  const sessionRules = (opts.sessionRules ?? []).map(sessionRule);

  return {
    home,
    workspace: ws,
    files,
    settingsFiles: reads.map((r) => r.file),
    rules,
    defaultMode: defaultMode.setting,
    ...(defaultMode.raw !== undefined ? { defaultModeRaw: defaultMode.raw } : {}),
    allowBypass,
    hooks,
    sessionRules,
    ...(opts.reader.realpath ? { resolve: (p: string) => opts.reader.realpath!(p) } : {}),
    ignored,
    problems,
    warnings,
  };
}

function where(loc: SourceLoc): string {
  return loc.line > 0 ? `${loc.file}:${loc.line}:${loc.column}` : loc.file;
}

/** `mergeStringSlices`: base then overlay, the first occurrence of each entry kept. */
function mergeRules(reads: readonly Read[]): SanRule[] {
  const out: SanRule[] = [];
  for (const action of ['deny', 'ask', 'allow'] as Decision[]) {
    const first = new Map<string, SourceLoc>();
    let index = 0;
    for (const { file, contents } of reads) {
      for (const e of contents[action]) {
        const t = splitRule(e.value);
        const dup = first.get(e.value);
        out.push({
          action,
          text: e.value,
          tool: t.tool,
          args: t.args,
          bare: t.bare,
          origin: file.label,
          source: e.loc,
          index: dup ? -1 : index++,
          ...(dup ? { duplicateOf: dup } : {}),
        });
        if (!dup) first.set(e.value, e.loc);
      }
    }
  }
  return out;
}

/** `coalesce`: the highest file with a non-empty defaultMode wins. */
function resolveDefaultMode(reads: readonly Read[], problems: Problem[], warnings: string[]): { setting: Setting<Mode>; raw?: string } {
  let found: { file: SettingsFile; value: string; loc: SourceLoc } | undefined;
  for (const { file, contents } of reads) if (contents.defaultMode) found = { file, ...contents.defaultMode };
  if (!found) return { setting: { value: 'default', origin: 'default', source: null } };
  const mode = modeOf(found.value);
  if (mode === undefined) {
    problems.push({
      check: 'schema',
      fatal: false,
      severity: 'warning',
      message: `permissions.defaultMode = ${JSON.stringify(found.value)} is not a mode san knows (default, acceptEdits, bypassPermissions, plan, dontAsk); san starts in default mode`,
      loc: found.loc,
    });
    warnings.push(`${where(found.loc)}: defaultMode ${JSON.stringify(found.value)} is unknown; san starts in default mode`);
    return { setting: { value: 'default', origin: found.file.label, source: found.loc }, raw: found.value };
  }
  return { setting: { value: mode, origin: found.file.label, source: found.loc }, ...(mode !== found.value ? { raw: found.value } : {}) };
}

function resolveAllowBypass(reads: readonly Read[]): Setting<boolean | undefined> {
  let s: Setting<boolean | undefined> = { value: undefined, origin: 'default', source: null };
  for (const { file, contents } of reads) if (contents.allowBypass) s = { value: contents.allowBypass.value, origin: file.label, source: contents.allowBypass.loc };
  return s;
}

/**
 * Per event: Claude-compatible files append; each san-own file that names the
 * event replaces what an earlier san-own file gave (an empty list disables
 * the event); san-own hooks, when an event has them, replace the
 * Claude-compatible ones; PermissionRequest hooks never come from a
 * Claude-compatible file.
 */
function mergeHooks(reads: readonly Read[], ignored: IgnoredValue[]): SanHook[] {
  const out: SanHook[] = [];
  for (const event of PERMISSION_EVENTS) {
    const claude: { file: SettingsFile; group: HookGroupEntry }[] = [];
    let native: { file: SettingsFile; groups: HookGroupEntry[]; loc: SourceLoc } | undefined;
    for (const { file, contents } of reads) {
      const e = contents.hooks.get(event);
      if (!e) continue;
      if (file.claudeCompat) {
        for (const group of e.groups) claude.push({ file, group });
      } else {
        if (native) {
          for (const group of native.groups) {
            ignored.push({ key: `hooks.${event}`, value: describeGroup(group), source: group.loc, reason: `replaced: ${file.label} sets its own ${event} hooks, and san's own files replace per event`, related: { loc: e.loc, message: 'replaced by these hooks' } });
          }
        }
        native = { file, groups: e.groups, loc: e.loc };
      }
    }
    let effective: { file: SettingsFile; group: HookGroupEntry }[];
    if (event === 'PermissionRequest') {
      for (const c of claude) {
        ignored.push({ key: `hooks.${event}`, value: describeGroup(c.group), source: c.group.loc, reason: 'san never takes PermissionRequest hooks from a Claude-compatible (.claude) file' });
      }
      effective = native ? native.groups.map((group) => ({ file: native!.file, group })) : [];
    } else if (native) {
      for (const c of claude) {
        ignored.push({ key: `hooks.${event}`, value: describeGroup(c.group), source: c.group.loc, reason: `${native.file.label} sets ${event} hooks, which replace the Claude-compatible ones`, related: { loc: native.loc, message: "san's own hooks for this event" } });
      }
      effective = native.groups.map((group) => ({ file: native!.file, group }));
    } else {
      effective = claude;
    }
    let n = 0;
    for (const { file, group } of effective) {
      for (const cmd of group.hooks) {
        n++;
        out.push({
          name: `${event}#${n}`,
          event,
          matcher: group.matcher,
          type: cmd.type === '' ? 'command' : cmd.type,
          command: cmd.command,
          timeoutSecs: cmd.timeout !== undefined && cmd.timeout > 0 ? cmd.timeout : DEFAULT_HOOK_TIMEOUT_SECS,
          async: cmd.async,
          ...(cmd.condition !== undefined ? { condition: cmd.condition } : {}),
          origin: file.label,
          source: cmd.loc,
        });
      }
    }
  }
  return out;
}

function describeGroup(g: HookGroupEntry): string {
  return `matcher ${JSON.stringify(g.matcher || '*')}: ${g.hooks.map((h) => h.command || h.type).join('; ')}`;
}

function sessionRule(text: string): SessionRule {
  const t = splitRule(text.trim());
  return { text: text.trim(), tool: t.tool, args: t.args, wholeTool: t.bare };
}

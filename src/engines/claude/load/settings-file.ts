/**
 * One Claude Code settings file, as the permission system reads it. User,
 * project, local and `--settings` files are strict: a value of the wrong
 * type rejects the whole file. Managed settings parse tolerantly: the bad
 * entry is stripped and every other policy still applies (settings page,
 * "Invalid entries in managed settings"). Keys that do not bear on
 * permissions are not validated.
 */
import type { SourceLoc } from '../../../config/errors.js';
import type { LocatedDoc } from '../../../config/located.js';
import { DocReader, isTable, typeName, type ValueProblem } from '../../../config/values.js';
import type { Decision } from '../../../core/types.js';
import { MODE_SPELLINGS, modeOf, type Mode } from '../vocab.js';

export interface Located<T> {
  value: T;
  loc: SourceLoc;
}

export interface RawHook {
  matcher: string;
  if?: string;
  type: string;
  command: string;
  timeout?: number;
  /** `"async": true` on a command hook: it runs in the background and its verdict has no effect. */
  async?: true;
  loc: SourceLoc;
  /** `PreToolUse.<group>.<handler>`, 0-based as in the file: the hook's id within its file. */
  at: string;
}

export interface FileContent {
  /** `index`: the rule's 0-based position in its `permissions.<action>` array (its id is `<file>#<action>.<index + 1>`). */
  rules: { text: string; action: Decision; loc: SourceLoc; index: number }[];
  defaultMode?: Located<Mode> & { raw: string };
  additionalDirectories: Located<string>[];
  disableBypass?: Located<boolean>;
  disableAuto?: Located<boolean>;
  managedRulesOnly?: Located<boolean>;
  managedHooksOnly?: Located<boolean>;
  disableAllHooks?: Located<boolean>;
  hooks: RawHook[];
  sandboxEnabled?: Located<boolean>;
  sandboxAutoAllow?: Located<boolean>;
  sandboxExcluded: string[];
}

export interface FileRead {
  content: FileContent;
  problems: ValueProblem[];
  /** A strict file with a value of the wrong type: Claude Code rejects all of it. */
  rejected: boolean;
}

const HOOK_TYPES = ['command', 'http', 'mcp_tool', 'prompt', 'agent'];

export function readSettingsDoc(doc: LocatedDoc, tolerant: boolean): FileRead {
  const r = new DocReader(doc);
  const content: FileContent = { rules: [], additionalDirectories: [], hooks: [], sandboxExcluded: [] };
  const before = () => r.problems.length;
  /** Runs one read; in a tolerant file a failed read strips just that entry. */
  const entry = <T>(read: () => T): T | undefined => {
    const n = before();
    const v = read();
    return r.problems.length > n ? undefined : v;
  };

  const perms = entry(() => r.table(['permissions']));
  if (perms) {
    for (const action of ['allow', 'ask', 'deny'] as const) {
      const arr = entry(() => r.array(['permissions', action]));
      (arr ?? []).forEach((x, i) => {
        const path = ['permissions', action, i];
        if (typeof x === 'string') content.rules.push({ text: x, action, loc: r.valueAt(path), index: i });
        else r.problems.push({ kind: 'wrong-type', loc: r.valueAt(path), message: `permissions.${action}[${i}] must be a string, not ${typeName(x)}` });
      });
    }
    const dirs = entry(() => r.array(['permissions', 'additionalDirectories']));
    (dirs ?? []).forEach((x, i) => {
      const path = ['permissions', 'additionalDirectories', i];
      if (typeof x === 'string') content.additionalDirectories.push({ value: x, loc: r.valueAt(path) });
      else r.problems.push({ kind: 'wrong-type', loc: r.valueAt(path), message: `permissions.additionalDirectories[${i}] must be a string, not ${typeName(x)}` });
    });
    const mode = entry(() => r.oneOf(['permissions', 'defaultMode'], MODE_SPELLINGS));
    if (mode !== undefined) content.defaultMode = { value: modeOf(mode)!, raw: mode, loc: r.at(['permissions', 'defaultMode']) };
    const bypass = entry(() => r.oneOf(['permissions', 'disableBypassPermissionsMode'], ['disable']));
    if (bypass !== undefined) content.disableBypass = { value: true, loc: r.at(['permissions', 'disableBypassPermissionsMode']) };
    const auto = entry(() => r.oneOf(['permissions', 'disableAutoMode'], ['disable']));
    if (auto !== undefined) content.disableAuto = { value: true, loc: r.at(['permissions', 'disableAutoMode']) };
  }
  const auto = entry(() => r.oneOf(['disableAutoMode'], ['disable']));
  if (auto !== undefined) content.disableAuto = { value: true, loc: r.at(['disableAutoMode']) };
  const bool = (key: string): Located<boolean> | undefined => {
    const v = entry(() => r.boolean([key]));
    return v === undefined ? undefined : { value: v, loc: r.at([key]) };
  };
  const mr = bool('allowManagedPermissionRulesOnly');
  if (mr) content.managedRulesOnly = mr;
  const mh = bool('allowManagedHooksOnly');
  if (mh) content.managedHooksOnly = mh;
  const dh = bool('disableAllHooks');
  if (dh) content.disableAllHooks = dh;

  const sandbox = entry(() => r.table(['sandbox']));
  if (sandbox) {
    const en = entry(() => r.boolean(['sandbox', 'enabled']));
    if (en !== undefined) content.sandboxEnabled = { value: en, loc: r.at(['sandbox', 'enabled']) };
    const aa = entry(() => r.boolean(['sandbox', 'autoAllowBashIfSandboxed']));
    if (aa !== undefined) content.sandboxAutoAllow = { value: aa, loc: r.at(['sandbox', 'autoAllowBashIfSandboxed']) };
    content.sandboxExcluded = entry(() => r.stringArray(['sandbox', 'excludedCommands'])) ?? [];
  }

  const hooks = entry(() => r.table(['hooks']));
  if (hooks) {
    const groups = entry(() => r.array(['hooks', 'PreToolUse']));
    (groups ?? []).forEach((g, gi) => {
      const gp = ['hooks', 'PreToolUse', gi];
      if (!isTable(g)) return void r.table(gp);
      const matcher = entry(() => r.string([...gp, 'matcher'])) ?? '';
      const handlers = entry(() => r.array([...gp, 'hooks']));
      (handlers ?? []).forEach((h, hi) => {
        const hp = [...gp, 'hooks', hi];
        if (!isTable(h)) return void r.table(hp);
        const n = before();
        const type = r.oneOf([...hp, 'type'], HOOK_TYPES);
        if (r.get([...hp, 'type']) === undefined) r.problems.push({ kind: 'missing', loc: r.valueAt(hp), message: `${describe(hp)} has no type` });
        const command = r.string([...hp, 'command']);
        const url = r.string([...hp, 'url']);
        const prompt = r.string([...hp, 'prompt']);
        const tool = r.string([...hp, 'tool']);
        const timeout = r.get([...hp, 'timeout']);
        if (timeout !== undefined && (typeof timeout !== 'number' || !(timeout > 0))) {
          r.problems.push({ kind: 'wrong-type', loc: r.valueAt([...hp, 'timeout']), message: `${describe(hp)}.timeout must be a positive number of seconds, not ${typeName(timeout)}` });
        }
        const cond = r.string([...hp, 'if']);
        if (type === 'command' && command === undefined) r.problems.push({ kind: 'missing', loc: r.valueAt(hp), message: `${describe(hp)} is a command hook without a command` });
        if (r.problems.length > n || type === undefined) return;
        const shown = type === 'command' ? command! : type === 'http' ? (url ?? 'http hook') : type === 'mcp_tool' ? `mcp tool ${tool ?? '?'}` : `${type} hook${prompt ? `: ${prompt.slice(0, 60)}` : ''}`;
        content.hooks.push({
          matcher,
          ...(cond !== undefined ? { if: cond } : {}),
          type,
          command: shown,
          ...(typeof timeout === 'number' ? { timeout } : {}),
          ...(type === 'command' && r.get([...hp, 'async']) === true ? { async: true as const } : {}),
          loc: r.valueAt(hp),
          at: `PreToolUse.${gi}.${hi}`,
        });
      });
    });
  }
  return { content, problems: r.problems, rejected: !tolerant && r.problems.length > 0 };
}

function describe(path: (string | number)[]): string {
  let s = '';
  for (const k of path) s += typeof k === 'number' ? `[${k}]` : s ? `.${k}` : k;
  return s;
}

/**
 * One san settings file, read the way san's loader reads it
 * (`internal/setting/loader.go`): strict JSON decoded into san's settings
 * struct. Go's decoder matches keys case-insensitively, ignores keys it does
 * not know, and reports a value of the wrong type as an error, upon which the
 * loader logs a warning and skips the whole file.
 */
import type { SourceLoc } from '../../../config/errors.js';
import type { KeyPath, LocatedDoc } from '../../../config/located.js';
import { describePath, isTable, typeName } from '../../../config/values.js';
import type { IgnoredValue } from '../../types.js';
import type { HookEvent } from '../stack.js';

export interface LocatedString {
  value: string;
  loc: SourceLoc;
}

export interface HookCmdEntry {
  type: string;
  command: string;
  timeout?: number;
  async: boolean;
  condition?: string;
  loc: SourceLoc;
}

export interface HookGroupEntry {
  matcher: string;
  hooks: HookCmdEntry[];
  loc: SourceLoc;
}

export interface FileContents {
  allow: LocatedString[];
  deny: LocatedString[];
  ask: LocatedString[];
  defaultMode?: LocatedString;
  allowBypass?: { value: boolean; loc: SourceLoc };
  /** Every hook event the file names (san replaces or appends per event), with its groups. */
  hooks: Map<string, { groups: HookGroupEntry[]; loc: SourceLoc }>;
  /** Keys san's settings struct does not have: decoded into nothing. */
  unknown: IgnoredValue[];
  /** Values of the wrong type: any one makes san skip the whole file. */
  typeErrors: { message: string; loc: SourceLoc }[];
}

/** The settings struct's top-level fields (both the `.gen` and the later `.san` releases). */
export const TOP_FIELDS = {
  permissions: 'object',
  model: 'string',
  hooks: 'object',
  env: 'stringMap',
  enabledPlugins: 'boolMap',
  disabledTools: 'boolMap',
  theme: 'string',
  searchProvider: 'string',
  allowBypass: 'boolean',
  identity: 'string',
  selfLearn: 'object',
  persona: 'string',
  autoPilot: 'object',
  lastOperationMode: 'string',
  streamFirstChunkTimeout: 'string',
  streamIdleTimeout: 'string',
  hookUITimeout: 'string',
  contextBar: 'boolean',
} as const;

export const PERMISSION_FIELDS = ['defaultMode', 'allow', 'deny', 'ask'] as const;

const HOOK_CMD_FIELDS = {
  type: 'string',
  command: 'string',
  prompt: 'string',
  url: 'string',
  if: 'string',
  shell: 'string',
  model: 'string',
  async: 'boolean',
  asyncRewake: 'boolean',
  timeout: 'integer',
  statusMessage: 'string',
  once: 'boolean',
  headers: 'stringMap',
  allowedEnvVars: 'stringArray',
} as const;

type Kind = 'object' | 'array' | 'string' | 'boolean' | 'integer' | 'stringMap' | 'boolMap' | 'stringArray';

/** Go's encoding/json: the last key that equals the field name, ignoring case. */
function field(obj: Record<string, unknown>, name: string): string | undefined {
  let found: string | undefined;
  for (const k of Object.keys(obj)) if (k.toLowerCase() === name.toLowerCase()) found = k;
  return found;
}

const KIND_TEXT: Record<Kind, string> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  boolean: 'true or false',
  integer: 'an integer',
  stringMap: 'an object of strings',
  boolMap: 'an object of booleans',
  stringArray: 'an array of strings',
};

/** JSON null decodes to the zero value without an error. */
function fits(v: unknown, kind: Kind): boolean {
  if (v === null) return true;
  switch (kind) {
    case 'object':
      return isTable(v);
    case 'array':
      return Array.isArray(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'stringMap':
      return isTable(v) && Object.values(v).every((x) => x === null || typeof x === 'string');
    case 'boolMap':
      return isTable(v) && Object.values(v).every((x) => x === null || typeof x === 'boolean');
    case 'stringArray':
      return Array.isArray(v) && v.every((x) => x === null || typeof x === 'string');
  }
}

export function readSettingsFile(doc: LocatedDoc, claudeCompat: boolean): FileContents {
  const out: FileContents = { allow: [], deny: [], ask: [], hooks: new Map(), unknown: [], typeErrors: [] };
  const at = (path: KeyPath): SourceLoc => doc.locateValue(path) ?? doc.locate(path) ?? { file: doc.file, line: 1, column: 1 };
  const keyAt = (path: KeyPath): SourceLoc => doc.locate(path) ?? at(path);
  const wrong = (path: KeyPath, kind: Kind, v: unknown) =>
    out.typeErrors.push({ loc: at(path), message: `${describePath(path)} must be ${KIND_TEXT[kind]}, not ${typeName(v)}` });
  const unknown = (path: KeyPath, v: unknown, where: string) =>
    out.unknown.push({
      key: describePath(path),
      value: v,
      source: keyAt(path),
      reason: claudeCompat ? `san has no such ${where} key (Claude Code may read it; san does not)` : `san has no such ${where} key: nothing reads it`,
    });

  const root = doc.value;
  for (const k of Object.keys(root)) {
    const known = (Object.keys(TOP_FIELDS) as (keyof typeof TOP_FIELDS)[]).find((f) => f.toLowerCase() === k.toLowerCase());
    if (!known) {
      // A Claude-compatible file is Claude Code's too: its other keys are not a mistake.
      if (!claudeCompat) unknown([k], root[k], 'top-level');
      continue;
    }
    if (field(root, known) !== k) continue; // an earlier spelling, overwritten by a later one
    const v = root[k];
    if (!fits(v, TOP_FIELDS[known])) wrong([k], TOP_FIELDS[known], v);
  }

  const pk = field(root, 'permissions');
  const perms = pk !== undefined ? root[pk] : undefined;
  if (pk !== undefined && isTable(perms)) {
    for (const k of Object.keys(perms)) {
      const known = PERMISSION_FIELDS.find((f) => f.toLowerCase() === k.toLowerCase());
      if (!known) {
        unknown([pk, k], perms[k], 'permissions');
        continue;
      }
      if (field(perms, known) !== k) continue;
      const v = perms[k];
      if (known === 'defaultMode') {
        if (!fits(v, 'string')) wrong([pk, k], 'string', v);
        else if (typeof v === 'string' && v !== '') out.defaultMode = { value: v, loc: at([pk, k]) };
        continue;
      }
      if (v === null) continue;
      if (!Array.isArray(v)) {
        wrong([pk, k], 'array', v);
        continue;
      }
      v.forEach((x, i) => {
        if (x === null) return;
        if (typeof x !== 'string') wrong([pk, k, i], 'string', x);
        else out[known].push({ value: x, loc: at([pk, k, i]) });
      });
    }
  }

  const bk = field(root, 'allowBypass');
  if (bk !== undefined && typeof root[bk] === 'boolean') out.allowBypass = { value: root[bk] as boolean, loc: at([bk]) };

  const hk = field(root, 'hooks');
  const hooks = hk !== undefined ? root[hk] : undefined;
  if (hk !== undefined && isTable(hooks)) {
    for (const event of Object.keys(hooks)) {
      const groupsRaw = hooks[event];
      const groups: HookGroupEntry[] = [];
      if (groupsRaw !== null && !Array.isArray(groupsRaw)) {
        wrong([hk, event], 'array', groupsRaw);
        continue;
      }
      (groupsRaw ?? []).forEach((g, gi) => {
        if (g === null) return;
        if (!isTable(g)) return void wrong([hk, event, gi], 'object', g);
        const matcherKey = field(g, 'matcher');
        const matcher = matcherKey !== undefined ? g[matcherKey] : undefined;
        if (matcher !== undefined && !fits(matcher, 'string')) wrong([hk, event, gi, matcherKey!], 'string', matcher);
        const listKey = field(g, 'hooks');
        const list = listKey !== undefined ? g[listKey] : undefined;
        const cmds: HookCmdEntry[] = [];
        if (list !== undefined && list !== null && !Array.isArray(list)) wrong([hk, event, gi, listKey!], 'array', list);
        if (Array.isArray(list)) {
          list.forEach((c, ci) => {
            if (c === null) return;
            const p: KeyPath = [hk, event, gi, listKey!, ci];
            if (!isTable(c)) return void wrong(p, 'object', c);
            const get = (name: keyof typeof HOOK_CMD_FIELDS): unknown => {
              const key = field(c, name);
              if (key === undefined) return undefined;
              const v = c[key];
              if (!fits(v, HOOK_CMD_FIELDS[name])) {
                wrong([...p, key], HOOK_CMD_FIELDS[name], v);
                return undefined;
              }
              return v ?? undefined;
            };
            for (const k of Object.keys(c)) {
              if (!claudeCompat && !(Object.keys(HOOK_CMD_FIELDS) as string[]).some((f) => f.toLowerCase() === k.toLowerCase())) unknown([...p, k], c[k], 'hook');
            }
            const timeout = get('timeout') as number | undefined;
            const condition = get('if') as string | undefined;
            cmds.push({
              type: (get('type') as string | undefined) ?? '',
              command: (get('command') as string | undefined) ?? '',
              ...(timeout !== undefined ? { timeout } : {}),
              async: get('async') === true || get('asyncRewake') === true,
              ...(condition ? { condition } : {}),
              loc: at(p),
            });
            for (const name of ['prompt', 'url', 'shell', 'model', 'statusMessage', 'once', 'headers', 'allowedEnvVars'] as const) get(name);
          });
        }
        groups.push({ matcher: typeof matcher === 'string' ? matcher : '', hooks: cmds, loc: at([hk, event, gi]) });
      });
      out.hooks.set(event, { groups, loc: keyAt([hk, event]) });
    }
  }
  return out;
}

export const PERMISSION_EVENTS: readonly HookEvent[] = ['PreToolUse', 'PermissionRequest'];

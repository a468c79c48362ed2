/** Codewhale as whale-perm describes it (no engine code: the registry imports this for options and help). */
import type { Engine, EngineAbout } from '../types.js';

export const about = {
  id: 'codewhale' as const,
  name: 'Codewhale',
  summary: "Codewhale's authorization order (seed 000): config.toml, permissions.toml typed rules, hooks, postures, the sandbox",
  defaultTool: 'exec_shell',
  tools: {
    shell: { tool: 'exec_shell', key: 'command' },
    read: { tool: 'read_file', key: 'path' },
    write: { tool: 'write_file', key: 'path' },
    edit: { tool: 'edit_file', key: 'path' },
    fetch: { tool: 'fetch_url', key: 'url' },
  },
  modes: ['plan', 'work', 'operate'],
  options: [
    { name: 'config', alias: 'c', type: 'string', array: true, default: [], scope: 'stack', describe: 'a runtime override KEY=VALUE, as codewhale -c (repeatable)' },
    { name: 'posture', type: 'string', scope: 'call', describe: 'the permission posture: ask|auto-review|full-access|never (default: the stack\'s approval_policy)' },
    { name: 'guardian', type: 'string', choices: ['approve', 'reject'], scope: 'call', describe: "pin the auto-review guardian's verdict (default: branches over both)" },
  ],
  checkTexts: {
    schema: {
      short: 'A value Codewhale rejects or ignores in config.toml, permissions.toml or hooks.toml: an unknown key, a wrong type, an unknown value or tool name.',
      full: 'Codewhale refuses to start on a broken user config.toml or permissions.toml, and ignores a broken project overlay with a warning; a [[rules]] entry naming a tool nothing registers never matches.',
    },
    'duplicate-rule': {
      short: 'Two [[rules]] entries in permissions.toml with the same tool and matcher: one is dead weight, or the two contradict each other.',
      full: 'Codewhale selects one typed rule per call; a second rule with the same tool, command or path and layer either repeats the first or loses to it by deny > ask > allow without a word.',
    },
    'shadowed-rule': {
      short: 'A permissions.toml rule that is never selected: every call it matches is also matched by a rule that wins over it.',
      full: 'Codewhale picks the typed rule from the higher layer (User > Agent > BuiltinDefault), then the stronger action (deny > ask > allow), and only then the more specific matcher, so a broad ask or deny hides every narrower allow it covers.',
    },
    'allow-unreachable': {
      short: 'An allow rule in permissions.toml that a hard denied prefix (a command deny on a shell tool) always overrides: every command it admits is blocked.',
    },
    'overlay-loosening': {
      short: 'A value in the project overlay .codewhale/config.toml that would loosen the user config.toml: Codewhale ignores it, since an overlay may only tighten.',
    },
    'ignored-file': {
      short: 'A Codewhale file that exists but is never read (a project .codewhale/permissions.toml, hooks of an untrusted workspace), so nothing in it applies.',
    },
    'ask-never-prompts': {
      short: 'A typed ask rule in a posture that never prompts: denied under approval_policy never, run unreviewed under Full Access.',
    },
    'broad-allow': {
      short: 'A permissions.toml allow that admits far more than it names: tool-wide on exec_shell or a write tool, an exec vehicle such as bash or python, or a prefix that admits a dangerous command.',
    },
    'path-never-matches': {
      short: 'A permissions.toml matcher Codewhale can never satisfy: a relative or `..` workspace, a path that traverses, a path on exec_shell, a command on a tool that has none.',
    },
    'requirements-violation': {
      short: "An approval_policy or sandbox_mode that the managed requirements.toml does not allow: Codewhale refuses to start.",
      full: 'Codewhale validates the resolved configuration (user config, environment, -c overrides, managed config, overlay) against allowed_approval_policies and allowed_sandbox_modes last, and stops when a value is outside them.',
    },
    'hook-risk': {
      short: 'A Codewhale hook that does not protect: a strict hook (continue_on_error = false) whose program is missing blocks every matching call; a lenient or background security hook lets calls through when it fails.',
    },
  },
  example: 'rules-examples/codewhale',
  load: async (): Promise<Engine> => (await import('./index.js')).codewhale as Engine,
} satisfies EngineAbout;

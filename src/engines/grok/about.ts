/** grok-build as whale-perm describes it (no engine code: the registry imports this for options and help). */
import type { Engine, EngineAbout } from '../types.js';

export const about = {
  id: 'grok' as const,
  name: 'grok-build',
  summary: "grok-build's authorization chain (seed 003, xai-org/grok-build at 19d42e35): [permission] rules in ~/.grok/config.toml, requirements, the Claude fallback, hooks, the sandbox",
  defaultTool: 'Bash',
  tools: {
    shell: { tool: 'Bash', key: 'command' },
    read: { tool: 'Read', key: 'path' },
    write: { tool: 'Write', key: 'file_path' },
    edit: { tool: 'Edit', key: 'file_path' },
    fetch: { tool: 'WebFetch', key: 'url' },
  },
  modes: ['default', 'acceptEdits', 'plan', 'auto', 'dontAsk', 'bypassPermissions'],
  options: [
    { name: 'session-rule', type: 'string', array: true, default: [], scope: 'stack', describe: "a session permission already granted, e.g. 'Bash(git:*)' (repeatable)" },
    { name: 'classifier', type: 'string', choices: ['allow', 'ask', 'deny'], scope: 'call', describe: "pin the auto-mode classifier's verdict (default: branches over each)" },
  ],
  checkTexts: {
    schema: {
      short: 'A value grok-build rejects or skips in ~/.grok/config.toml, requirements.toml, managed_config.toml, .grok/config.toml or a hooks/*.json file: bad TOML or JSON, a wrong type, a rule it cannot parse.',
      full: 'grok-build skips a configuration file it cannot read with a warning and goes on with the others, so every Bash(...) rule in it is silently gone.',
    },
    'duplicate-rule': {
      short: 'Two Bash(...) or tool rules in the [permission] lists of ~/.grok/config.toml (or another tier) with the same tool and matcher: dead weight, or a contradiction that deny > ask > allow settles silently.',
    },
    'shadowed-rule': {
      short: 'A grok-build rule that never applies: a compact [permission] list hides the verbose list of its table, or an ask always holds what an allow names.',
    },
    'allow-unreachable': {
      short: 'A [permission] allow rule that never takes effect: a deny rule matches the very call it names (deny > ask > allow, in any tier order).',
    },
    'overlay-loosening': {
      short: 'A project .grok/config.toml or .claude/settings.json value that loosens the user ~/.grok/config.toml for everyone who opens the folder once it is trusted.',
    },
    'ignored-file': {
      short: 'A grok-build file that exists but is never read: a project .grok/config.toml or .grok/hooks/*.json in an untrusted folder, so none of its Bash(...) rules or hooks apply.',
    },
    'ask-never-prompts': {
      short: 'A grok-build ask rule that cannot prompt: under dontAsk it denies, under always-approve an ask on a non-shell tool lets the call run.',
    },
    'broad-allow': {
      short: 'A [permission] allow in ~/.grok/config.toml that admits far more than it names: a catch-all Bash(*), MCP or WebFetch rule, every edit, or a program that runs whatever it is handed.',
    },
    'path-never-matches': {
      short: 'A grok-build rule it can never match: an mcp__ name, a ~ or // path matched literally, a glob grok-build rejects.',
    },
    'requirements-violation': {
      short: "grok-build's requirements.toml outranks the other tiers rather than rejecting them, so this check reports nothing for grok-build; what requirements.toml pins shows in `stack`.",
    },
    'hook-risk': {
      short: 'A grok-build PreToolUse hook that does not protect what it seems to: a Claude-style answer grok-build ignores, a missing program (grok-build fails open), a matcher that never fires.',
    },
    'prefix-overreach': {
      short: 'A Bash(...) deny or ask rule in ~/.grok/config.toml that is a raw string prefix: with no word boundary it also matches other programs (Bash(git) denies gitleaks).',
    },
  },
  example: 'rules-examples/grok',
  load: async (): Promise<Engine> => (await import('./index.js')).grok as Engine,
} satisfies EngineAbout;

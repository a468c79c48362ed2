/**
 * Pseudo-locations (a rule from --allowed-tools, a value from $GROK_SANDBOX)
 * never appear as a `source`: the registry's engine wrapper turns them into
 * `source: null` with a `from` label, once for every engine (issue 16).
 */
import { describe, expect, it } from 'vitest';
import { normaliseRules, normaliseTrace, pseudoLabel } from '../../src/core/trace.js';
import type { RuleRecord, Trace } from '../../src/core/types.js';

const real = { file: '/h/.claude/settings.json', line: 3, column: 5 };
const flag = { file: '--allowed-tools', line: 0, column: 0 };
const env = { file: '$GROK_SANDBOX', line: 0, column: 0 };

function trace(over: Partial<Trace>): Trace {
  return {
    engine: 'claude',
    call: { tool: 'Bash', input: { command: 'ls' } },
    decision: 'allow',
    decidedBy: { layer: 'allow-rules', reason: 'r', source: real },
    layers: [{ id: 'allow-rules', order: 1, title: 't', outcome: 'allow', reason: 'r', sources: [real] }],
    segments: [],
    risks: [],
    branches: [],
    unknowns: [],
    warnings: [],
    ...over,
  };
}

describe('pseudo-locations', () => {
  it('recognises a flag or a variable with no line, and nothing else', () => {
    expect(pseudoLabel(flag)).toBe('--allowed-tools');
    expect(pseudoLabel(env)).toBe('$GROK_SANDBOX');
    expect(pseudoLabel(real)).toBeUndefined();
    expect(pseudoLabel({ file: '/abs/file.toml', line: 0, column: 0 })).toBeUndefined();
    expect(pseudoLabel(null)).toBeUndefined();
  });

  it('leaves a trace without one untouched (same object)', () => {
    const t = trace({});
    expect(normaliseTrace(t)).toBe(t);
  });

  it('moves every pseudo-location of a trace to `from`', () => {
    const t = normaliseTrace(
      trace({
        decidedBy: { layer: 'allow-rules', reason: 'r', source: flag, rule: '--allowed-tools#1' },
        layers: [{ id: 'allow-rules', order: 1, title: 't', outcome: 'allow', reason: 'r', sources: [real, flag, env] }],
        segments: [{ text: 'ls', argv: ['ls'], operator: null, decision: 'allow', reason: 'r', source: flag }],
        branches: [{ on: 'classifier', verdict: 'deny', decision: 'deny', layer: 'x', reason: 'r', source: env }],
        risks: [{ kind: 'hidden-code', message: 'm', evades: [real, flag] }],
      }),
    );
    expect(t.decidedBy).toEqual({ layer: 'allow-rules', reason: 'r', source: null, from: '--allowed-tools', rule: '--allowed-tools#1' });
    expect(t.layers[0]!.sources).toEqual([real]);
    expect(t.layers[0]!.from).toEqual(['--allowed-tools', '$GROK_SANDBOX']);
    expect(t.segments[0]!.source).toBeNull();
    expect(t.segments[0]!.from).toBe('--allowed-tools');
    expect(t.branches[0]!.source).toBeNull();
    expect(t.branches[0]!.from).toBe('$GROK_SANDBOX');
    expect(t.risks[0]!.evades).toEqual([real]);
    expect(t.risks[0]!.evadesFrom).toEqual(['--allowed-tools']);
    expect(JSON.stringify(t)).not.toMatch(/"file":"(--|\$)/);
  });

  it('does not read a field the engine computes on first read, and repairs it when it is read', () => {
    let reads = 0;
    const t = trace({ decidedBy: { layer: 'allow-rules', reason: 'r', source: flag } });
    Object.defineProperty(t, 'segments', {
      enumerable: true,
      configurable: true,
      get: () => {
        reads++;
        return [{ index: 0, text: 'ls', decision: 'allow', layer: 'allow-rules', reason: 'r', source: env }];
      },
    });
    const n = normaliseTrace(t);
    expect(reads).toBe(0);
    expect(n.decidedBy).toMatchObject({ source: null, from: '--allowed-tools' });
    expect(Object.keys(n)).toEqual(Object.keys(t));
    expect(n.segments[0]).toMatchObject({ source: null, from: '$GROK_SANDBOX' });
    expect(n.segments).toBe(n.segments);
    expect(reads).toBe(1);
    // Without any eager pseudo-location the trace is kept and the lazy field still repaired on read.
    const u = trace({});
    Object.defineProperty(u, 'risks', { enumerable: true, configurable: true, get: () => [{ kind: 'hidden-code', message: 'm', evades: [env, real] }] });
    const m = normaliseTrace(u);
    expect(m).toBe(u);
    expect(JSON.parse(JSON.stringify(m)).risks).toEqual([{ kind: 'hidden-code', message: 'm', evades: [real], evadesFrom: ['$GROK_SANDBOX'] }]);
  });

  it('applies to rule records too', () => {
    const r: RuleRecord = { id: '--allowed-tools#1', source: flag, action: 'allow', kind: 'command-prefix', pattern: 'ls', text: 'Bash(ls:*)', key: 'k', layer: 'allow-rules' };
    expect(normaliseRules([r])[0]).toMatchObject({ source: null, from: '--allowed-tools' });
  });
});

describe('through the CLI', () => {
  it('explain --engine claude --allowed-tools: the deciding rule has source null and from --allowed-tools', async () => {
    const { run } = await import('../../src/cli/main.js');
    const { memoryOutput } = await import('../../src/cli/output.js');
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'whale-perm-pseudo-'));
    try {
      mkdirSync(join(dir, 'h', '.claude'), { recursive: true });
      mkdirSync(join(dir, 'ws'));
      writeFileSync(join(dir, 'h', '.claude', 'settings.json'), '{}');
      const out = memoryOutput();
      const code = await run(['explain', '--engine', 'claude', '--home', 'h', '--workspace', 'ws', '--allowed-tools', 'Bash(ls:*)', '--format', 'json', 'ls'], { ...out, cwd: dir });
      expect(code).toBe(0);
      const t = JSON.parse(out.stdout);
      expect(t.decision).toBe('allow');
      expect(t.decidedBy.source).toBeNull();
      expect(t.decidedBy.from).toBe('--allowed-tools');
      expect(out.stdout).not.toMatch(/"file": "--allowed-tools"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('stack view', () => {
  it('a rule from --allowed-tools has source null and from, in stack --format json and text', async () => {
    const { run } = await import('../../src/cli/main.js');
    const { memoryOutput } = await import('../../src/cli/output.js');
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'whale-perm-pseudo-'));
    try {
      mkdirSync(join(dir, 'h', '.claude'), { recursive: true });
      mkdirSync(join(dir, 'ws'));
      writeFileSync(join(dir, 'h', '.claude', 'settings.json'), '{}');
      const argv = ['stack', '--engine', 'claude', '--home', 'h', '--workspace', 'ws', '--allowed-tools', 'Bash(ls:*)'];
      const json = memoryOutput();
      await run([...argv, '--format', 'json'], { ...json, cwd: dir });
      const rule = JSON.parse(json.stdout).rules.find((r: { summary: string }) => r.summary.includes('Bash(ls:*)'));
      expect(rule).toMatchObject({ source: null, from: '--allowed-tools' });
      const text = memoryOutput();
      await run(argv, { ...text, cwd: dir });
      expect(text.stdout).toMatch(/Bash\(ls:\*\).*--allowed-tools/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

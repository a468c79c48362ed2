/**
 * The registry is the one list of engines (issue 16): every engine folder is
 * in it, every engine object carries its descriptor, the CLI's choices and
 * options come from it, and each engine describes every check it runs in
 * its own words.
 */
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS, ENGINES as CHOICES } from '../../src/cli/options.js';
import { AGENT_NAME } from '../../src/core/types.js';
import { ENGINE_IDS, ENGINES, loadEngine } from '../../src/engines/registry.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FOLDERS = readdirSync(join(ROOT, 'src', 'engines'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('engine registry', () => {
  it('lists exactly the engine folders, each with its about.ts', () => {
    expect([...ENGINE_IDS].sort()).toEqual([...FOLDERS].sort());
    for (const id of ENGINE_IDS) expect(existsSync(join(ROOT, 'src', 'engines', id, 'about.ts')), id).toBe(true);
  });

  it('derives the --engine choices and AGENT_NAME from it', () => {
    expect([...CHOICES]).toEqual([...ENGINE_IDS]);
    for (const a of ENGINES) expect(AGENT_NAME[a.id]).toBe(a.name);
    const engine = COMMANDS.find((c) => c.name === 'explain')!.options.find((o) => o.name === 'engine')!;
    expect(engine.choices).toEqual(ENGINE_IDS);
  });

  it('loads each engine with its descriptor spread in (same id, name, default tool, options)', async () => {
    for (const a of ENGINES) {
      const e = await loadEngine(a.id);
      expect(e.id).toBe(a.id);
      expect(e.name).toBe(a.name);
      expect(e.defaultTool).toBe(a.defaultTool);
      expect(e.options).toBe(a.options);
      expect(e.checkTexts).toBe(a.checkTexts);
      for (const k of Object.values(a.tools)) expect(e.knownTools, `${a.id} ${k.tool}`).toContain(k.tool);
      if (a.modes) expect(a.modes.length).toBeGreaterThan(0);
      expect(existsSync(join(ROOT, a.example, 'cases.toml')), a.example).toBe(true);
    }
  });

  it('an option several engines declare has one type, alias, array-ness, choices and default', () => {
    const first = new Map<string, unknown>();
    for (const a of ENGINES) {
      for (const o of a.options) {
        const shape = JSON.stringify([o.type, o.alias, o.array, o.choices, o.default, o.scope]);
        if (!first.has(o.name)) first.set(o.name, shape);
        expect(shape, `${a.id} --${o.name}`).toBe(first.get(o.name));
      }
    }
  });

  it('every engine-specific option of the CLI is read by exactly the engines that declare it', () => {
    const explain = COMMANDS.find((c) => c.name === 'explain')!;
    for (const o of explain.options.filter((x) => x.engines)) {
      const declaring = ENGINES.filter((a) => a.options.some((d) => d.name === o.name)).map((a) => a.id);
      expect(o.engines, o.name).toEqual(declaring);
    }
  });

  it('each engine describes every check it runs, in its own words', async () => {
    const checks = (await import('../../src/lint/checks/index.js')) as { checksFor?: (id: string) => readonly { meta: { id: string } }[] };
    for (const a of ENGINES) {
      const run = checks.checksFor ? checks.checksFor(a.id).map((c) => c.meta.id) : [];
      for (const id of run) expect(a.checkTexts[id]?.short, `${a.id} ${id}`).toBeTruthy();
      for (const [id, t] of Object.entries(a.checkTexts)) {
        expect(t.short.length, `${a.id} ${id}`).toBeGreaterThan(30);
        expect(t.short, `${a.id} ${id}`).not.toMatch(/\n/);
      }
    }
  });

  it("no engine's check wording names another engine's configuration file", () => {
    const own: Record<string, RegExp> = {
      codewhale: /permissions\.toml|\.codewhale/,
      grok: /\.grok\//,
      gemini: /policies\/\*\.toml/,
    };
    for (const a of ENGINES) {
      for (const [other, re] of Object.entries(own)) {
        if (other === a.id) continue;
        for (const [id, t] of Object.entries(a.checkTexts)) expect(`${t.short} ${t.full ?? ''}`, `${a.id} ${id}`).not.toMatch(re);
      }
    }
  });
});

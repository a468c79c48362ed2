/**
 * An adversarial second pass over the claude engine: one row per concrete
 * case (settings + mode + call), each with the decision Claude Code's docs
 * imply and the page → section it comes from (docs/engines/claude.md names
 * the pinned docs version). `reading` marks a row where the docs are silent
 * and the expectation is whale-perm's reading. Both directions are checked:
 * a row expecting allow guards against a false block, one expecting
 * ask/deny against a false allow. Stacks live in memory.
 */
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Call, CallContext, Decision, Trace } from '../../../src/core/types.js';
import { claude } from '../../../src/engines/claude/index.js';
import type { HookRunner, HookVerdict } from '../../../src/engines/types.js';
import type { FileReader } from '../../../src/io/files.js';

const H = '/h';
const W = '/w';

interface World {
  files: Record<string, unknown>;
  links?: Record<string, string>;
  exists?: string[];
  trusted?: boolean;
}

function memoryReader(world: World): FileReader {
  const texts = new Map(Object.entries(world.files).map(([p, v]) => [p, JSON.stringify(v)]));
  const links = world.links ?? {};
  const known = new Set<string>(['/']);
  for (const p of [...texts.keys(), ...(world.exists ?? []), ...Object.values(links), ...Object.keys(links)]) {
    for (let d = p; d !== '/'; d = posix.dirname(d)) known.add(d);
  }
  const realpath = (p: string): string | undefined => {
    let cur = '/';
    for (const part of p.split('/').filter((x) => x !== '')) {
      let next = posix.join(cur, part);
      for (let hops = 0; Object.hasOwn(links, next) && hops < 8; hops++) next = links[next]!;
      if (!known.has(next)) return undefined;
      cur = next;
    }
    return cur;
  };
  return {
    read: (path) => (texts.has(path) ? { status: 'ok', path, text: texts.get(path)! } : { status: 'missing', path }),
    isDirectory: (path) => known.has(path) && !texts.has(path),
    realpath,
  };
}

const user = (v: unknown) => ({ [`${H}/.claude/settings.json`]: v });
const project = (v: unknown) => ({ [`${W}/.claude/settings.json`]: v });
const fs = (...worlds: Record<string, unknown>[]): World => ({ files: Object.assign({}, ...worlds), exists: [`${W}/src`, `${W}/app`, `${W}/packages/api`] });
const rules = (p: { allow?: string[]; ask?: string[]; deny?: string[] }, extra: Record<string, unknown> = {}) => fs(user({ permissions: p, ...extra }));
const tool = (name: string, input: Record<string, unknown>): Call => ({ tool: name, input });
const read = (file_path: string) => tool('Read', { file_path });
const edit = (file_path: string) => tool('Edit', { file_path, old_string: 'a', new_string: 'b' });
const fetch = (url: string) => tool('WebFetch', { url, prompt: 'p' });

interface Row {
  /** The case, as a reader would say it. */
  name: string;
  /** The docs page → section the expectation follows, or `reading: …` where the docs are silent. */
  doc: string;
  world: World;
  call: string | Call;
  ctx?: CallContext;
  hooks?: Record<string, HookVerdict>;
  /** Runs the stack's command hooks in memory (stands in for --run-hooks). */
  runHook?: HookRunner;
  decision: Decision;
  layer: string;
  /** A risk kind the trace must carry. */
  risk?: string;
  /** Whether branches must be present (something whale-perm does not run decides). */
  branches?: boolean;
}

function evaluate(r: Row, pin: { hooks?: Record<string, HookVerdict>; classifier?: string } = {}): Trace {
  const call: Call = typeof r.call === 'string' ? { tool: 'Bash', input: { command: r.call } } : r.call;
  const stack = claude.loadStack({ home: H, userHome: H, workspace: W, overrides: [], projectConfig: true, trusted: r.world.trusted ?? true, env: {}, reader: memoryReader(r.world) });
  return claude.evaluate(stack, call, { ...(r.ctx ?? {}), hookResults: { ...r.hooks, ...pin.hooks }, ...(pin.classifier ? { pinned: { classifier: pin.classifier } } : {}), ...(r.runHook ? { runHook: r.runHook } : {}) });
}

function table(rows: readonly Row[]): void {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_n, r) => {
    const t = evaluate(r);
    const detail = `${t.decision} by ${t.decidedBy.layer}: ${t.decidedBy.reason} [${r.doc}]`;
    expect(t.decision, detail).toBe(r.decision);
    expect(t.decidedBy.layer, detail).toBe(r.layer);
    if (r.risk) expect(t.risks.map((x) => x.kind), JSON.stringify(t.risks)).toContain(r.risk);
    if (r.branches === true) expect(t.branches.length, 'branches').toBeGreaterThan(0);
    if (r.branches === false) expect(t.branches).toEqual([]);
    // A risk never changes a decision; a branch is the decision under one pinned verdict.
    for (const b of t.branches) {
      const hook = /^hook '(.+)'$/.exec(b.on)?.[1];
      const again = hook !== undefined ? evaluate(r, { hooks: { [hook]: b.verdict === 'none' ? 'error' : (b.verdict as HookVerdict) } }) : evaluate(r, { classifier: b.verdict });
      expect(again.decision, `branch ${b.on} = ${b.verdict}`).toBe(b.decision);
      expect(again.decidedBy.layer, `branch ${b.on} = ${b.verdict}`).toBe(b.layer);
    }
    // Never allow on a guess: with branches, the decision is at least ask.
    if (t.branches.length > 0) expect(t.decision).not.toBe('allow');
    if (t.decision === 'allow') expect(JSON.stringify(t)).not.toMatch(/would prompt/);
  });
}

const M = (mode: string): CallContext => ({ mode });

const P = 'permissions → ';
const PM = 'permission-modes → ';

describe('rule order and precedence (permissions → Manage permissions)', () => {
  table([
    { name: '1 a broad deny beats a narrower allow', doc: `${P}Manage permissions`, world: rules({ allow: ['Bash(aws s3 ls)'], deny: ['Bash(aws *)'] }), call: 'aws s3 ls', decision: 'deny', layer: 'deny-rules' },
    { name: '2 an ask rule prompts even when an allow rule matches', doc: `${P}Manage permissions`, world: rules({ allow: ['Bash(git push origin main)'], ask: ['Bash(git push *)'] }), call: 'git push origin main', decision: 'ask', layer: 'ask-rules' },
    { name: '3 a bare Bash deny removes the tool, read-only commands too', doc: `${P}Manage permissions`, world: rules({ deny: ['Bash'] }), call: 'ls', decision: 'deny', layer: 'deny-rules' },
    { name: '4 Bash(*) as a deny is the bare tool', doc: `${P}Match all uses of a tool`, world: rules({ deny: ['Bash(*)'] }), call: 'pwd', decision: 'deny', layer: 'deny-rules' },
    { name: '5 the allow without the deny runs', doc: `${P}Manage permissions`, world: rules({ allow: ['Bash(aws s3 ls)'] }), call: 'aws s3 ls', decision: 'allow', layer: 'allow-rules' },
  ]);
});

describe('wildcards (permissions → Wildcard patterns, Bash)', () => {
  table([
    { name: '6 Bash(ls *) does not match lsusb', doc: `${P}Bash`, world: rules({ allow: ['Bash(ls *)'] }), call: 'lsusb -v', decision: 'ask', layer: 'mode-default' },
    { name: '7 Bash(ls*) matches lsusb', doc: `${P}Bash`, world: rules({ allow: ['Bash(ls*)'] }), call: 'lsusb -v', decision: 'allow', layer: 'allow-rules' },
    { name: '8 a trailing " *" matches the bare command', doc: `${P}Bash (word boundary: a space or end-of-string)`, world: rules({ allow: ['Bash(npm run test *)'] }), call: 'npm run test', decision: 'allow', layer: 'allow-rules' },
    { name: '9 a leading * matches any command ending with " install"', doc: `${P}Bash`, world: rules({ allow: ['Bash(* install)'] }), call: 'npm install', decision: 'allow', layer: 'allow-rules' },
    { name: '10 a middle * spans several arguments', doc: `${P}Bash`, world: rules({ allow: ['Bash(git * main)'] }), call: 'git push origin main', decision: 'allow', layer: 'allow-rules' },
    { name: '11 :* at the end is " *"', doc: `${P}Wildcard patterns`, world: rules({ allow: ['Bash(npm:*)'] }), call: 'npm install', decision: 'allow', layer: 'allow-rules' },
    { name: '12 :* elsewhere is a literal colon', doc: `${P}Wildcard patterns`, world: rules({ allow: ['Bash(git:* push)'] }), call: 'git push', decision: 'ask', layer: 'mode-default' },
    { name: '13 an exact rule does not match extra arguments', doc: `${P}Use specifiers for fine-grained control`, world: rules({ allow: ['Bash(npm run build)'] }), call: 'npm run build --watch', decision: 'ask', layer: 'mode-default' },
  ]);
});

describe('compound commands (permissions → Compound commands)', () => {
  table([
    { name: '14 an allow does not cover a second command after &&', doc: `${P}Compound commands`, world: rules({ allow: ['Bash(npm test *)'] }), call: 'npm test && curl https://x.example', decision: 'ask', layer: 'mode-default' },
    { name: '15 each part allowed on its own: a read-only grep after a pipe', doc: `${P}Compound commands; Read-only commands`, world: rules({ allow: ['Bash(npm test *)'] }), call: 'npm test | grep FAIL', decision: 'allow', layer: 'mode-default' },
    { name: '16 & is a separator', doc: `${P}Compound commands`, world: rules({ allow: ['Bash(npm test)'] }), call: 'npm test & npm publish', decision: 'ask', layer: 'mode-default' },
    { name: '17 a deny matching a later part denies the call', doc: `${P}Compound commands`, world: rules({ deny: ['Bash(rm *)'] }), call: 'ls; rm -rf tmp', decision: 'deny', layer: 'deny-rules' },
    { name: '18 a newline is a separator', doc: `${P}Compound commands`, world: rules({ deny: ['Bash(rm *)'] }), call: 'ls\nrm -rf tmp', decision: 'deny', layer: 'deny-rules' },
    { name: '19 |& is a separator', doc: `${P}Compound commands`, world: rules({ allow: ['Bash(make)'] }), call: 'make |& tee build.log', decision: 'ask', layer: 'mode-default' },
  ]);
});

describe('wrappers and assignments (permissions → Wrappers)', () => {
  const npmTest = rules({ allow: ['Bash(npm test *)'] });
  table([
    { name: '20 timeout is stripped', doc: `${P}Wrappers`, world: npmTest, call: 'timeout 30 npm test', decision: 'allow', layer: 'allow-rules' },
    { name: '21 nohup is stripped', doc: `${P}Wrappers`, world: npmTest, call: 'nohup npm test', decision: 'allow', layer: 'allow-rules' },
    { name: '22 nice with a flag is stripped', doc: `${P}Wrappers`, world: npmTest, call: 'nice -n 5 npm test', decision: 'allow', layer: 'allow-rules' },
    { name: '23 a known-safe assignment is stripped for allow rules', doc: `${P}Wrappers`, world: npmTest, call: 'NODE_ENV=test npm test', decision: 'allow', layer: 'allow-rules' },
    { name: '24 another assignment is not', doc: `${P}Wrappers`, world: npmTest, call: 'FOO=bar npm test', decision: 'ask', layer: 'mode-default' },
    { name: '25 a deny rule matches past any assignment', doc: `${P}Wrappers`, world: rules({ deny: ['Bash(rm *)'] }), call: 'FOO=bar rm -rf tmp/', decision: 'deny', layer: 'deny-rules' },
    { name: '26 bare xargs is stripped', doc: `${P}Wrappers`, world: npmTest, call: 'xargs npm test', decision: 'allow', layer: 'allow-rules' },
    { name: '27 xargs with a flag is not', doc: `${P}Wrappers`, world: npmTest, call: 'xargs -n1 npm test', decision: 'ask', layer: 'mode-default' },
    { name: '28 a runner rule matches whatever follows it', doc: `${P}Wrappers (devbox run)`, world: rules({ allow: ['Bash(devbox run *)'] }), call: 'devbox run rm -rf .', decision: 'allow', layer: 'allow-rules' },
    { name: '29 sudo is not stripped: an rm deny does not match, sudo prompts', doc: `${P}Wrappers (fixed list)`, world: rules({ deny: ['Bash(rm -rf *)'] }), call: 'sudo rm -rf build', decision: 'ask', layer: 'mode-default', risk: 'agent-misses' },
    { name: '30 no prefix rule approves watch', doc: `${P}Wrappers (exec wrappers)`, world: rules({ allow: ['Bash(watch *)'] }), call: 'watch ls', decision: 'ask', layer: 'mode-default' },
    { name: '31 an exact rule approves a watch invocation', doc: `${P}Wrappers (exact-match rule)`, world: rules({ allow: ['Bash(watch -n1 ls)'] }), call: 'watch -n1 ls', decision: 'allow', layer: 'allow-rules' },
    { name: '32 Bash(find *) does not cover find -delete', doc: `${P}Wrappers`, world: rules({ allow: ['Bash(find *)'] }), call: 'find . -name x -delete', decision: 'ask', layer: 'mode-default' },
    { name: '33 Bash(find *) does not cover find -exec', doc: `${P}Wrappers`, world: rules({ allow: ['Bash(find *)'] }), call: "find . -exec rm '{}' +", decision: 'ask', layer: 'mode-default' },
    { name: '34 python -c under Bash(python *) runs, with a risk', doc: `${P}Wrappers (the rule matches whatever follows); issue 13`, world: rules({ allow: ['Bash(python *)'], deny: ['Bash(rm -rf /*)'] }), call: "python -c 'print(1)'", decision: 'allow', layer: 'allow-rules', risk: 'unchecked-inline-code' },
  ]);
});

describe('read-only commands (permissions → Read-only commands)', () => {
  const none = fs();
  table([
    { name: '35 ls with an unquoted glob runs', doc: `${P}Read-only commands`, world: none, call: 'ls *.ts', decision: 'allow', layer: 'mode-default' },
    { name: '36 wc -l over a glob runs', doc: `${P}Read-only commands`, world: none, call: 'wc -l src/*.py', decision: 'allow', layer: 'mode-default' },
    { name: '37 find with an unquoted glob prompts', doc: `${P}Read-only commands (write-capable flags)`, world: none, call: 'find . -name *.ts', decision: 'ask', layer: 'mode-default' },
    { name: '38 find with a quoted glob runs', doc: `${P}Read-only commands`, world: none, call: "find . -name '*.ts'", decision: 'allow', layer: 'mode-default' },
    { name: '39 git status runs', doc: `${P}Read-only commands`, world: none, call: 'git status', decision: 'allow', layer: 'mode-default' },
    { name: '40 git push prompts', doc: `${P}Read-only commands`, world: none, call: 'git push', decision: 'ask', layer: 'mode-default' },
    { name: '41 cd inside the working directory and ls runs', doc: `${P}Read-only commands (cd)`, world: none, call: 'cd packages/api && ls', decision: 'allow', layer: 'mode-default' },
    { name: '42 cd outside the working directories prompts', doc: `${P}Read-only commands (cd)`, world: none, call: 'cd /tmp && ls', decision: 'ask', layer: 'mode-default' },
    { name: '43 cd into another directory with git prompts', doc: `${P}Read-only commands (cd with git)`, world: none, call: 'cd src && git status', decision: 'ask', layer: 'mode-default' },
    { name: '44 cd with only a /dev/null redirect runs', doc: `${P}Read-only commands (cd with an output redirect)`, world: none, call: 'cd app; grep -r pattern . 2>/dev/null', decision: 'allow', layer: 'mode-default' },
    { name: '45 cd with a file redirect prompts', doc: `${P}Read-only commands (cd with an output redirect)`, world: none, call: 'cd app && ls > out.txt', decision: 'ask', layer: 'mode-default' },
    { name: '46 file -m prompts', doc: `${P}Read-only commands (file)`, world: none, call: 'file -m magic x.bin', decision: 'ask', layer: 'mode-default' },
    { name: '47 sed without -i is in the read-only set', doc: `${P}Read-only commands (sed named among the set's write-capable commands)`, world: none, call: "sed -n '1,5p' README.md", decision: 'allow', layer: 'mode-default' },
    { name: '48 sed -i is not read-only', doc: `${P}Read-only commands`, world: none, call: "sed -i 's/a/b/' README.md", decision: 'ask', layer: 'mode-default' },
    { name: '49 sed with an unquoted glob prompts', doc: `${P}Read-only commands (write-capable flags)`, world: none, call: "sed -n '1p' *.md", decision: 'ask', layer: 'mode-default' },
    { name: '49a sed with a w command writes a file', doc: `${P}Read-only commands; reading: sed w FILE writes`, world: none, call: "sed -n 'w out.txt' README.md", decision: 'ask', layer: 'mode-default' },
    { name: '49b sed with an e command runs a program', doc: `${P}Read-only commands; reading: sed e runs a command`, world: none, call: "sed 's/x/date/e' README.md", decision: 'ask', layer: 'mode-default' },
    { name: '49c sed -f reads an unchecked script', doc: `${P}Read-only commands; reading`, world: none, call: 'sed -f script.sed README.md', decision: 'ask', layer: 'mode-default' },
    { name: '49d sed -e with a print script is read-only', doc: `${P}Read-only commands`, world: none, call: "sed -e 's/a/b/' -e '1p' README.md", decision: 'allow', layer: 'mode-default' },
    { name: '49e a Read deny still blocks sed on the file', doc: `${P}Read and Edit (sed named)`, world: rules({ deny: ['Read(./.env)'] }), call: "sed -n '1p' .env", decision: 'deny', layer: 'deny-rules' },
    { name: '50 docker ps is a read-only form of docker', doc: `${P}Read-only commands (docker pointed at another daemon)`, world: none, call: 'docker ps', decision: 'allow', layer: 'mode-default' },
    { name: '51 docker -H ps prompts', doc: `${P}Read-only commands (docker pointed at another daemon)`, world: none, call: 'docker -H tcp://10.0.0.1:2375 ps', decision: 'ask', layer: 'mode-default' },
    { name: '51a docker --context ps prompts', doc: `${P}Read-only commands (docker pointed at another daemon)`, world: none, call: 'docker --context prod ps', decision: 'ask', layer: 'mode-default' },
    { name: '51b docker logs is read-only', doc: `${P}Read-only commands; the list of forms: reading`, world: none, call: 'docker logs web', decision: 'allow', layer: 'mode-default' },
    { name: '51c podman-style --url prompts', doc: `${P}Read-only commands (Podman's --url)`, world: none, call: 'docker --url unix:///x ps', decision: 'ask', layer: 'mode-default' },
    { name: '52 docker run is not read-only', doc: `${P}Read-only commands`, world: none, call: 'docker run alpine', decision: 'ask', layer: 'mode-default' },
    { name: '53 a command over 10 000 characters prompts', doc: `${P}Read-only commands (commands the analysis cannot parse)`, world: none, call: `echo ${'a'.repeat(10_001)}`, decision: 'ask', layer: 'mode-default' },
    { name: '54 an ask rule makes a read-only command prompt', doc: `${P}Read-only commands (the set is not configurable)`, world: rules({ ask: ['Bash(cat *)'] }), call: 'cat README.md', decision: 'ask', layer: 'ask-rules' },
  ]);
});

describe('redirections (permissions → Redirections)', () => {
  table([
    { name: '55 a redirect into the workspace is a write: default mode prompts', doc: `${P}Redirections; Permission system (file modification)`, world: fs(), call: 'ls > out.txt', decision: 'ask', layer: 'mode-default' },
    { name: '56 acceptEdits approves the redirect inside the workspace', doc: `${P}Redirections; ${PM}acceptEdits`, world: fs(), call: 'ls > out.txt', ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default' },
    { name: '57 /dev/null is not checked', doc: `${P}Redirections`, world: fs(), call: 'ls > /dev/null', decision: 'allow', layer: 'mode-default' },
    { name: '58 a target starting with ~ needs approval', doc: `${P}Redirections`, world: fs(), call: 'ls > ~/out.txt', ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
    { name: '59 a target with a glob needs approval', doc: `${P}Redirections`, world: fs(), call: 'ls > out*.txt', ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
    { name: '60 an allow rule allows the command, not the target', doc: `${P}Redirections`, world: rules({ allow: ['Bash(git log *)'] }), call: 'git log > /tmp/log.txt', ctx: M('acceptEdits'), decision: 'ask', layer: 'mode-default' },
    { name: '61 an Edit deny covers a redirect target', doc: `${P}Redirections`, world: rules({ deny: ['Edit(secret.txt)'] }), call: 'echo hi > secret.txt', decision: 'deny', layer: 'deny-rules' },
    { name: '62 a redirect into .git is a protected write even in acceptEdits', doc: `${P}Redirections; ${PM}Protected paths`, world: fs(), call: 'echo x > .git/config', ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
  ]);
});

describe('Read and Edit rules (permissions → Read and Edit)', () => {
  table([
    { name: '63 a Read deny blocks cat of the file', doc: `${P}Read and Edit (file commands in Bash)`, world: rules({ deny: ['Read(./.env)'] }), call: 'cat .env', decision: 'deny', layer: 'deny-rules' },
    { name: '64 a Read deny blocks the Read tool', doc: `${P}Read and Edit`, world: rules({ deny: ['Read(./.env)'] }), call: read(`${W}/.env`), decision: 'deny', layer: 'deny-rules' },
    { name: '65 a Read deny also blocks Edit on the path', doc: `${P}Read and Edit`, world: rules({ deny: ['Read(.env)'] }), call: edit(`${W}/.env`), decision: 'deny', layer: 'deny-rules' },
    { name: '66 a Read deny also blocks Write on the path', doc: `${P}Read and Edit`, world: rules({ deny: ['Read(.env)'] }), call: tool('Write', { file_path: `${W}/.env`, content: 'x' }), decision: 'deny', layer: 'deny-rules' },
    { name: '67 a Read deny does not cover NotebookEdit', doc: `${P}Read and Edit ("NotebookEdit isn't covered")`, world: rules({ deny: ['Read(nb.ipynb)'] }), call: tool('NotebookEdit', { notebook_path: `${W}/nb.ipynb`, new_source: 'x' }), decision: 'ask', layer: 'mode-default' },
    { name: '67a NotebookEdit through a Read deny runs in bypassPermissions', doc: `${P}Read and Edit; errors → File is covered by a Read deny rule`, world: rules({ deny: ['Read(nb.ipynb)'] }), call: tool('NotebookEdit', { notebook_path: `${W}/nb.ipynb`, new_source: 'x' }), ctx: M('bypassPermissions'), decision: 'allow', layer: 'mode-default' },
    { name: '67b an Edit deny does cover NotebookEdit', doc: `${P}Read and Edit ("add an Edit deny rule")`, world: rules({ deny: ['Edit(nb.ipynb)'] }), call: tool('NotebookEdit', { notebook_path: `${W}/nb.ipynb`, new_source: 'x' }), ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
    { name: '67c a Read deny still reads as a read block for the notebook', doc: `${P}Read and Edit`, world: rules({ deny: ['Read(nb.ipynb)'] }), call: read(`${W}/nb.ipynb`), decision: 'deny', layer: 'deny-rules' },
    { name: '68 a Write(path) allow is never consulted', doc: `${P}Read and Edit`, world: rules({ allow: ['Write(docs/**)'] }), call: tool('Write', { file_path: `${W}/docs/a.md`, content: 'x' }), decision: 'ask', layer: 'mode-default' },
    { name: '69 an Edit(path) allow covers Write', doc: `${P}Read and Edit`, world: rules({ allow: ['Edit(docs/**)'] }), call: tool('Write', { file_path: `${W}/docs/a.md`, content: 'x' }), decision: 'allow', layer: 'allow-rules' },
    { name: '70 a deny src/** matches a nested src', doc: `${P}Read and Edit (single-segment directory patterns)`, world: rules({ deny: ['Edit(src/**)'] }), call: edit(`${W}/vendor/pkg/src/lib.js`), decision: 'deny', layer: 'deny-rules' },
    { name: '71 an allow src/** does not match a nested src', doc: `${P}Read and Edit (single-segment directory patterns)`, world: rules({ allow: ['Edit(src/**)'] }), call: edit(`${W}/vendor/pkg/src/lib.js`), decision: 'ask', layer: 'mode-default' },
    { name: '72 an allow src/** matches the top src', doc: `${P}Read and Edit`, world: rules({ allow: ['Edit(src/**)'] }), call: edit(`${W}/src/app.ts`), decision: 'allow', layer: 'allow-rules' },
    { name: '73 /path in user settings is under ~/.claude, not the project', doc: `${P}Read and Edit (/path anchors)`, world: rules({ deny: ['Read(/secrets/**)'] }), call: read(`${W}/secrets/k`), decision: 'allow', layer: 'mode-default' },
    { name: '74 /path in user settings blocks ~/.claude/secrets', doc: `${P}Read and Edit (/path anchors)`, world: rules({ deny: ['Read(/secrets/**)'] }), call: read(`${H}/.claude/secrets/k`), decision: 'deny', layer: 'deny-rules' },
    { name: '75 /path in project settings is under the project', doc: `${P}Read and Edit (/path anchors)`, world: fs(project({ permissions: { deny: ['Read(/secrets/**)'] } })), call: read(`${W}/secrets/k`), decision: 'deny', layer: 'deny-rules' },
    { name: '76 //path is absolute', doc: `${P}Read and Edit`, world: rules({ deny: ['Edit(//tmp/scratch.txt)'] }), call: edit('/tmp/scratch.txt'), ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
    { name: '77 a read outside the working directories prompts', doc: `${P}Permission system`, world: fs(), call: read('/etc/hosts'), decision: 'ask', layer: 'mode-default' },
    { name: '78 a read inside runs', doc: `${P}Permission system`, world: fs(), call: read(`${W}/src/a.ts`), decision: 'allow', layer: 'mode-default' },
    { name: '79 a symlink into a denied file is denied although its own path is allowed', doc: `${P}Read and Edit (symlinks)`, world: { ...rules({ allow: ['Read(./project/**)'], deny: ['Read(~/.ssh/**)'] }), links: { [`${W}/project/key`]: `${H}/.ssh/id_rsa` }, exists: [`${H}/.ssh/id_rsa`] }, call: read(`${W}/project/key`), decision: 'deny', layer: 'deny-rules' },
    { name: '80 an allow needs both the link and its target', doc: `${P}Read and Edit (symlinks)`, world: { ...rules({ allow: ['Edit(./project/**)'] }), links: { [`${W}/project/out`]: '/tmp/out' }, exists: ['/tmp/out'] }, call: edit(`${W}/project/out`), decision: 'ask', layer: 'mode-default' },
  ]);
});

describe('WebFetch, MCP, parameters (permissions → WebFetch, MCP, Match by input parameter)', () => {
  table([
    { name: '81 domain: matches the host', doc: `${P}WebFetch`, world: rules({ allow: ['WebFetch(domain:example.com)'] }), call: fetch('https://example.com/x'), decision: 'allow', layer: 'allow-rules' },
    { name: '82 domain: does not match a subdomain', doc: `${P}WebFetch`, world: rules({ allow: ['WebFetch(domain:example.com)'] }), call: fetch('https://api.example.com/x'), decision: 'ask', layer: 'mode-default' },
    { name: '83 *. matches any depth of subdomain', doc: `${P}WebFetch`, world: rules({ allow: ['WebFetch(domain:*.example.com)'] }), call: fetch('https://a.b.example.com/'), decision: 'allow', layer: 'allow-rules' },
    { name: '84 *. does not match the bare domain', doc: `${P}WebFetch`, world: rules({ allow: ['WebFetch(domain:*.example.com)'] }), call: fetch('https://example.com/'), decision: 'ask', layer: 'mode-default' },
    { name: '85 a trailing * is one label', doc: `${P}WebFetch`, world: rules({ allow: ['WebFetch(domain:example.*)'] }), call: fetch('https://example.evil.com/'), decision: 'ask', layer: 'mode-default' },
    { name: '86 case and a trailing dot do not matter', doc: `${P}WebFetch`, world: rules({ allow: ['WebFetch(domain:EXAMPLE.com.)'] }), call: fetch('https://example.com/'), decision: 'allow', layer: 'allow-rules' },
    { name: '87 mcp__server allows every tool of the server', doc: `${P}MCP`, world: rules({ allow: ['mcp__puppeteer'] }), call: tool('mcp__puppeteer__navigate', {}), decision: 'allow', layer: 'allow-rules' },
    { name: '88 an unanchored allow glob is skipped', doc: `${P}Tool name wildcards`, world: rules({ allow: ['mcp__*'] }), call: tool('mcp__github__create_issue', {}), decision: 'ask', layer: 'mode-default' },
    { name: '89 a deny glob over tool names removes them', doc: `${P}Tool name wildcards`, world: rules({ deny: ['mcp__*'] }), call: tool('mcp__github__create_issue', {}), decision: 'deny', layer: 'deny-rules' },
    { name: '90 an allow glob after mcp__<server>__ works', doc: `${P}Tool name wildcards`, world: rules({ allow: ['mcp__github__get_*'] }), call: tool('mcp__github__get_issue', {}), decision: 'allow', layer: 'allow-rules' },
    { name: '91 ... and covers only the tools it names', doc: `${P}Tool name wildcards`, world: rules({ allow: ['mcp__github__get_*'] }), call: tool('mcp__github__create_issue', {}), decision: 'ask', layer: 'mode-default' },
    { name: '92 a parameter deny matches the literal value', doc: `${P}Match by input parameter`, world: rules({ deny: ['Agent(model:opus)'] }), call: tool('Agent', { subagent_type: 'Explore', model: 'opus', prompt: 'x' }), decision: 'deny', layer: 'deny-rules' },
    { name: '93 an omitted parameter never matches', doc: `${P}Match by input parameter`, world: rules({ deny: ['Agent(model:*)'] }), call: tool('Agent', { subagent_type: 'Explore', prompt: 'x' }), decision: 'allow', layer: 'mode-default' },
    { name: '94 Bash(run_in_background:true) denies a background call', doc: `${P}Match by input parameter`, world: rules({ deny: ['Bash(run_in_background:true)'] }), call: tool('Bash', { command: 'ls', run_in_background: true }), decision: 'deny', layer: 'deny-rules' },
    { name: '95 a rule on the primary field is ignored', doc: `${P}Match by input parameter (primary content field)`, world: rules({ deny: ['Bash(command:rm *)'] }), call: 'rm -rf tmp', decision: 'ask', layer: 'mode-default' },
  ]);
});

describe('modes (permission-modes)', () => {
  table([
    { name: '96 dontAsk denies what would prompt', doc: `${PM}dontAsk`, world: fs(), call: 'npm install', ctx: M('dontAsk'), decision: 'deny', layer: 'prompt' },
    { name: '97 dontAsk runs an allowed command', doc: `${PM}dontAsk`, world: rules({ allow: ['Bash(npm install)'] }), call: 'npm install', ctx: M('dontAsk'), decision: 'allow', layer: 'allow-rules' },
    { name: '98 dontAsk runs read-only commands', doc: `${PM}dontAsk`, world: fs(), call: 'git status', ctx: M('dontAsk'), decision: 'allow', layer: 'mode-default' },
    { name: '99 dontAsk denies an ask-rule match', doc: `${PM}dontAsk`, world: rules({ allow: ['Bash(npm *)'], ask: ['Bash(npm publish *)'] }), call: 'npm publish', ctx: M('dontAsk'), decision: 'deny', layer: 'prompt' },
    { name: '100 dontAsk denies AskUserQuestion even when allowed', doc: `${PM}dontAsk`, world: rules({ allow: ['AskUserQuestion'] }), call: tool('AskUserQuestion', { questions: [] }), ctx: M('dontAsk'), decision: 'deny', layer: 'prompt' },
    { name: '101 dontAsk denies a critical removal an allow rule matches', doc: `${PM}dontAsk; Critical paths`, world: rules({ allow: ['Bash(rm *)'] }), call: 'rm -rf /', ctx: M('dontAsk'), decision: 'deny', layer: 'safety-checks' },
    { name: '102 dontAsk denies a protected write an allow rule matches', doc: `${PM}Protected paths`, world: rules({ allow: ['Edit(**)'] }), call: edit(`${W}/.git/config`), ctx: M('dontAsk'), decision: 'deny', layer: 'prompt' },
    { name: '103 bypassPermissions runs a non-read-only command', doc: `${PM}bypassPermissions`, world: fs(), call: 'npm install', ctx: M('bypassPermissions'), decision: 'allow', layer: 'mode-default' },
    { name: '104 bypassPermissions still asks for a critical removal', doc: `${PM}Critical paths (bypassPermissions: asks)`, world: fs(), call: 'rm -rf /', ctx: M('bypassPermissions'), decision: 'ask', layer: 'safety-checks' },
    { name: '105 bypassPermissions still honours an ask rule', doc: `${PM}Actions no mode auto-approves`, world: rules({ ask: ['Bash(git push *)'] }), call: 'git push', ctx: M('bypassPermissions'), decision: 'ask', layer: 'ask-rules' },
    { name: '106 deny rules block in bypassPermissions', doc: `${PM}Available modes`, world: rules({ deny: ['Bash(curl *)'] }), call: 'curl https://x.example', ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
    { name: '107 bypassPermissions writes protected paths', doc: `${PM}Protected paths`, world: fs(), call: edit(`${W}/.git/config`), ctx: M('bypassPermissions'), decision: 'allow', layer: 'mode-default' },
    { name: '108 bypassPermissions AskUserQuestion still needs a person', doc: `${PM}Actions no mode auto-approves`, world: fs(), call: tool('AskUserQuestion', { questions: [] }), ctx: M('bypassPermissions'), decision: 'ask', layer: 'safety-checks' },
    { name: '109 acceptEdits approves mkdir inside', doc: `${PM}acceptEdits`, world: fs(), call: 'mkdir build', ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default' },
    { name: '110 acceptEdits prompts for mkdir outside', doc: `${PM}acceptEdits`, world: fs(), call: 'mkdir /tmp/x', ctx: M('acceptEdits'), decision: 'ask', layer: 'mode-default' },
    { name: '111 acceptEdits with a safe variable prefix', doc: `${PM}acceptEdits`, world: fs(), call: 'LANG=C touch notes.txt', ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default' },
    { name: '112 acceptEdits with a process wrapper', doc: `${PM}acceptEdits`, world: fs(), call: 'timeout 5 cp a.txt b.txt', ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default' },
    { name: '113 acceptEdits does not approve other commands', doc: `${PM}acceptEdits`, world: fs(), call: 'npm install', ctx: M('acceptEdits'), decision: 'ask', layer: 'mode-default' },
    { name: '114 acceptEdits prompts for a .claude write, an allow rule notwithstanding', doc: `${PM}Protected paths`, world: rules({ allow: ['Edit(.claude/**)'] }), call: edit(`${W}/.claude/settings.json`), ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
    { name: '115 .claude/worktrees is not protected', doc: `${PM}Protected paths`, world: fs(), call: edit(`${W}/.claude/worktrees/a/x.ts`), ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default' },
    { name: '116 a protected file name (.envrc)', doc: `${PM}Protected paths`, world: fs(), call: edit(`${W}/.envrc`), ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
    { name: '117 acceptEdits rm of the home directory prompts', doc: `${PM}acceptEdits; Critical paths`, world: fs(), call: 'rm -rf ~', ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
    { name: '118 plan runs read-only commands', doc: `${PM}plan`, world: fs(), call: 'git log', ctx: M('plan'), decision: 'allow', layer: 'mode-default' },
    { name: '119 plan prompts for other commands', doc: `${PM}plan`, world: fs(), call: 'npm test', ctx: M('plan'), decision: 'ask', layer: 'mode-default' },
    { name: '120 auto sends a protected write to the classifier', doc: `${PM}Protected paths (auto: classifier)`, world: fs(), call: edit(`${W}/.git/config`), ctx: M('auto'), decision: 'ask', layer: 'safety-checks', branches: true },
    { name: '121 auto sends a critical removal to the classifier', doc: `${PM}Critical paths (auto: classifier)`, world: fs(), call: 'rm -rf /', ctx: M('auto'), decision: 'ask', layer: 'safety-checks', branches: true },
    { name: '122 auto with an ask rule on the removal asks, no classifier', doc: `${PM}Critical paths ("asks you even in auto mode")`, world: rules({ ask: ['Bash(rm *)'] }), call: 'rm -rf /', ctx: M('auto'), decision: 'ask', layer: 'ask-rules', branches: false },
    { name: '122a auto: an ask rule on one part keeps the classifier out of the other', doc: `${PM}Actions no mode auto-approves; Critical paths`, world: rules({ ask: ['Bash(git push *)'] }), call: 'git push && npm install', ctx: M('auto'), decision: 'ask', layer: 'ask-rules', branches: false },
    { name: '122b auto: an ask rule over a protected write asks', doc: `${PM}Actions no mode auto-approves`, world: rules({ ask: ['Edit(.git/**)'] }), call: edit(`${W}/.git/config`), ctx: M('auto'), decision: 'ask', layer: 'ask-rules', branches: false },
    { name: '122c auto without the ask rule still branches on the classifier', doc: `${PM}auto`, world: fs(), call: 'npm install', ctx: M('auto'), decision: 'ask', layer: 'mode-default', branches: true },
    { name: '123 auto approves edits inside the working directory', doc: `${PM}auto`, world: fs(), call: edit(`${W}/src/a.ts`), ctx: M('auto'), decision: 'allow', layer: 'mode-default', branches: false },
    { name: '124 auto runs read-only commands without the classifier', doc: `${P}Read-only commands (every mode)`, world: fs(), call: 'git status', ctx: M('auto'), decision: 'allow', layer: 'mode-default', branches: false },
  ]);
});

describe('critical paths (permission-modes → Critical paths)', () => {
  const rmAllowed = rules({ allow: ['Bash(rm *)'] });
  table([
    { name: '125 a top-level directory', doc: `${PM}Critical paths`, world: rmAllowed, call: 'rm -rf /usr', decision: 'ask', layer: 'safety-checks' },
    { name: '126 the home directory', doc: `${PM}Critical paths`, world: rmAllowed, call: 'rm -rf ~', decision: 'ask', layer: 'safety-checks' },
    { name: '127 the working directory', doc: `${PM}Critical paths`, world: rmAllowed, call: `rm -rf ${W}`, decision: 'ask', layer: 'safety-checks' },
    { name: '128 a glob directly under a variable', doc: `${PM}Critical paths`, world: rmAllowed, call: 'rm -rf "$DIR"/*', decision: 'ask', layer: 'safety-checks' },
    { name: '129 inside a command substitution', doc: `${PM}Critical paths`, world: rmAllowed, call: 'echo "$(rm -rf ~)"', decision: 'ask', layer: 'safety-checks' },
    { name: '130 an ordinary removal under the allow runs', doc: `${PM}Critical paths`, world: rmAllowed, call: 'rm -rf build', decision: 'allow', layer: 'allow-rules' },
    { name: '131 a deny rule still blocks outright', doc: `${PM}Critical paths`, world: rules({ deny: ['Bash(rm *)'] }), call: 'rm -rf /', decision: 'deny', layer: 'deny-rules' },
    { name: '132 rmdir of the root', doc: `${PM}Critical paths`, world: rules({ allow: ['Bash(rmdir *)'] }), call: 'rmdir /', decision: 'ask', layer: 'safety-checks' },
    { name: '133 a parent of the working directory', doc: `${PM}Critical paths`, world: rmAllowed, call: 'rm -r /', decision: 'ask', layer: 'safety-checks' },
  ]);
});

describe('hooks (hooks → PreToolUse decision control; permissions → Extend permissions with hooks)', () => {
  const gate = (p: Record<string, unknown> = {}) => fs(user({ permissions: p, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '/h/gate.sh' }] }] } }));
  table([
    { name: '134 a hook deny beats an allow rule', doc: 'hooks → PreToolUse decision control', world: gate({ allow: ['Bash(npm test)'] }), call: 'npm test', hooks: { 'gate.sh': 'deny' }, decision: 'deny', layer: 'hooks' },
    { name: '135 a hook allow does not beat an ask rule', doc: `${P}Extend permissions with hooks`, world: gate({ ask: ['Bash(npm test)'] }), call: 'npm test', hooks: { 'gate.sh': 'allow' }, decision: 'ask', layer: 'ask-rules' },
    { name: '136 a hook allow skips the prompt', doc: 'hooks → PreToolUse decision control', world: gate(), call: 'npm install', hooks: { 'gate.sh': 'allow' }, decision: 'allow', layer: 'hooks' },
    { name: '137 a hook allow does not approve a critical removal', doc: `${PM}Critical paths`, world: gate(), call: 'rm -rf ~', hooks: { 'gate.sh': 'allow' }, decision: 'ask', layer: 'safety-checks' },
    { name: '138 a hook ask prompts in bypassPermissions', doc: 'hooks → PreToolUse decision control', world: gate(), call: 'npm install', ctx: M('bypassPermissions'), hooks: { 'gate.sh': 'ask' }, decision: 'ask', layer: 'hooks' },
    { name: '139 a hook not run keeps ask and branches', doc: 'issue 11 (branches)', world: gate({ allow: ['Bash(npm test)'] }), call: 'npm test', decision: 'ask', layer: 'hooks', branches: true },
    { name: '140 a hook deny blocks in bypassPermissions', doc: `${P}Extend permissions with hooks`, world: gate(), call: 'ls', ctx: M('bypassPermissions'), hooks: { 'gate.sh': 'deny' }, decision: 'deny', layer: 'hooks' },
  ]);
});

describe('sandbox and trust (sandboxing → Sandbox modes; settings-reference; permissions → workspace trust)', () => {
  const sandbox = (extra: Record<string, unknown> = {}, p: Record<string, unknown> = {}) => fs(user({ permissions: p, sandbox: { enabled: true, ...extra } }));
  table([
    { name: '141 a sandboxed command runs in auto-allow mode', doc: 'sandboxing → Sandbox modes (Auto-allow mode)', world: sandbox(), call: 'npm install', decision: 'allow', layer: 'mode-default' },
    { name: '142 an excluded command is not auto-allowed', doc: 'settings-reference → sandbox.excludedCommands', world: sandbox({ excludedCommands: ['npm *'] }), call: 'npm install', decision: 'ask', layer: 'mode-default' },
    { name: '143 autoAllowBashIfSandboxed false prompts', doc: 'settings-reference → sandbox.autoAllowBashIfSandboxed', world: sandbox({ autoAllowBashIfSandboxed: false }), call: 'npm install', decision: 'ask', layer: 'mode-default' },
    { name: '144 plan mode prompts despite the sandbox', doc: `${PM}plan ("including when the sandbox's auto-allow mode is enabled")`, world: sandbox(), call: 'npm install', ctx: M('plan'), decision: 'ask', layer: 'mode-default' },
    { name: '145 a deny rule still applies under the sandbox', doc: 'sandboxing → Auto-allow mode', world: sandbox({}, { deny: ['Bash(npm *)'] }), call: 'npm install', decision: 'deny', layer: 'deny-rules' },
    { name: '146 dangerouslyDisableSandbox leaves the sandbox', doc: 'sandboxing → Sandbox modes', world: sandbox(), call: tool('Bash', { command: 'npm install', dangerouslyDisableSandbox: true }), decision: 'ask', layer: 'mode-default' },
    { name: '147 a project allow rule needs trust', doc: `${P}Project allow rules and workspace trust`, world: { ...fs(project({ permissions: { allow: ['Bash(npm install)'] } })), trusted: false }, call: 'npm install', decision: 'ask', layer: 'mode-default' },
    { name: '148 a project deny rule applies untrusted', doc: `${P}Project allow rules and workspace trust`, world: { ...fs(project({ permissions: { deny: ['Bash(npm install)'] } })), trusted: false }, call: 'npm install', decision: 'deny', layer: 'deny-rules' },
    { name: '149 disableBypassPermissionsMode in any file refuses a user bypass', doc: 'settings-reference → permissions.disableBypassPermissionsMode', world: fs(user({ permissions: { defaultMode: 'bypassPermissions' } }), project({ permissions: { disableBypassPermissionsMode: 'disable' } })), call: 'npm install', decision: 'ask', layer: 'mode-default' },
    { name: '150 a project bypassPermissions applies', doc: `${PM}Which mode a session starts in`, world: fs(project({ permissions: { defaultMode: 'bypassPermissions' } })), call: 'rm -rf node_modules', decision: 'allow', layer: 'mode-default' },
  ]);
});

describe('second pass: file commands, redirects, wrappers, auto mode', () => {
  const none = fs();
  table([
    { name: '151 a Read deny on ~/.ssh blocks cat through ~', doc: `${P}Read and Edit (file commands in Bash)`, world: rules({ deny: ['Read(~/.ssh/**)'] }), call: 'cat ~/.ssh/id_rsa', decision: 'deny', layer: 'deny-rules' },
    { name: '152 a Read deny blocks head and grep on the file', doc: `${P}Read and Edit`, world: rules({ deny: ['Read(.env)'] }), call: 'grep KEY .env', decision: 'deny', layer: 'deny-rules' },
    { name: '153 a Read deny blocks cp reading the file', doc: `${P}Read and Edit`, world: rules({ deny: ['Read(.env)'] }), call: 'cp .env /tmp/x', ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
    { name: '154 an Edit deny blocks rm of a file under it', doc: `${P}Read and Edit`, world: rules({ deny: ['Edit(src/**)'] }), call: 'rm src/a.ts', ctx: M('acceptEdits'), decision: 'deny', layer: 'deny-rules' },
    { name: '155 2>&1 is not a file write', doc: `${P}Redirections`, world: none, call: 'ls 2>&1 | head', decision: 'allow', layer: 'mode-default' },
    { name: '156 >&2 is not a file write', doc: `${P}Redirections`, world: none, call: 'echo oops >&2', decision: 'allow', layer: 'mode-default' },
    { name: '157 a heredoc into cat is read-only', doc: `${P}Read-only commands`, world: none, call: 'cat <<EOF\nhello\nEOF', decision: 'allow', layer: 'mode-default' },
    { name: '158 a safe variable before a read-only command', doc: `${P}Wrappers (known-safe variables)`, world: none, call: 'NO_COLOR=1 git status', decision: 'allow', layer: 'mode-default' },
    { name: '159 a process wrapper before a read-only command', doc: `${P}Wrappers`, world: none, call: 'timeout 5 git status', decision: 'allow', layer: 'mode-default' },
    { name: '160 cd into the working directory itself with git', doc: `${P}Read-only commands (cd to the current directory is a no-op)`, world: none, call: `cd ${W} && git status`, decision: 'allow', layer: 'mode-default' },
    { name: '161 a bare Edit allow approves edits anywhere but protected paths', doc: `${P}Match all uses of a tool`, world: rules({ allow: ['Edit'] }), call: edit('/tmp/x.txt'), decision: 'allow', layer: 'allow-rules' },
    { name: '162 a bare Edit allow does not approve a protected write', doc: `${PM}Protected paths`, world: rules({ allow: ['Edit'] }), call: edit(`${W}/.husky/pre-commit`), decision: 'ask', layer: 'safety-checks' },
    { name: '163 .config/git is protected', doc: `${PM}Protected paths`, world: none, call: edit(`${H}/.config/git/config`), ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
    { name: '164 a bare WebFetch allow approves every host', doc: `${P}Match all uses of a tool`, world: rules({ allow: ['WebFetch'] }), call: fetch('https://anything.example/'), decision: 'allow', layer: 'allow-rules' },
    { name: '165 a domain deny beats a bare WebFetch allow', doc: `${P}Manage permissions`, world: rules({ allow: ['WebFetch'], deny: ['WebFetch(domain:evil.example)'] }), call: fetch('https://evil.example/x'), decision: 'deny', layer: 'deny-rules' },
    { name: '166 WebSearch needs approval', doc: `${P}Permission system`, world: none, call: tool('WebSearch', { query: 'x' }), decision: 'ask', layer: 'mode-default' },
    { name: '167 a server deny removes the server', doc: `${P}MCP`, world: rules({ deny: ['mcp__github'] }), call: tool('mcp__github__get_issue', {}), ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
    { name: '168 rm -rf . is the working directory', doc: `${PM}Critical paths`, world: rules({ allow: ['Bash(rm *)'] }), call: 'rm -rf .', decision: 'ask', layer: 'safety-checks' },
    { name: '169 rm -rf .. is a parent of the working directory', doc: `${PM}Critical paths`, world: rules({ allow: ['Bash(rm *)'] }), call: 'rm -rf ..', decision: 'ask', layer: 'safety-checks' },
    { name: '170 rm -rf $HOME/ is the home directory', doc: `${PM}Critical paths`, world: rules({ allow: ['Bash(rm *)'] }), call: 'rm -rf $HOME/', decision: 'ask', layer: 'safety-checks' },
    { name: '171 rm -rf /tmp is a top-level directory', doc: `${PM}Critical paths`, world: rules({ allow: ['Bash(rm *)'] }), call: 'rm -rf /tmp', ctx: M('bypassPermissions'), decision: 'ask', layer: 'safety-checks' },
    { name: '172 rm -rf /tmp/build is not critical', doc: `${PM}Critical paths`, world: rules({ allow: ['Bash(rm *)'] }), call: 'rm -rf /tmp/build', decision: 'allow', layer: 'allow-rules' },
    { name: '173 an Agent call runs in default mode', doc: `${P}Permission system (no approval listed for Agent)`, world: none, call: tool('Agent', { subagent_type: 'Explore', prompt: 'look' }), decision: 'allow', layer: 'mode-default' },
    { name: '174 an Agent call goes to the classifier in auto', doc: `${PM}How auto mode handles subagents (the task is evaluated before it starts)`, world: none, call: tool('Agent', { subagent_type: 'Explore', prompt: 'look' }), ctx: M('auto'), decision: 'ask', layer: 'mode-default', branches: true },
    { name: '175 an Agent allow rule is dropped in auto', doc: `${PM}How the classifier evaluates actions`, world: rules({ allow: ['Agent'] }), call: tool('Agent', { subagent_type: 'Explore', prompt: 'look' }), ctx: M('auto'), decision: 'ask', layer: 'mode-default', branches: true },
    { name: '176 auto reads outside the working directory without the classifier?', doc: `${PM}How the classifier evaluates actions (read-only actions auto-approved)`, world: none, call: read('/etc/hosts'), ctx: M('auto'), decision: 'allow', layer: 'mode-default', branches: false },
    { name: '177 dontAsk denies a read outside the working directories', doc: `${PM}dontAsk`, world: none, call: read('/etc/hosts'), ctx: M('dontAsk'), decision: 'deny', layer: 'prompt' },
    { name: '178 plan blocks an edit', doc: `${PM}plan`, world: none, call: edit(`${W}/src/a.ts`), ctx: M('plan'), decision: 'deny', layer: 'safety-checks' },
    { name: '179 an ask rule prompts under the sandbox', doc: 'sandboxing → Auto-allow mode', world: fs(user({ permissions: { ask: ['Bash(npm publish *)'] }, sandbox: { enabled: true } })), call: 'npm publish', decision: 'ask', layer: 'ask-rules' },
    { name: '180 a bare Bash ask is stood in for by the sandbox', doc: 'sandboxing → Auto-allow mode', world: fs(user({ permissions: { ask: ['Bash'] }, sandbox: { enabled: true } })), call: 'npm install', decision: 'allow', layer: 'mode-default' },
  ]);
});

describe('third pass: hooks and tools that need a person (hooks → PreToolUse decision control)', () => {
  const gate = (matcher = '*') => fs(user({ hooks: { PreToolUse: [{ matcher, hooks: [{ type: 'command', command: '/h/gate.sh' }] }] } }));
  const says = (out: Record<string, unknown>): HookRunner => () => ({ exitCode: 0, stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...out } }), stderr: '', timedOut: false });
  const question = tool('AskUserQuestion', { questions: [{ question: 'Which?', options: [] }] });
  table([
    { name: '181 a hook allow alone does not answer AskUserQuestion', doc: 'hooks → PreToolUse decision control (allow with updatedInput)', world: gate(), call: question, runHook: says({ permissionDecision: 'allow' }), decision: 'ask', layer: 'safety-checks' },
    { name: '182 a hook allow with updatedInput answers AskUserQuestion', doc: 'hooks → PreToolUse decision control (allow with updatedInput)', world: gate(), call: question, runHook: says({ permissionDecision: 'allow', updatedInput: { questions: [{ question: 'Which?', options: [] }], answers: { 'Which?': 'A' } } }), decision: 'allow', layer: 'hooks' },
    { name: '183 ExitPlanMode needs a person', doc: 'hooks → PreToolUse decision control (AskUserQuestion and ExitPlanMode require user interaction)', world: fs(), call: tool('ExitPlanMode', { plan: 'x' }), ctx: M('plan'), decision: 'ask', layer: 'safety-checks' },
    { name: '184 ExitPlanMode headless is denied', doc: 'hooks → PreToolUse decision control ("normally block in non-interactive mode")', world: fs(), call: tool('ExitPlanMode', { plan: 'x' }), ctx: { mode: 'plan', headless: true }, decision: 'deny', layer: 'prompt' },
    { name: '185 ExitPlanMode answered by a hook with updatedInput', doc: 'hooks → PreToolUse decision control (allow with updatedInput)', world: gate(), call: tool('ExitPlanMode', { plan: 'x' }), ctx: M('plan'), runHook: says({ permissionDecision: 'allow', updatedInput: { plan: 'x' } }), decision: 'allow', layer: 'hooks' },
    { name: '186 a hook ask forces a prompt in auto', doc: 'hooks → PreToolUse decision control ("also forces a permission prompt in auto mode")', world: gate(), call: 'npm install', ctx: M('auto'), hooks: { 'gate.sh': 'ask' }, decision: 'ask', layer: 'hooks' },
    { name: '187 a hook ask: the classifier can still deny', doc: 'hooks → PreToolUse decision control ("the classifier can still deny the tool call")', world: gate(), call: 'npm install', ctx: { mode: 'auto' }, hooks: { 'gate.sh': 'ask' }, decision: 'ask', layer: 'hooks', branches: true },
    { name: '188 a hook matcher list with a comma', doc: 'hooks → Matcher patterns', world: gate('Edit, Write'), call: tool('Write', { file_path: `${W}/a.txt`, content: 'x' }), hooks: { 'gate.sh': 'deny' }, decision: 'deny', layer: 'hooks' },
    { name: '189 an exact matcher does not match another tool', doc: 'hooks → Matcher patterns', world: gate('Edit'), call: tool('NotebookEdit', { notebook_path: `${W}/n.ipynb`, new_source: 'x' }), hooks: { 'gate.sh': 'deny' }, decision: 'ask', layer: 'mode-default' },
    { name: '190 a regex matcher is unanchored', doc: 'hooks → Matcher patterns (Edit.* matches NotebookEdit)', world: gate('Edit.*'), call: tool('NotebookEdit', { notebook_path: `${W}/n.ipynb`, new_source: 'x' }), hooks: { 'gate.sh': 'deny' }, decision: 'deny', layer: 'hooks' },
    { name: '191 a legacy decision: block denies', doc: 'hooks → PreToolUse decision control (deprecated approve/block)', world: gate(), call: 'npm install', runHook: () => ({ exitCode: 0, stdout: '{"decision":"block","reason":"no"}', stderr: '', timedOut: false }), decision: 'deny', layer: 'hooks' },
    { name: '192 exit 2 blocks whatever stdout says', doc: 'hooks → Exit code 2', world: gate(), call: 'ls', runHook: () => ({ exitCode: 2, stdout: '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}', stderr: 'no', timedOut: false }), decision: 'deny', layer: 'hooks' },
    { name: '193 another exit code is a non-blocking error', doc: 'hooks → Other exit codes', world: gate(), call: 'ls', runHook: () => ({ exitCode: 1, stdout: '', stderr: 'oops', timedOut: false }), decision: 'allow', layer: 'mode-default' },
    { name: '194 defer is ignored in an interactive session', doc: 'hooks → Defer a tool call for later', world: gate(), call: 'npm install', hooks: { 'gate.sh': 'defer' }, decision: 'ask', layer: 'mode-default' },
  ]);
});

describe('fourth pass: sandbox, acceptEdits scope, what read-only commands read', () => {
  const sandbox = (p: Record<string, unknown> = {}) => fs(user({ permissions: p, sandbox: { enabled: true } }));
  const none = fs();
  const extra = fs(user({ permissions: { additionalDirectories: ['/lib/shared'] } }));
  table([
    { name: '195 a bare Bash(*) ask is skipped for sandboxed commands too', doc: 'sandboxing → Auto-allow mode (a bare Bash ask rule, or the equivalent Bash(*) form)', world: sandbox({ ask: ['Bash(*)'] }), call: 'npm install', decision: 'allow', layer: 'mode-default' },
    { name: '196 in plan mode a bare Bash ask prompts for a sandboxed read-only command', doc: 'sandboxing → Auto-allow mode (plan mode: the rule is not skipped)', world: sandbox({ ask: ['Bash'] }), call: 'ls', ctx: M('plan'), decision: 'ask', layer: 'ask-rules' },
    { name: '197 sandboxed commands run in dontAsk (auto-allow is independent of the mode)', doc: 'sandboxing → Auto-allow mode ("works independently of your permission mode setting")', world: sandbox(), call: 'npm install', ctx: M('dontAsk'), decision: 'allow', layer: 'mode-default' },
    { name: '198 a sandboxed write inside the workspace runs in Manual mode', doc: 'sandboxing → Auto-allow mode ("Bash commands that modify files within the sandbox boundaries execute without prompting")', world: sandbox(), call: 'echo x > out.txt', decision: 'allow', layer: 'mode-default' },
    { name: '199 a sandboxed critical removal still prompts', doc: 'sandboxing → Auto-allow mode', world: sandbox(), call: 'rm -rf ~', decision: 'ask', layer: 'safety-checks' },
    { name: '200 acceptEdits approves sed -i inside', doc: `${PM}acceptEdits`, world: none, call: "sed -i 's/a/b/' src/a.ts", ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default' },
    { name: '201 acceptEdits prompts for mv out of the workspace', doc: `${PM}acceptEdits`, world: none, call: 'mv a.txt /tmp/a.txt', ctx: M('acceptEdits'), decision: 'ask', layer: 'mode-default' },
    { name: '202 acceptEdits approves rm -rf build', doc: `${PM}acceptEdits`, world: none, call: 'rm -rf build', ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default' },
    { name: '203 acceptEdits approves edits in an additional directory', doc: `${PM}acceptEdits ("or additionalDirectories")`, world: extra, call: edit('/lib/shared/x.ts'), ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default' },
    { name: '204 reads in an additional directory need no approval', doc: `${P}Working directories`, world: extra, call: read('/lib/shared/x.ts'), decision: 'allow', layer: 'mode-default' },
    { name: '205 a project additionalDirectories needs trust', doc: `${P}Project allow rules and workspace trust`, world: { ...fs(project({ permissions: { additionalDirectories: ['/lib/shared'] } })), trusted: false }, call: read('/lib/shared/x.ts'), decision: 'ask', layer: 'mode-default' },
    { name: '206 a removal of a glob under an additional directory is critical', doc: `${PM}Critical paths`, world: fs(user({ permissions: { additionalDirectories: ['/lib/shared'], allow: ['Bash(rm *)'] } })), call: 'rm -rf /lib/shared/*', decision: 'ask', layer: 'safety-checks' },
    { name: '207 ... the additional directory itself is not', doc: `${PM}Critical paths ("rm -rf <dir> on the directory itself doesn't trigger this check")`, world: fs(user({ permissions: { additionalDirectories: ['/lib/shared'], allow: ['Bash(rm *)'] } })), call: 'rm -rf /lib/shared', decision: 'allow', layer: 'allow-rules' },
    { name: '208 echo of a dangerous-looking string is read-only', doc: `${P}Read-only commands`, world: none, call: 'echo "rm -rf /"', decision: 'allow', layer: 'mode-default' },
    { name: '209 a comment is not a command', doc: `${P}Compound commands`, world: none, call: 'ls # && rm -rf /', decision: 'allow', layer: 'mode-default' },
    { name: '210 a substitution part is checked: read-only date inside an allowed commit', doc: `${P}Compound commands; ${PM}Critical paths (substitutions)`, world: rules({ allow: ['Bash(git commit *)'] }), call: 'git commit -m "$(date)"', decision: 'allow', layer: 'mode-default' },
    { name: '211 a substitution running something else prompts', doc: `${PM}Critical paths (substitutions are parts)`, world: rules({ allow: ['Bash(git commit *)'] }), call: 'git commit -m "$(npm publish)"', decision: 'ask', layer: 'mode-default' },
    { name: '212 process substitutions of read-only commands', doc: `${P}Read-only commands`, world: none, call: 'diff <(ls a) <(ls b)', decision: 'allow', layer: 'mode-default' },
    { name: '213 cat over an unquoted glob runs', doc: `${P}Read-only commands`, world: none, call: 'cat *.md', decision: 'allow', layer: 'mode-default' },
    { name: '214 git diff over an unquoted glob prompts', doc: `${P}Read-only commands (git has write-capable flags)`, world: none, call: 'git diff *.ts', decision: 'ask', layer: 'mode-default' },
    { name: '215 a Grep outside the working directories prompts', doc: `${P}Permission system`, world: none, call: tool('Grep', { pattern: 'x', path: '/etc' }), decision: 'ask', layer: 'mode-default' },
    { name: '216 an ask rule for Read prompts for a Grep under it', doc: `${P}Read and Edit (Read rules cover Grep and Glob)`, world: rules({ ask: ['Read(src/**)'] }), call: tool('Grep', { pattern: 'x', path: `${W}/src` }), decision: 'ask', layer: 'ask-rules' },
    { name: '217 double spaces defeat an allow rule', doc: `${P}Bash (the fragile-patterns warning: extra spaces)`, world: rules({ allow: ['Bash(npm test)'] }), call: 'npm  test', decision: 'ask', layer: 'mode-default' },
    { name: '217a double spaces after a stripped wrapper still defeat the allow', doc: `${P}Bash (extra spaces); Wrappers`, world: rules({ allow: ['Bash(npm test)'] }), call: 'timeout 30 npm  test', decision: 'ask', layer: 'mode-default' },
    { name: '217b single spaces after a wrapper match', doc: `${P}Wrappers`, world: rules({ allow: ['Bash(npm test)'] }), call: 'timeout 30  npm test', decision: 'allow', layer: 'allow-rules' },
    { name: '217c double spaces do not defeat an ask rule', doc: `${P}Bash; reading: ask matches either spelling`, world: rules({ ask: ['Bash(git push *)'] }), call: 'git  push origin', ctx: M('bypassPermissions'), decision: 'ask', layer: 'ask-rules' },
    { name: '218 double spaces do not defeat a deny rule', doc: `${P}Bash; reading: deny matches either spelling`, world: rules({ deny: ['Bash(npm publish)'] }), call: 'npm  publish', decision: 'deny', layer: 'deny-rules' },
  ]);
});

describe('fifth pass: modes from settings, read-only forms, tools in auto and dontAsk', () => {
  const none = fs();
  const gated = fs(user({ permissions: { allow: ['Bash(git *)'] }, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', if: 'Bash(git push *)', command: '/h/gate.sh' }] }] } }));
  table([
    { name: '219 defaultMode manual is Manual', doc: `${PM}Available modes (manual alias)`, world: fs(user({ permissions: { defaultMode: 'manual' } })), call: 'mkdir x', decision: 'ask', layer: 'mode-default' },
    { name: '220 disableAutoMode in a project file refuses a user auto', doc: `${P}Permission modes ("in any settings file")`, world: fs(user({ permissions: { defaultMode: 'auto' } }), project({ permissions: { disableAutoMode: 'disable' } })), call: 'npm install', decision: 'ask', layer: 'mode-default', branches: false },
    { name: '221 a hook if that does not match leaves the hook out', doc: 'hooks → Common fields (if)', world: gated, call: 'git status', decision: 'allow', layer: 'allow-rules', branches: false },
    { name: '222 a hook if that matches brings the hook in', doc: 'hooks → Common fields (if)', world: gated, call: 'git push origin main', decision: 'ask', layer: 'hooks', branches: true },
    { name: '223 git config --get is read-only', doc: `${P}Read-only commands (read-only forms of git)`, world: none, call: 'git config --get user.name', decision: 'allow', layer: 'mode-default' },
    { name: '224 git config setting a value is not', doc: `${P}Read-only commands`, world: none, call: 'git config user.name x', decision: 'ask', layer: 'mode-default' },
    { name: '225 git branch lists', doc: `${P}Read-only commands`, world: none, call: 'git branch', decision: 'allow', layer: 'mode-default' },
    { name: '226 git branch -D deletes', doc: `${P}Read-only commands`, world: none, call: 'git branch -D topic', decision: 'ask', layer: 'mode-default' },
    { name: '227 git stash (push) is not read-only', doc: `${P}Read-only commands`, world: none, call: 'git stash', decision: 'ask', layer: 'mode-default' },
    { name: '228 sort -o writes', doc: `${P}Read-only commands (sort has write-capable flags)`, world: none, call: 'sort -o out.txt in.txt', decision: 'ask', layer: 'mode-default' },
    { name: '229 sort alone reads', doc: `${P}Read-only commands`, world: none, call: 'sort in.txt', decision: 'allow', layer: 'mode-default' },
    { name: '230 date -s sets the clock', doc: `${P}Read-only commands; reading`, world: none, call: 'date -s 12:00', decision: 'ask', layer: 'mode-default' },
    { name: '231 find -fprint writes', doc: `${P}Read-only commands; reading`, world: none, call: 'find . -fprint out.txt', decision: 'ask', layer: 'mode-default' },
    { name: '232 auto sends a WebFetch to the classifier', doc: `${PM}How the classifier evaluates actions (step 3)`, world: none, call: fetch('https://example.com/'), ctx: M('auto'), decision: 'ask', layer: 'mode-default', branches: true },
    { name: '233 auto runs an allowed WebFetch', doc: `${PM}How the classifier evaluates actions (step 1)`, world: rules({ allow: ['WebFetch(domain:example.com)'] }), call: fetch('https://example.com/'), ctx: M('auto'), decision: 'allow', layer: 'allow-rules', branches: false },
    { name: '234 auto sends an edit outside the working directory to the classifier', doc: `${PM}How the classifier evaluates actions (step 2 covers only working-directory edits)`, world: none, call: edit('/tmp/x.txt'), ctx: M('auto'), decision: 'ask', layer: 'mode-default', branches: true },
    { name: '235 dontAsk denies an MCP tool no rule allows', doc: `${PM}dontAsk`, world: none, call: tool('mcp__db__query', {}), ctx: M('dontAsk'), decision: 'deny', layer: 'prompt' },
    { name: '236 dontAsk: a hook allow runs the call', doc: `${PM}dontAsk ("calls approved by a PreToolUse hook")`, world: fs(user({ hooks: { PreToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: '/h/gate.sh' }] }] } })), call: 'npm install', ctx: M('dontAsk'), hooks: { 'gate.sh': 'allow' }, decision: 'allow', layer: 'hooks' },
    { name: '237 dontAsk: a hook allow does not clear a critical removal', doc: `${PM}dontAsk`, world: fs(user({ hooks: { PreToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: '/h/gate.sh' }] }] } })), call: 'rm -rf /', ctx: M('dontAsk'), hooks: { 'gate.sh': 'allow' }, decision: 'deny', layer: 'safety-checks' },
    { name: '238 an Agent(Explore) deny blocks that subagent', doc: `${P}Agent`, world: rules({ deny: ['Agent(Explore)'] }), call: tool('Agent', { subagent_type: 'Explore', prompt: 'x' }), decision: 'deny', layer: 'deny-rules' },
    { name: '239 ... and not another', doc: `${P}Agent`, world: rules({ deny: ['Agent(Explore)'] }), call: tool('Agent', { subagent_type: 'Plan', prompt: 'x' }), decision: 'allow', layer: 'mode-default' },
    { name: '240 a protected file at any depth', doc: `${PM}Protected paths; reading: any depth`, world: none, call: edit(`${W}/packages/a/.npmrc`), ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
    { name: '241 .claude/settings.local.json is protected', doc: `${PM}Protected paths`, world: none, call: edit(`${W}/.claude/settings.local.json`), ctx: M('acceptEdits'), decision: 'ask', layer: 'safety-checks' },
    { name: '242 headless: what would prompt is denied', doc: `${PM}Common setups`, world: none, call: 'npm install', ctx: { headless: true }, decision: 'deny', layer: 'prompt' },
    { name: '243 headless: a hook defer hands the call back', doc: 'hooks → Defer a tool call for later', world: fs(user({ hooks: { PreToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: '/h/gate.sh' }] }] } })), call: 'npm install', ctx: { headless: true }, hooks: { 'gate.sh': 'defer' }, decision: 'ask', layer: 'hooks' },
  ]);
});

describe('sixth pass: read-only commands reading outside the working directories', () => {
  const none = fs();
  const extra = fs(user({ permissions: { additionalDirectories: ['/lib/shared'] } }));
  table([
    { name: '244 cat of a file outside the working directories prompts', doc: `${P}Permission system (reads: no approval within the working directories); changelog 2.1.98 (grep -f FILE outside now prompts)`, world: none, call: 'cat /etc/passwd', decision: 'ask', layer: 'mode-default' },
    { name: '245 grep -f with a pattern file outside prompts', doc: 'changelog 2.1.98', world: none, call: 'grep -f /tmp/pats.txt src/a.ts', decision: 'ask', layer: 'mode-default' },
    { name: '246 grep -r over a directory outside prompts', doc: `${P}Permission system`, world: none, call: 'grep -r foo /etc', decision: 'ask', layer: 'mode-default' },
    { name: '247 head of ../ outside prompts', doc: `${P}Permission system`, world: none, call: 'head -5 ../other/file', decision: 'ask', layer: 'mode-default' },
    { name: '248 cat inside the workspace runs', doc: `${P}Read-only commands`, world: none, call: 'cat src/a.ts', decision: 'allow', layer: 'mode-default' },
    { name: '249 cat in an additional directory runs', doc: `${P}Working directories`, world: extra, call: 'cat /lib/shared/a.ts', decision: 'allow', layer: 'mode-default' },
    { name: '250 cat of ~/.bashrc prompts', doc: `${P}Permission system`, world: none, call: 'cat ~/.bashrc', decision: 'ask', layer: 'mode-default' },
    { name: '251 bypassPermissions runs it', doc: `${PM}bypassPermissions`, world: none, call: 'cat /etc/passwd', ctx: M('bypassPermissions'), decision: 'allow', layer: 'mode-default' },
    { name: '252 dontAsk denies it', doc: `${PM}dontAsk`, world: none, call: 'cat /etc/passwd', ctx: M('dontAsk'), decision: 'deny', layer: 'prompt' },
    { name: '253 an allow rule for the read runs it', doc: `${P}Read and Edit`, world: rules({ allow: ['Bash(cat /etc/hosts)'] }), call: 'cat /etc/hosts', decision: 'allow', layer: 'allow-rules' },
    { name: '254 cat /dev/null is not a read of a user file', doc: 'reading', world: none, call: 'cat /dev/null', decision: 'allow', layer: 'mode-default' },
    { name: '255 the auto mode reads it without the classifier', doc: `${PM}How the classifier evaluates actions (step 2); reading`, world: none, call: 'cat /etc/hosts', ctx: M('auto'), decision: 'allow', layer: 'mode-default', branches: false },
  ]);
});

describe('seventh pass: the read-only allowlist as the changelog grew it', () => {
  const none = fs();
  const cl = 'changelog (bash auto-approval allowlist additions)';
  table([
    { name: '256 lsof runs', doc: cl, world: none, call: 'lsof -i :3000', decision: 'allow', layer: 'mode-default' },
    { name: '257 pgrep runs', doc: cl, world: none, call: 'pgrep -f node', decision: 'allow', layer: 'mode-default' },
    { name: '258 seq and expr run', doc: cl, world: none, call: 'seq 1 10 && expr 1 + 2', decision: 'allow', layer: 'mode-default' },
    { name: '259 test runs', doc: cl, world: none, call: 'test -f package.json', decision: 'allow', layer: 'mode-default' },
    { name: '260 cmp and comm run', doc: cl, world: none, call: 'cmp a b; comm a b', decision: 'allow', layer: 'mode-default' },
    { name: '261 fd runs', doc: cl, world: none, call: "fd -e ts", decision: 'allow', layer: 'mode-default' },
    { name: '262 fd -x runs a command: prompts', doc: `${cl}; reading: fd --exec`, world: none, call: 'fd -e ts -x rm', decision: 'ask', layer: 'mode-default' },
    { name: '263 ss runs; ss -K prompts', doc: `${cl}; reading: ss --kill`, world: none, call: 'ss -K dst 1.2.3.4', decision: 'ask', layer: 'mode-default' },
    { name: '264 man runs', doc: 'changelog (help and man with unsafe options no longer auto-approved)', world: none, call: 'man ls', decision: 'allow', layer: 'mode-default' },
    { name: '265 man -P runs a pager program: prompts', doc: 'changelog (help and man with unsafe options)', world: none, call: "man -P 'sh -c id' ls", decision: 'ask', layer: 'mode-default' },
    { name: '266 a deny rule still blocks an allowlisted command', doc: `${P}Read-only commands (add an ask or deny rule)`, world: rules({ deny: ['Bash(lsof *)'] }), call: 'lsof -i', decision: 'deny', layer: 'deny-rules' },
    { name: '267 an unsafe variable before an allowlisted command prompts', doc: 'changelog (read-only commands with env-var prefixes prompt unless the var is known-safe)', world: none, call: 'PAGER=x seq 3', decision: 'ask', layer: 'mode-default' },
    { name: '268 a known-safe variable before one runs', doc: 'changelog (LANG, TZ, NO_COLOR known-safe)', world: none, call: 'TZ=UTC seq 3', decision: 'allow', layer: 'mode-default' },
    { name: '269 a redirect to /dev/tcp prompts', doc: 'changelog (redirects to /dev/tcp/... now prompt)', world: none, call: 'echo x > /dev/tcp/1.2.3.4/80', ctx: M('acceptEdits'), decision: 'ask', layer: 'mode-default' },
  ]);
});

describe('eighth pass: hook if over paths, $HOME in file commands', () => {
  const editGate = (cond: string) => fs(user({ hooks: { PreToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', if: cond, command: '/h/gate.sh' }] }] } }));
  table([
    { name: '270 a hook if Edit(src/**) matches <cwd>/src', doc: 'changelog (single-segment dir/** hook if conditions match only <cwd>/dir)', world: editGate('Edit(src/**)'), call: edit(`${W}/src/a.ts`), ctx: M('acceptEdits'), decision: 'ask', layer: 'hooks', branches: true },
    { name: '271 ... and not a nested src', doc: 'changelog (single-segment dir/** hook if conditions match only <cwd>/dir)', world: editGate('Edit(src/**)'), call: edit(`${W}/vendor/src/a.ts`), ctx: M('acceptEdits'), decision: 'allow', layer: 'mode-default', branches: false },
    { name: '272 a hook if Edit(**/src/**) matches at any depth', doc: 'changelog (write **/dir/** for any-depth matching)', world: editGate('Edit(**/src/**)'), call: edit(`${W}/vendor/src/a.ts`), ctx: M('acceptEdits'), decision: 'ask', layer: 'hooks', branches: true },
    { name: '273 a deny rule keeps its any-depth match', doc: 'changelog (deny/ask permission rules keep their any-depth match)', world: rules({ deny: ['Edit(src/**)'] }), call: edit(`${W}/vendor/src/a.ts`), ctx: M('acceptEdits'), decision: 'deny', layer: 'deny-rules' },
    { name: '274 a home-path deny blocks cat through $HOME', doc: 'changelog (deny rules on home-directory paths block Bash commands that reference the path via $HOME)', world: rules({ deny: ['Read(~/Desktop/**)'] }), call: 'cat $HOME/Desktop/notes.txt', ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
    { name: '275 ... and through ${HOME}', doc: 'changelog (via $HOME)', world: rules({ deny: ['Read(~/Desktop/**)'] }), call: 'cat "${HOME}/Desktop/notes.txt"', ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
    { name: '276 ... and through "$HOME"', doc: 'changelog (via $HOME)', world: rules({ deny: ['Read(~/Desktop/**)'] }), call: 'head "$HOME/Desktop/notes.txt"', ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
    { name: '277 another variable is not $HOME', doc: 'reading', world: rules({ deny: ['Read(~/Desktop/**)'] }), call: 'cat $HOMEDIR/Desktop/notes.txt', ctx: M('bypassPermissions'), decision: 'allow', layer: 'mode-default' },
    { name: '278 an Edit deny on a home path blocks a redirect through $HOME', doc: 'changelog (via $HOME); permissions → Redirections', world: rules({ deny: ['Edit(~/.ssh/**)'] }), call: 'echo k >> $HOME/.ssh/authorized_keys', ctx: M('bypassPermissions'), decision: 'deny', layer: 'deny-rules' },
  ]);
});

describe('ninth pass: awk, paste, column (changelog: false prompts fixed)', () => {
  const none = fs();
  const cl = 'changelog (false Bash permission prompts fixed for cut -d /, paste -d /, column -s /, awk \'{print $1}\' file)';
  table([
    { name: '279 awk printing a field runs', doc: cl, world: none, call: "awk '{print $1}' data.txt", decision: 'allow', layer: 'mode-default' },
    { name: '280 paste -d / runs', doc: cl, world: none, call: 'paste -d / a b', decision: 'allow', layer: 'mode-default' },
    { name: '281 column -s / runs', doc: cl, world: none, call: 'column -s / -t a', decision: 'allow', layer: 'mode-default' },
    { name: '282 cut -d / runs', doc: cl, world: none, call: 'cut -d / -f 2 a', decision: 'allow', layer: 'mode-default' },
    { name: '283 awk with system() prompts', doc: `${cl}; reading: system runs a command`, world: none, call: "awk 'BEGIN{system(\"id\")}'", decision: 'ask', layer: 'mode-default' },
    { name: '284 awk printing into a file prompts', doc: `${cl}; reading: print > file writes`, world: none, call: "awk '{print > \"out\"}' data.txt", decision: 'ask', layer: 'mode-default' },
    { name: '285 awk -f prompts', doc: `${cl}; reading`, world: none, call: 'awk -f prog.awk data.txt', decision: 'ask', layer: 'mode-default' },
    { name: '286 awk -v then a piping program prompts', doc: `${cl}; reading`, world: none, call: "awk -v x=1 '{print | \"sh\"}' data.txt", decision: 'ask', layer: 'mode-default' },
  ]);
});

describe('tenth pass: input redirections (changelog 2.1.232, reverted before 2.1.240)', () => {
  const cl = 'changelog (2.1.232 checked < file; reverted for input redirections)';
  table([
    { name: '287 cat < .env runs past a Read deny, with an agent-misses risk', doc: cl, world: rules({ deny: ['Read(.env)'] }), call: 'cat < .env', decision: 'allow', layer: 'mode-default', risk: 'agent-misses' },
    { name: '288 wc -l < secrets under a Read ask rule, with the risk', doc: cl, world: rules({ ask: ['Read(secrets/**)'] }), call: 'wc -l < secrets/k', decision: 'allow', layer: 'mode-default', risk: 'agent-misses' },
    { name: '289 the argument spelling is still denied', doc: `${P}Read and Edit (file commands)`, world: rules({ deny: ['Read(.env)'] }), call: 'cat .env', decision: 'deny', layer: 'deny-rules' },
  ]);
  it('290 no risk for an input redirection no rule names', () => {
    const t = evaluate({ name: '', doc: '', world: rules({ deny: ['Read(.env)'] }), call: 'wc -l < README.md', decision: 'allow', layer: 'mode-default' });
    expect(t.decision).toBe('allow');
    expect(t.risks).toEqual([]);
  });
});

describe('eleventh pass: EndConversation and tool-name globs (permissions → Manage permissions, Tool name wildcards)', () => {
  table([
    { name: '291 a bare EndConversation deny does not remove it', doc: `${P}Manage permissions (bare-name removal applies to every tool except EndConversation)`, world: rules({ deny: ['EndConversation'] }), call: tool('EndConversation', {}), decision: 'allow', layer: 'mode-default' },
    { name: '291a an mcp__* deny glob leaves it too', doc: `${P}Tool name wildcards`, world: rules({ deny: ['mcp__*', 'End*'] }), call: tool('EndConversation', {}), decision: 'allow', layer: 'mode-default' },
    { name: '292 a bare EndConversation ask never prompts', doc: `${P}Manage permissions (an ask rule never prompts for it)`, world: rules({ ask: ['EndConversation'] }), call: tool('EndConversation', {}), decision: 'allow', layer: 'mode-default' },
    { name: '293 a * deny removes every other tool', doc: `${P}Tool name wildcards`, world: rules({ deny: ['*'] }), call: read(`${W}/a.txt`), decision: 'deny', layer: 'deny-rules' },
  ]);
});

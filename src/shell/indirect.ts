/**
 * Programs that run a command named in their options, environment or
 * config: `git rebase --exec 'make'`, `ssh -o ProxyCommand='…'`,
 * `tar --to-command=…`, `GIT_EDITOR='…' git commit`. Where the command is
 * written in the call it is analyzed as shell code (a segment with `via`);
 * where it is not (a config file, standard input, a value built at run time)
 * the call gets an 'indirect-command' finding.
 *
 * Each handler reads the argv after wrapper peeling, like payloads.ts.
 */
import { DETAIL } from './opacity.js';
import { programKey, spanOf, type Word } from './words.js';
import type { PayloadAction } from './payloads.js';

export interface IndirectContext {
  /** The range of the whole command. */
  range: [number, number];
  /** Standard input is a pipe or redirected. */
  stdinFed: boolean;
  /** A heredoc or here-string body given as stdin, when there is one. */
  stdinText: Word | null;
}

type Handler = (words: Word[], ctx: IndirectContext) => PayloadAction[];

function code(word: Word, via: string, text = word.template): PayloadAction {
  return {
    kind: 'code',
    text,
    range: word.range,
    dynamic: word.dynamic,
    dynamicReason: 'dynamic-payload',
    via,
    substitutions: word.substitutions ?? [],
  };
}

function indirect(range: [number, number], what: string): PayloadAction {
  return { kind: 'opaque', reason: 'indirect-command', range, detail: DETAIL.indirectCommand(what) };
}

function fromData(range: [number, number], via: string): PayloadAction {
  return { kind: 'opaque', reason: 'code-from-data', range, detail: DETAIL.codeFromData(via) };
}

/**
 * Every value of the named options: `--opt=V`, `--opt V`, `-o V`, `-oV`.
 * Long names match whole words (with `=`); short ones (`-x`) also attached.
 */
export function optionValues(words: readonly Word[], names: readonly string[], from = 1): { name: string; value: Word }[] {
  const out: { name: string; value: Word }[] = [];
  for (let i = from; i < words.length; i++) {
    const w = words[i] as Word;
    if (w.dynamic && !w.value.startsWith('-')) continue;
    if (w.value === '--') break;
    for (const name of names) {
      if (w.value === name) {
        const next = words[i + 1];
        if (next) out.push({ name, value: next });
        i++;
        break;
      }
      const long = name.startsWith('--') || name.length > 2;
      const prefix = long ? `${name}=` : name;
      if (w.value.startsWith(prefix) && w.value.length > prefix.length) {
        const text = w.value.slice(prefix.length);
        const template = w.template.startsWith(prefix) ? w.template.slice(prefix.length) : text;
        out.push({ name, value: { ...w, value: text, template } });
        break;
      }
    }
  }
  return out;
}

const SHELL_NAMES = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'fish', 'csh', 'tcsh', 'mksh', 'yash']);

// ---------------------------------------------------------------- git

/** Config keys whose value git runs as a shell command. */
const GIT_COMMAND_KEYS = /^(core\.sshcommand|core\.pager|core\.fsmonitor|core\.editor|core\.askpass|credential\.helper|credential\..*\.helper|diff\.external|diff\..*\.command|diff\..*\.textconv|merge\..*\.driver|filter\..*\.(clean|smudge|process)|sequence\.editor|gpg\.program|gpg\..*\.program|pager\..*|uploadpack\.packobjectshook|remote\..*\.(uploadpack|receivepack|proxy)|core\.gitproxy|http\.proxy|difftool\..*\.cmd|mergetool\..*\.cmd|sendemail\..*cmd|ssh\.variant|interactive\.difffilter|web\.browser|browser\..*\.cmd)$/i;
/** Config keys that point at files or directories of commands (hooks, more config). */
const GIT_INDIRECT_KEYS = /^(core\.hookspath|include\.path|includeif\..*\.path|protocol\.ext\.allow|protocol\.allow|init\.templatedir|core\.worktree)$/i;

/** One `key=value` git setting: the shell code in it, or an indirect finding. */
function gitSetting(key: string, value: Word, via: string): PayloadAction[] {
  const v = value.template;
  if (/^alias\./i.test(key)) return v.startsWith('!') ? [code(value, via, v.slice(1))] : [];
  if (GIT_INDIRECT_KEYS.test(key)) return [indirect(value.range, `${via} (${key})`)];
  if (v.startsWith('!')) return [code(value, via, v.slice(1))];
  if (GIT_COMMAND_KEYS.test(key)) return [code(value, via)];
  return [];
}

const GIT_ENV_CODE = new Set(['GIT_EXTERNAL_DIFF', 'GIT_EDITOR', 'GIT_SSH_COMMAND', 'GIT_SEQUENCE_EDITOR', 'GIT_PAGER',
  'GIT_PROXY_COMMAND']);
const GIT_ENV_PROGRAM = new Set(['GIT_ASKPASS', 'SSH_ASKPASS', 'GIT_SSH']);
const GIT_ENV_INDIRECT = /^(GIT_CONFIG_COUNT|GIT_CONFIG_KEY_\d+|GIT_CONFIG_VALUE_\d+|GIT_CONFIG_PARAMETERS|GIT_CONFIG|GIT_CONFIG_GLOBAL|GIT_CONFIG_SYSTEM|GIT_EXEC_PATH|GIT_TEMPLATE_DIR|GIT_DIR)$/;

export function gitHandler(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  let i = 1;
  // Global options, then the subcommand.
  for (; i < words.length; i++) {
    const w = words[i] as Word;
    if (w.value === '-c' && words[i + 1]) {
      const setting = words[i + 1] as Word;
      const eq = setting.template.indexOf('=');
      if (eq > 0) out.push(...gitSetting(setting.template.slice(0, eq), { ...setting, template: setting.template.slice(eq + 1) }, `git -c ${setting.template.slice(0, eq)}`));
      i++;
      continue;
    }
    if (w.value === '--config-env' && words[i + 1]) {
      out.push(indirect(words[i + 1]!.range, 'git --config-env'));
      i++;
      continue;
    }
    if (['-C', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--super-prefix'].includes(w.value)) {
      if (w.value === '--exec-path') out.push(indirect(w.range, 'git --exec-path'));
      i++;
      continue;
    }
    if (w.value.startsWith('--exec-path=')) out.push(indirect(w.range, 'git --exec-path'));
    if (!w.value.startsWith('-')) break;
  }
  const sub = words[i]?.value;
  const rest = words.slice(i);
  if (sub === undefined) return out;
  const via = (opt: string) => `git ${sub} ${opt}`;
  for (const { name, value } of optionValues(rest, ['--upload-pack', '--receive-pack', '--exec'])) {
    if ((sub === 'rebase' || sub === 'archive') && name === '--exec') continue; // read below
    out.push(code(value, via(name)));
  }
  if ((sub === 'clone' || sub === 'ls-remote' || sub === 'fetch' || sub === 'pull') && rest.some((w) => w.value === '-u')) {
    for (const { value } of optionValues(rest, ['-u'])) out.push(code(value, via('-u')));
  }
  if (sub === 'push') for (const { value } of optionValues(rest, ['--receive-pack'])) void value;
  if (sub === 'rebase') for (const { name, value } of optionValues(rest, ['-x', '--exec'])) out.push(code(value, via(name)));
  if (sub === 'archive') for (const { name, value } of optionValues(rest, ['--exec'])) out.push(code(value, via(name)));
  if (sub === 'difftool' || sub === 'mergetool') for (const { name, value } of optionValues(rest, ['-x', '--extcmd'])) out.push(code(value, via(name)));
  if (sub === 'filter-branch') {
    const filters = ['--env-filter', '--tree-filter', '--index-filter', '--parent-filter', '--msg-filter', '--commit-filter', '--tag-name-filter'];
    for (const { name, value } of optionValues(rest, filters)) out.push(code(value, via(name)));
  }
  if (sub === 'grep') {
    for (let k = 1; k < rest.length; k++) {
      const v = rest[k]!.value;
      if (v === '-O' || v === '--open-files-in-pager') out.push(indirect(rest[k]!.range, `git grep ${v} (the pager from config)`));
      else if (v.startsWith('--open-files-in-pager=')) out.push(code({ ...rest[k]!, template: v.slice(22) }, via('--open-files-in-pager')));
      else if (/^-O./.test(v)) out.push(code({ ...rest[k]!, template: v.slice(2) }, via('-O')));
    }
  }
  if (sub === 'config') {
    const args = rest.slice(1).filter((w) => !w.value.startsWith('-'));
    const [key, value] = args[0]?.value === 'set' ? [args[1], args[2]] : [args[0], args[1]];
    if (key && value && !key.dynamic) out.push(...gitSetting(key.value, value, `git config ${key.value}`));
  }
  if (sub === 'bisect' && rest[1]?.value === 'run' && rest.length > 2) out.push({ kind: 'argv', words: rest.slice(2), via: 'git bisect run' });
  if (sub === 'submodule') {
    const at = rest.findIndex((w) => w.value === 'foreach');
    if (at > 0) {
      const cmd = rest.slice(at + 1).filter((w, k, all) => !(k === 0 && w.value === '--recursive') || all.length === 1);
      if (cmd.length > 0) out.push(joinedCode(cmd, 'git submodule foreach'));
    }
  }
  for (const w of rest) {
    if (/^ext::/.test(w.value)) out.push(code({ ...w, template: w.template.slice(5).replace(/%(.)/g, (_m, c: string) => (c === 's' ? ' ' : c)) }, 'git ext:: transport'));
  }
  return out;
}

/** `NAME=value` words in the environment of a git, pager or editor call. */
export function envFindings(env: readonly Word[], program: string): PayloadAction[] {
  const out: PayloadAction[] = [];
  const isGit = program === 'git';
  for (const w of env) {
    const eq = w.template.indexOf('=');
    if (eq <= 0) continue;
    const name = w.template.slice(0, eq);
    const value: Word = { ...w, value: w.value.slice(w.value.indexOf('=') + 1), template: w.template.slice(eq + 1) };
    if (GIT_ENV_CODE.has(name) || EDITOR_VARS.has(name)) out.push(code(value, `${name}=`, name === 'LESSOPEN' || name === 'LESSCLOSE' ? value.template.replace(/^\|+/, '').replace(/%s/g, 'FILE') : value.template));
    else if (GIT_ENV_PROGRAM.has(name)) out.push(code(value, `${name}=`));
    else if ((isGit || program === '') && GIT_ENV_INDIRECT.test(name)) out.push(indirect(w.range, `git with ${name}`));
    else if (name === 'TAR_OPTIONS' || name === 'GIT_CONFIG_PARAMETERS') out.push(indirect(w.range, `a program reading ${name}`));
  }
  return out;
}

/** Variables naming a command that many programs run (editors, pagers, less preprocessors). */
const EDITOR_VARS = new Set(['EDITOR', 'VISUAL', 'PAGER', 'MANPAGER', 'SYSTEMD_PAGER', 'LESSOPEN', 'LESSCLOSE', 'BROWSER', 'SUDO_EDITOR', 'FCEDIT']);

// ---------------------------------------------------------------- ssh, scp, rsync

const SSH_COMMAND_OPTIONS = /^(ProxyCommand|LocalCommand|KnownHostsCommand|RemoteCommand)\s*[= ]\s*(.*)$/is;

/** `-o ProxyCommand=…` (ssh, scp, sftp), `-F config` (commands in a file). */
export function sshOptions(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  const program = programKey(words[0]!.value);
  for (const { value } of optionValues(words, ['-o'])) {
    const m = SSH_COMMAND_OPTIONS.exec(value.template);
    if (m) out.push(code({ ...value, template: m[2] as string }, `${program} -o ${m[1]}`));
    else if (/^match\b.*\bexec\b/i.test(value.template)) out.push(indirect(value.range, `${program} -o Match exec`));
  }
  for (const { value } of optionValues(words, ['-F'])) out.push(indirect(value.range, `${program} -F ${value.value} (its config)`));
  if (program === 'scp' || program === 'sftp') for (const { value } of optionValues(words, ['-S'])) out.push({ kind: 'argv', words: [value], via: `${program} -S` });
  return out;
}

export function rsync(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  for (const { name, value } of optionValues(words, ['-e', '--rsh'])) out.push(code(value, `rsync ${name}`));
  for (const { value } of optionValues(words, ['--rsync-path'])) out.push(code(value, 'rsync --rsync-path'));
  return out;
}

// ---------------------------------------------------------------- archivers and tools with command options

export function tar(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  for (const { name, value } of optionValues(words, ['--to-command', '--use-compress-program', '-I', '--info-script', '--new-volume-script', '-F', '--rsh-command'])) {
    out.push(code(value, `tar ${name}`));
  }
  for (const { value } of optionValues(words, ['--checkpoint-action'])) {
    const m = /^(exec|ttyout|sleep|dot|echo|bell|totals|wait)=?(.*)$/s.exec(value.template);
    if (m?.[1] === 'exec') out.push(code({ ...value, template: m[2] as string }, 'tar --checkpoint-action=exec'));
  }
  return out;
}

export function zip(words: Word[]): PayloadAction[] {
  return optionValues(words, ['-TT', '--unzip-command']).map(({ name, value }) => code(value, `zip ${name}`));
}

export function sort(words: Word[]): PayloadAction[] {
  return optionValues(words, ['--compress-program']).map(({ value }) => ({ kind: 'argv' as const, words: [value], via: 'sort --compress-program' }));
}

/** vim/vi/ex/nvim: `-c CMD`, `+CMD`, `--cmd CMD`; an ex command starting with `!` runs shell code. */
export function vim(words: Word[], ctx: IndirectContext): PayloadAction[] {
  const out: PayloadAction[] = [];
  const program = programKey(words[0]!.value);
  const commands: Word[] = optionValues(words, ['-c', '--cmd', '-S']).map((o) => o.value);
  for (const w of words.slice(1)) if (w.value.startsWith('+') && w.value.length > 1) commands.push({ ...w, value: w.value.slice(1), template: w.template.slice(1) });
  for (const c of commands) {
    const v = c.template.replace(/^:+/, '');
    if (/^\d+$/.test(v) || v.startsWith('/') || v === '') continue;
    const bang = /^(?:silent!?\s*)?!(.*)$/s.exec(v);
    if (bang) out.push(code({ ...c, template: bang[1] as string }, `${program} -c !`));
    else out.push(indirect(c.range, `${program} -c ${JSON.stringify(v.slice(0, 30))} (an editor command, which can run shell commands)`));
  }
  if (words.some((w) => w.value === '-s' || w.value === '-es' || w.value === '-Es') && ctx.stdinFed) out.push(indirect(ctx.range, `${program} reading commands from standard input`));
  return out;
}

export function emacs(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  for (const { name, value } of optionValues(words, ['--eval', '-eval', '--execute', '-l', '--load', '-f', '--funcall', '-batch', '--script', '-x'])) {
    out.push(indirect(value.range, `emacs ${name} (Lisp code, which can run shell commands)`));
  }
  return out;
}

export function less(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  for (const w of words.slice(1)) {
    if (!w.value.startsWith('+') && !w.value.startsWith('--cmd')) continue;
    const v = w.template.replace(/^\+|^--cmd=?/, '');
    const bang = /[!|](.*)$/s.exec(v);
    if (bang) out.push(code({ ...w, template: bang[1] as string }, 'less +!'));
  }
  return out;
}

export function man(words: Word[]): PayloadAction[] {
  return optionValues(words, ['-P', '--pager', '-H', '--html']).map(({ name, value }) => code(value, `man ${name}`));
}

export function make(words: Word[], ctx: IndirectContext): PayloadAction[] {
  const out: PayloadAction[] = [];
  for (const { value } of optionValues(words, ['-f', '--file', '--makefile'])) {
    if (value.value === '-' || value.value === '/dev/stdin' || /^\/dev\/fd\//.test(value.value) || /^\/proc\/self\/fd\//.test(value.value)) {
      out.push(indirect(ctx.range, 'make with a makefile read from standard input'));
    }
  }
  for (const { name, value } of optionValues(words, ['--eval', '-E'])) out.push(indirect(value.range, `make ${name} (a makefile fragment whose recipes run commands)`));
  return out;
}

export function apt(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  const program = programKey(words[0]!.value);
  for (const { value } of optionValues(words, ['-o', '--option'])) {
    const m = /^([^=]*(Pre-Invoke|Post-Invoke|Pre-Install-Pkgs|Post-Invoke-Success|Update-Post-Invoke)[^=]*)=(.*)$/is.exec(value.template);
    if (m) out.push(code({ ...value, template: m[3] as string }, `${program} -o ${m[1]}`));
  }
  for (const { value } of optionValues(words, ['-c', '--config-file'])) out.push(indirect(value.range, `${program} -c (its config can run commands)`));
  return out;
}

export function npm(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  const program = programKey(words[0]!.value);
  for (const { value } of optionValues(words, ['--script-shell'])) out.push({ kind: 'argv', words: [value], via: `${program} --script-shell` });
  const sub = words.find((w, k) => k > 0 && !w.value.startsWith('-'))?.value;
  if (program === 'npx' || sub === 'exec' || sub === 'x') {
    for (const { name, value } of optionValues(words, ['-c', '--call'])) out.push(code(value, `${program} ${name}`));
  }
  return out;
}

export function cargo(words: Word[]): PayloadAction[] {
  const out: PayloadAction[] = [];
  for (const { value } of optionValues(words, ['--config'])) {
    if (/runner|wrapper|linker|rustc|rustdoc|\.toml$|credential-provider|\[/.test(value.template)) {
      out.push(indirect(value.range, `cargo --config ${JSON.stringify(value.value.slice(0, 40))}`));
    }
  }
  return out;
}

/** `docker run|exec [opts] IMAGE sh -c '…'`, `kubectl exec … -- cmd`: the command is run in the container. */
export function container(words: Word[]): PayloadAction[] {
  const program = programKey(words[0]!.value);
  const sub = words[1]?.value;
  if (program === 'kubectl' || program === 'oc') {
    if (sub !== 'exec' && sub !== 'run' && sub !== 'debug') return [];
    const dash = words.findIndex((w) => w.value === '--');
    return dash > 0 && dash < words.length - 1 ? [{ kind: 'argv', words: words.slice(dash + 1), via: `${program} ${sub} --` }] : [];
  }
  if (!['run', 'exec', 'create'].includes(sub ?? '') && !(sub === 'container' && ['run', 'exec'].includes(words[2]?.value ?? ''))) return [];
  // The options' grammar is large; the command is recognized by a shell or a `--` after the image.
  const shellAt = words.findIndex((w, k) => k > 1 && !w.dynamic && SHELL_NAMES.has(programKey(w.value)));
  if (shellAt > 0) return [{ kind: 'argv', words: words.slice(shellAt), via: `${program} ${sub}` }];
  return [];
}

/** GNU parallel: a command template with `{}` placeholders, or commands read from input. */
export function parallel(words: Word[], ctx: IndirectContext): PayloadAction[] {
  let i = 1;
  while (i < words.length && words[i]!.value.startsWith('-')) i++;
  const sep = words.findIndex((w, k) => k >= i && /^:::+$|^::::$/.test(w.value));
  const cmd = words.slice(i, sep < 0 ? words.length : sep);
  if (cmd.length === 0) return [fromData(ctx.range, 'parallel (commands read from its input)')];
  if (/\{[^}]*\}/.test(cmd[0]!.value.trim().split(/\s+/)[0] ?? '')) return [fromData(ctx.range, 'parallel (the command is a {} placeholder)')];
  return [joinedCode(cmd, 'parallel')];
}

export function screen(words: Word[]): PayloadAction[] {
  // Reattaching, listing or wiping sessions runs no new command.
  if (words.some((w) => /^-(r|R|x|ls|list|wipe|v|version|h|help|Q|[dD][rR]|RR)$/.test(w.value))) return [];
  let i = 1;
  const valueFlags = new Set(['-S', '-c', '-e', '-h', '-L', '-Logfile', '-p', '-s', '-t', '-T', '-X']);
  for (; i < words.length; i++) {
    const v = words[i]!.value;
    if (!v.startsWith('-')) break;
    if (v === '-X') return [joinedCode(words.slice(i + 1), 'screen -X')].filter(() => words.length > i + 1);
    if (valueFlags.has(v)) i++;
  }
  return i < words.length && i > 1 ? [{ kind: 'argv', words: words.slice(i), via: 'screen' }] : [];
}

export function tmux(words: Word[]): PayloadAction[] {
  const subs = new Set(['new', 'new-session', 'new-window', 'neww', 'split-window', 'splitw', 'respawn-pane', 'respawnp', 'respawn-window', 'respawnw', 'run-shell', 'run', 'if-shell', 'if', 'pipe-pane', 'pipep', 'display-popup', 'popup']);
  const at = words.findIndex((w, k) => k > 0 && subs.has(w.value));
  if (at < 0) return [];
  const valueFlags = new Set(['-s', '-n', '-c', '-t', '-x', '-y', '-F', '-e', '-l', '-f', '-w', '-h', '-T', '-d', '-b', '-S']);
  let i = at + 1;
  for (; i < words.length; i++) {
    const v = words[i]!.value;
    if (!v.startsWith('-') || v === '-') break;
    if (v === '--') {
      i++;
      break;
    }
    if (valueFlags.has(v) && !(v === '-d' && /^new|^neww/.test(words[at]!.value))) i++;
  }
  const rest = words.slice(i);
  return rest.length > 0 ? [joinedCode(rest, `tmux ${words[at]!.value}`)] : [];
}

/** at/batch read the commands to run later from standard input (or -f FILE). */
export function atLike(words: Word[], ctx: IndirectContext): PayloadAction[] {
  const program = programKey(words[0]!.value);
  if (words.some((w) => /^-[a-zA-Z]*[lrdc]$/.test(w.value) && program === 'at')) return [];
  const file = optionValues(words, ['-f']);
  if (file.length > 0) return [indirect(ctx.range, `${program} -f ${file[0]!.value.value} (commands in a file)`)];
  if (ctx.stdinText) return [code(ctx.stdinText, `${program} (standard input)`)];
  return [indirect(ctx.range, `${program} reading the commands it schedules from standard input`)];
}

export function crontab(words: Word[], ctx: IndirectContext): PayloadAction[] {
  if (words.some((w) => /^-[a-zA-Z]*[lrei]/.test(w.value))) return [];
  return [indirect(ctx.range, 'crontab installing a schedule whose commands run later')];
}

export function mapfile(words: Word[]): PayloadAction[] {
  return optionValues(words, ['-C']).map(({ value }) => code(value, `${programKey(words[0]!.value)} -C`));
}

/** Words run as one line of shell code by another program (`git submodule foreach …`, `ssh host …`). */
export function joinedCode(words: Word[], via: string): PayloadAction {
  return {
    kind: 'code',
    text: words.map((w) => w.template).join(' '),
    range: spanOf(words, [0, 0]),
    dynamic: words.some((w) => w.dynamic),
    dynamicReason: 'dynamic-payload',
    via,
    substitutions: words.flatMap((w) => w.substitutions ?? []),
  };
}

export const INDIRECT_HANDLERS: Readonly<Record<string, Handler>> = {
  scp: sshOptions,
  sftp: sshOptions,
  rsync,
  tar,
  gtar: tar,
  bsdtar: tar,
  zip,
  sort,
  gsort: sort,
  vim,
  vi,
  nvim: vim,
  ex: vim,
  view: vim,
  vimdiff: vim,
  gvim: vim,
  emacs,
  emacsclient: emacs,
  less,
  man,
  make,
  gmake: make,
  'apt-get': apt,
  apt,
  'apt-cache': apt,
  npm,
  npx: npm,
  pnpm: npm,
  yarn: npm,
  cargo,
  docker: container,
  podman: container,
  nerdctl: container,
  kubectl: container,
  oc: container,
  parallel,
  screen,
  tmux,
  at: atLike,
  batch: atLike,
  crontab,
  mapfile,
  readarray: mapfile,
};

function vi(words: Word[], ctx: IndirectContext): PayloadAction[] {
  return vim(words, ctx);
}

/**
 * The command line of `postmortem`: each command's options, its help text, and parsing that turns a
 * mistake into one clear line (with the nearest option or command when there is one). Loaded by the
 * launcher (bin.ts) as well as the CLI, so it imports no analysis code: `--help` and `--version` are
 * answered without loading the analysis bundle.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closest, distance } from 'fastest-levenshtein';

/** A mistake in how the CLI was called: reported with the usage hint, exit status 2. */
export class UsageError extends Error {
  constructor(message: string, readonly command?: string) {
    super(message);
  }
}

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** Placeholder shown in the help for a string option's value. */
  value?: string;
  default?: string | boolean;
  help: string;
}

export interface CommandSpec {
  summary: string;
  usage: string;
  /** What the positionals are, for the help. */
  details: string;
  options: Record<string, OptionSpec>;
}

const HELP: OptionSpec = { type: 'boolean', short: 'h', help: 'Show this help.' };
const CONFIG: OptionSpec = { type: 'string', short: 'c', value: 'FILE', help: 'Use this config file instead of the nearest .postmortemrc(.json|.jsonc) above each file.' };
const STDIN_FILENAME: OptionSpec = { type: 'string', value: 'NAME', help: 'With "-": the path to show, and where to look for a config file.' };

export const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

export const COMMANDS: Record<'lint' | 'inspect' | 'timeline' | 'report' | 'mcp', CommandSpec> = {
  lint: {
    summary: 'Check postmortems.',
    usage: 'postmortem lint [options] PATH… | -',
    details: [
      'PATH is a file, a directory (searched for *.md and *.markdown) or a glob ("docs/**/*.md",',
      'quoted or expanded by the shell). Files matched by .gitignore or .postmortemignore, and the',
      'config key "ignores", are skipped. "-" reads one postmortem from standard input.',
    ].join('\n'),
    options: {
      format: { type: 'string', short: 'f', value: 'FORMAT', default: 'text', help: 'Output: text, json, sarif or github (workflow annotations).' },
      config: CONFIG,
      fix: { type: 'boolean', default: false, help: 'Apply every safe fix in place.' },
      quiet: { type: 'boolean', short: 'q', default: false, help: 'Report errors only (warnings still count for --max-warnings).' },
      'max-warnings': { type: 'string', value: 'N', help: 'Exit with status 1 when there are more than N warnings.' },
      'stdin-filename': STDIN_FILENAME,
      'no-ignore': { type: 'boolean', default: false, help: 'Lint files even when .gitignore, .postmortemignore or "ignores" match them.' },
      color: { type: 'boolean', help: 'Colour the text output (default: when standard output is a terminal).' },
      'no-color': { type: 'boolean', help: 'Do not colour the text output (also NO_COLOR=1).' },
      help: HELP,
    },
  },
  inspect: {
    summary: 'Print the model (sections, timeline, times, diagnostics) as JSON.',
    usage: 'postmortem inspect [options] PATH | -',
    details: 'PATH is one file; "-" reads standard input.',
    options: { config: CONFIG, 'stdin-filename': STDIN_FILENAME, help: HELP },
  },
  timeline: {
    summary: 'Print the timeline, or write it as a standalone HTML page.',
    usage: 'postmortem timeline [options] PATH | -',
    details: 'PATH is one file; "-" reads standard input.',
    options: {
      config: CONFIG,
      html: { type: 'string', value: 'OUT', help: 'Write a standalone HTML page (no scripts) to OUT.' },
      'stdin-filename': STDIN_FILENAME,
      help: HELP,
    },
  },
  report: {
    summary: 'A report across many postmortems: incidents, time to detect/mitigate/resolve, action items, quality.',
    usage: 'postmortem report [options] PATH…',
    details: 'PATH is a file, a directory or a glob, selected as for lint (.gitignore and .postmortemignore apply).',
    options: {
      'no-ignore': { type: 'boolean', default: false, help: 'Include files even when .gitignore, .postmortemignore or "ignores" match them.' },
      json: { type: 'boolean', default: false, help: 'Print the report as JSON (docs/report.md).' },
      html: { type: 'string', value: 'OUT', help: 'Write a standalone HTML page (no scripts) to OUT.' },
      since: { type: 'string', value: 'DATE', help: 'Only incidents on or after DATE (YYYY-MM-DD or YYYY-MM).' },
      'as-of': { type: 'string', value: 'DATE', help: 'The day action items are overdue against (default: today).' },
      config: CONFIG,
      help: HELP,
    },
  },
  mcp: {
    summary: 'A Model Context Protocol server over stdio (tools lint, inspect, timeline, fix, report).',
    usage: 'postmortem mcp [--root DIR]… [--config FILE]',
    details: 'It reads and writes only inside the roots (default: the current directory).',
    options: {
      root: { type: 'string', value: 'DIR', help: 'A folder the server may read and write (repeatable).' },
      config: CONFIG,
      help: HELP,
    },
  },
};

export type CommandName = keyof typeof COMMANDS;
export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

export const USAGE = `Usage: postmortem <command> [options] PATH…

Commands:
${COMMAND_NAMES.map((n) => `  ${n.padEnd(10)}${COMMANDS[n].summary}`).join('\n')}

Options:
  -h, --help          Show this help; "postmortem <command> --help" shows a command's options.
  -v, --version       Show the version.

Exit status: 0 no errors, 1 errors found (or more warnings than --max-warnings), 2 usage or I/O error.
`;

export function commandHelp(name: CommandName): string {
  const spec = COMMANDS[name];
  const rows = Object.entries(spec.options).map(([long, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${long}${o.value ? ` ${o.value}` : ''}`;
    return `  ${flag.padEnd(26)}${o.help}`;
  });
  return `Usage: ${spec.usage}\n\n${spec.summary}\n${spec.details}\n\nOptions:\n${rows.join('\n')}\n\nExit status: 0 no errors, 1 errors found (or more warnings than --max-warnings), 2 usage or I/O error.\n`;
}

/** The closest of `candidates` to `word`, when it is close enough to be what was meant. */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, candidates as string[]);
  return distance(word, best) <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

/** The command named by `word`, or a usage error that suggests the nearest one. */
export function commandName(word: string): CommandName {
  if ((COMMAND_NAMES as string[]).includes(word)) return word as CommandName;
  const guess = nearest(word, COMMAND_NAMES);
  throw new UsageError(`unknown command "${word}"${guess ? ` (did you mean "${guess}"?)` : ''}`);
}

type Values = Record<string, string | boolean | undefined>;

/**
 * Parses one command's arguments. Unknown options are reported by us, not by node:util (whose message
 * names no alternative): `--max-warning 3` says `unknown option --max-warning (did you mean --max-warnings?)`.
 */
export function parseCommand(name: CommandName, args: string[]): { values: Values; positionals: string[] } {
  const spec = COMMANDS[name];
  const longs = Object.keys(spec.options);
  const shorts = new Map(Object.entries(spec.options).filter(([, o]) => o.short).map(([l, o]) => [o.short!, l]));
  // Every string option's value is attached (`--format=json`), so a value that starts with a dash is
  // taken as a value and checked by us rather than refused by node:util with a three-line message.
  const normal: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') { normal.push(...args.slice(i)); break; }
    if (a === '-' || !a.startsWith('-')) { normal.push(a); continue; }
    let long: string | undefined;
    if (a.startsWith('--')) {
      const n = a.slice(2).split('=')[0]!;
      if (!longs.includes(n)) {
        const guess = nearest(n, longs);
        throw new UsageError(`unknown option --${n} for "${name}"${guess ? ` (did you mean --${guess}?)` : ''}`, name);
      }
      long = n;
      if (a.includes('=')) {
        if (spec.options[long]!.type === 'boolean') throw new UsageError(`--${long} takes no value`, name);
        normal.push(a);
        continue;
      }
    } else {
      const s = a[1]!;
      long = shorts.get(s);
      if (!long) {
        const guess = longs.find((l) => l[0] === s) ?? nearest(a.slice(1), longs);
        throw new UsageError(`unknown option -${s} for "${name}"${guess ? ` (did you mean --${guess}?)` : ''}`, name);
      }
      if (a.length > 2) {
        if (spec.options[long]!.type === 'boolean') throw new UsageError(`-${s} takes no value; write options one by one`, name);
        normal.push(`--${long}=${a.slice(2)}`);
        continue;
      }
    }
    if (spec.options[long]!.type === 'string') {
      if (i + 1 >= args.length) throw new UsageError(`--${long} needs a value${spec.options[long]!.value ? ` (${spec.options[long]!.value})` : ''}`, name);
      normal.push(`--${long}=${args[++i]}`);
    } else normal.push(`--${long}`);
  }
  const options = Object.fromEntries(Object.entries(spec.options).map(([l, o]) => [l, { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.default !== undefined ? { default: o.default } : {}) }]));
  try {
    const { values, positionals } = parseArgs({ args: normal, allowPositionals: true, strict: true, options: options as ParseArgsConfig['options'] });
    return { values: values as Values, positionals };
  } catch (e) {
    throw new UsageError((e as Error).message, name);
  }
}

/** `--max-warnings N`: a whole number, or undefined when not given. */
export function maxWarnings(v: string | boolean | undefined): number | undefined {
  if (v === undefined || typeof v === 'boolean') return undefined;
  if (!/^\d+$/.test(v)) throw new UsageError(`--max-warnings needs a whole number of warnings (0 or more); got "${v}"`, 'lint');
  return Number(v);
}

/**
 * Whether to colour: --no-color and --color first, then NO_COLOR (any non-empty value, no-color.org),
 * then FORCE_COLOR (anything but 0 or false), then whether standard output is a terminal.
 */
export function useColor(values: Values, env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (values['no-color']) return false;
  if (values['color'] === true) return true;
  if (env['NO_COLOR']) return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force !== 'false';
  return isTTY;
}

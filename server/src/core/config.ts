/**
 * Configuration: one shape for `.postmortemrc.json` and the VS Code `postmortem.*` settings.
 * Defaults are declared here once; rule severities come from each rule's own metadata.
 *
 * Validation has one source: the JSON schema built by `configSchema` from the rule and config
 * metadata. scripts/gen-manifest.ts writes it to schemas/postmortemrc.schema.json (what VS Code
 * validates the file with) and compiles it with ajv into config.validate.ts (what the CLI and the
 * language server validate with), so both accept and refuse the same files. The schema's
 * `errorMessage`s (which VS Code also shows) are the messages reported here.
 */
import type { SectionKind, SeveritySetting } from './types.js';
import { IANAZone } from 'luxon';
import { validate } from './config.validate.js';
import { LOCALE_IDS } from './locale/index.js';

/** The generated validator (ajv standalone code): true when valid, with ajv's errors after a call. */
const validateSchema = validate as unknown as ((data: unknown) => boolean) & { errors?: unknown[] | null };

export type TimezonePolicy = 'utc-only' | 'explicit' | 'any';

export type RuleSetting = SeveritySetting | [SeveritySetting, Record<string, unknown>];

export interface Config {
  /** Rule id → severity, or [severity, options]. Rules not named keep their defaults. */
  rules: Record<string, RuleSetting>;
  /** Section kinds every postmortem must have. */
  requiredSections: SectionKind[];
  /** Extra heading names per section kind: `{ "impact": ["Blast radius"] }`. */
  sectionNames: Partial<Record<SectionKind, string[]>>;
  timezone: {
    /** The zone the `timezone-missing` fix appends, and the one the policy expects. */
    default: string;
    /** utc-only: every time in UTC; explicit: every timeline time has a zone; any: no zone checks. */
    policy: TimezonePolicy;
    /** IANA zone for "local time" in hovers and the preview; empty = the machine's zone. */
    local: string;
  };
  /** 'auto' detects English or French from the text. */
  /** "auto", or a language id of `LOCALE_IDS` (en, fr, ja, de, es, pt, it, nl, zh, ko). */
  locale: string;
  /** Globs of files that are postmortems (used by the language server). */
  files: string[];
  /** Globs of files `postmortem lint` skips, relative to the config file's folder (like .postmortemignore). */
  ignores: string[];
}

export const SECTION_KINDS: readonly SectionKind[] = [
  'summary', 'impact', 'timeline', 'detection', 'resolution', 'root-cause',
  'corrective-actions', 'lessons-learned', 'other',
];

export const DEFAULT_CONFIG: Config = {
  rules: {},
  requiredSections: ['impact', 'root-cause', 'corrective-actions'],
  sectionNames: {},
  timezone: { default: 'UTC', policy: 'utc-only', local: '' },
  locale: 'auto',
  files: ['**/postmortems/**', '**/post-mortems/**', '**/incidents/**', '**/*postmortem*'],
  ignores: [],
};

/** Descriptions used by the JSON schema, the VS Code settings and the docs. */
export const CONFIG_DOCS: Record<keyof Config, string> = {
  rules: 'Rule id → "off" | "info" | "warning" | "error" | "hint", or [severity, options].',
  requiredSections: 'Section kinds every postmortem must contain.',
  sectionNames: 'Extra heading names per section kind, e.g. {"impact": ["Blast radius"]}.',
  timezone: 'Default zone (used by fixes), zone policy (utc-only | explicit | any) and the local zone shown in hovers.',
  locale: `Language of the postmortem: auto, or one of ${LOCALE_IDS.join(', ')}.`,
  files: 'Globs of files treated as postmortems by the language server.',
  ignores: 'Globs of files the postmortem CLI skips, relative to the config file (as in .postmortemignore).',
};

export class ConfigError extends Error {
  /** `path`: where the problem is in the JSON document (for positions); `key` is its dotted form. */
  constructor(public readonly key: string, message: string, public readonly path: readonly string[] = key.split('.')) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const SEVERITY_SETTINGS: readonly SeveritySetting[] = ['off', 'info', 'warning', 'error', 'hint'];
export const TIMEZONE_POLICIES: readonly TimezonePolicy[] = ['utc-only', 'explicit', 'any'];
const KINDS = SECTION_KINDS.filter((k) => k !== 'other');
export const TIMEZONE_DOCS = {
  default: 'Zone appended by the timezone-missing fix and expected by the policy, e.g. "UTC" or "Europe/Paris".',
  policy: 'utc-only: every time in UTC; explicit: every timeline time has a zone; any: no zone checks.',
  local: 'IANA zone used for "local time" in hovers and the preview; empty = the machine\'s zone.',
};

type Json = Record<string, unknown>;
/** What the schema needs of a rule. */
export interface RuleDoc { id: string; description?: string; defaultSeverity?: string }

const list = (xs: readonly string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}` : xs.join(''));
const ZONE = 'an IANA zone such as "UTC" or "Europe/Paris"';

/** A rule's setting: a severity, or [severity] / [severity, options]. */
export function ruleSettingSchema(): Json {
  const severity = { type: 'string', enum: SEVERITY_SETTINGS };
  return { oneOf: [severity, { type: 'array', items: [severity, { type: 'object' }], additionalItems: false, minItems: 1 }] };
}

/**
 * The JSON schema of `.postmortemrc.json` (draft-07): the same keys as the settings, rules may take
 * options. `errorMessage` is the message for a bad value at that key (VS Code shows it as well).
 */
export function configSchema(rules: readonly RuleDoc[]): Json {
  const names = { type: 'array', items: { type: 'string', pattern: '\\S' } };
  const doc = (r: RuleDoc) => (r.description ? { description: `${r.description}${r.defaultSeverity ? ` Default: ${r.defaultSeverity}.` : ''}` } : {});
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://example.invalid/postmortem-studio/postmortemrc.schema.json',
    title: 'Postmortem Studio configuration (.postmortemrc.json, .postmortemrc.jsonc, .postmortemrc)',
    type: 'object',
    additionalProperties: false,
    errorMessage: 'the configuration must be a JSON object',
    definitions: { ruleSetting: ruleSettingSchema() },
    properties: {
      $schema: { type: 'string' },
      rules: {
        type: 'object', description: CONFIG_DOCS.rules, additionalProperties: false,
        errorMessage: '"rules" must be an object of rule id → severity',
        properties: Object.fromEntries(rules.map((r) => [r.id, {
          ...doc(r), $ref: '#/definitions/ruleSetting',
          errorMessage: `"rules.${r.id}" must be one of ${SEVERITY_SETTINGS.join(', ')}, or [severity, options] with options an object`,
        }])),
      },
      requiredSections: {
        type: 'array', description: CONFIG_DOCS.requiredSections, items: { type: 'string', enum: KINDS }, uniqueItems: true, default: DEFAULT_CONFIG.requiredSections,
        errorMessage: `"requiredSections" must be a list of distinct section kinds (${KINDS.join(', ')})`,
      },
      sectionNames: {
        type: 'object', description: CONFIG_DOCS.sectionNames, additionalProperties: false,
        errorMessage: '"sectionNames" must be an object of section kind → list of names',
        properties: Object.fromEntries(KINDS.map((k) => [k, { ...names, errorMessage: `"sectionNames.${k}" must be a list of non-empty strings` }])),
      },
      timezone: {
        description: CONFIG_DOCS.timezone,
        errorMessage: '"timezone" must be a zone name or an object {default, policy, local}',
        oneOf: [
          { type: 'string', description: TIMEZONE_DOCS.default, pattern: '\\S', errorMessage: `"timezone" must be ${ZONE}` },
          {
            type: 'object', additionalProperties: false,
            properties: {
              default: { type: 'string', pattern: '\\S', description: TIMEZONE_DOCS.default, default: DEFAULT_CONFIG.timezone.default, errorMessage: `"timezone.default" must be ${ZONE}` },
              policy: { type: 'string', enum: TIMEZONE_POLICIES, description: TIMEZONE_DOCS.policy, default: DEFAULT_CONFIG.timezone.policy, errorMessage: `"timezone.policy" must be ${list(TIMEZONE_POLICIES)}` },
              local: { type: 'string', description: TIMEZONE_DOCS.local, default: DEFAULT_CONFIG.timezone.local, errorMessage: `"timezone.local" must be ${ZONE}, or empty for the machine's zone` },
            },
          },
        ],
      },
      locale: { type: 'string', enum: ['auto', ...LOCALE_IDS], description: CONFIG_DOCS.locale, default: DEFAULT_CONFIG.locale, errorMessage: `"locale" must be auto or one of ${LOCALE_IDS.join(', ')}` },
      files: { type: 'array', items: { type: 'string' }, description: CONFIG_DOCS.files, default: DEFAULT_CONFIG.files, errorMessage: '"files" must be a list of glob strings' },
      ignores: { type: 'array', items: { type: 'string' }, description: CONFIG_DOCS.ignores, default: DEFAULT_CONFIG.ignores, errorMessage: '"ignores" must be a list of glob strings' },
    },
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The largest UTC offset in use anywhere (Kiribati, +14:00; the lowest is −12:00). */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * A zone the config may name: UTC/GMT/Z, an offset (±HH:MM or ±HHMM, minutes below 60, at most
 * ±14:00), or an IANA zone that Luxon (the engine's time zone data) knows.
 */
export function isValidZone(zone: string): boolean {
  if (/^(utc|gmt|z)$/i.test(zone)) return true;
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (offset) {
    const hours = Number(offset[2]); const minutes = Number(offset[3]);
    return minutes < 60 && hours * 60 + minutes <= MAX_OFFSET_MINUTES;
  }
  return IANAZone.isValidZone(zone);
}

interface SchemaError { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown> }

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);
const typeFits = (type: unknown, v: unknown) => type === undefined || type === jsonType(v) || (type === 'number' && typeof v === 'number');
const pointer = (p: string) => p.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The schema node at `path` in `data`, choosing the oneOf branch that fits the data on the way. */
function nodesAlong(schema: Json, data: unknown, path: readonly string[]): (Json | undefined)[] {
  const out: (Json | undefined)[] = [];
  let node: Json | undefined = schema;
  let value = data;
  for (let i = 0; ; i++) {
    const ref: unknown = node?.['$ref'];
    if (typeof ref === 'string') node = { ...node, ...(resolvePointer(schema, pointer(ref.slice(1)).slice(0, -1), pointer(ref.slice(1)).at(-1)!) as Json) };
    if (node?.['oneOf']) {
      const fits: Json | undefined = (node['oneOf'] as Json[]).find((b) => typeFits(b['type'], value));
      if (fits) node = { errorMessage: node['errorMessage'], ...fits };
    }
    out.push(node);
    if (i === path.length || !node) break;
    const seg = path[i]!;
    const items: unknown = node['items'];
    node = Array.isArray(value)
      ? (Array.isArray(items) ? items[Number(seg)] as Json | undefined : items as Json | undefined)
      : (node['properties'] as Record<string, Json> | undefined)?.[seg];
    value = (value as Record<string, unknown> | undefined)?.[seg];
  }
  return out;
}

const valueAt = (data: unknown, path: readonly string[]) => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data);

/**
 * Problems of `input` against the schema, one per key, with the schema's message for that key.
 * Of a `oneOf` (a rule's setting, `timezone`), only the branch of the value's type speaks: for
 * `"timezone": {"policy": "sometimes"}` the message is about `timezone.policy`, not that a string was expected.
 */
export function validateConfig(input: unknown, rules: readonly RuleDoc[]): ConfigError[] {
  const schema = configSchema(rules);
  const known = new Set(rules.map((r) => r.id));
  const out = new Map<string, ConfigError>();
  const add = (path: string[], message: string) => { const key = path.join('.') || '(root)'; if (!out.has(key)) out.set(key, new ConfigError(key, message, path)); };
  if (!validateSchema(input)) {
    const all = (validateSchema.errors ?? []) as SchemaError[];
    const failedOneOfs = all.filter((e) => e.keyword === 'oneOf');
    for (const e of all) {
      const path = pointer(e.instancePath);
      // An error inside a oneOf branch that does not fit the value's type says nothing useful. The
      // value is where the oneOf failed (ajv reports that too, after its branches' errors).
      const branch = /^(#.*\/oneOf)\/(\d+)\//.exec(e.schemaPath);
      if (branch) {
        const options = resolvePointer(schema, pointer(branch[1]!.slice(1)).slice(0, -1), 'oneOf') as Json[] | undefined;
        const anchor = failedOneOfs.filter((o) => o.schemaPath === branch[1] && (e.instancePath === o.instancePath || e.instancePath.startsWith(`${o.instancePath}/`)))
          .sort((x, y) => y.instancePath.length - x.instancePath.length)[0];
        if (options && anchor && !typeFits(options[Number(branch[2])]?.['type'], valueAt(input, pointer(anchor.instancePath)))) continue;
      }
      if (e.keyword === 'additionalProperties') {
        const name = String(e.params['additionalProperty']);
        const parent = path.join('.');
        const message = parent === '' ? `unknown configuration key "${name}"`
          : parent === 'rules' ? `unknown rule "${name}" in "rules"`
            : parent === 'sectionNames' ? `unknown section kind "${name}" in "sectionNames"`
              : `unknown key "${parent}.${name}"`;
        add([...path, name], message);
        continue;
      }
      const nodes = nodesAlong(schema, input, path);
      let at = nodes.length - 1;
      while (at > 0 && !nodes[at]?.['errorMessage']) at--;
      const where = path.slice(0, at);
      const message = String(nodes[at]?.['errorMessage'] ?? `invalid value (${e.keyword})`);
      // The message names the key and what it must be; the value itself is not quoted (the position
      // points at it, and a message must not carry the text of a file that is not a config).
      add(where, message);
    }
  }
  // Drop a oneOf's own message when one of its branches already said what is wrong.
  for (const k of [...out.keys()]) if ([...out.keys()].some((o) => o.startsWith(`${k}.`))) out.delete(k);
  // What a schema cannot say: that a zone exists, and rules the caller does not know.
  if (isRecord(input)) {
    const tz = input['timezone'];
    const zones: [string[], unknown][] = typeof tz === 'string' ? [[['timezone'], tz]] : isRecord(tz) ? [[['timezone', 'default'], tz['default']], [['timezone', 'local'], tz['local']]] : [];
    for (const [path, v] of zones) {
      if (typeof v === 'string' && v.trim() !== '' && !isValidZone(v)) add(path, `"${path.join('.')}" must be ${ZONE}, or an offset from UTC between -14:00 and +14:00`);
    }
    if (isRecord(input['rules'])) for (const id of Object.keys(input['rules'])) if (!known.has(id)) add(['rules', id], `unknown rule "${id}" in "rules"`);
  }
  return [...out.values()];
}

function resolvePointer(schema: Json, steps: readonly string[], last: string): unknown {
  return [...steps, last].reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], schema);
}

/**
 * Validates a partial configuration (parsed JSON) and merges it over `base`.
 * Every problem is reported with the key that holds it; valid keys still apply.
 */
export function mergeConfig(base: Config, input: unknown, knownRules: readonly string[]): { config: Config; errors: ConfigError[] } {
  const config: Config = {
    ...base,
    rules: { ...base.rules },
    sectionNames: { ...base.sectionNames },
    timezone: { ...base.timezone },
    requiredSections: [...base.requiredSections],
    files: [...base.files],
    ignores: [...base.ignores],
  };
  if (input === undefined || input === null) return { config, errors: [] };
  const errors = validateConfig(input, knownRules.map((id) => ({ id })));
  if (!isRecord(input)) return { config, errors };
  const bad = new Set(errors.map((e) => e.key));
  const ok = (...path: string[]) => !bad.has(path.join('.'));
  for (const [key, value] of Object.entries(input)) {
    if (!ok(key) || key === '$schema') continue;
    switch (key) {
      case 'rules':
        for (const [id, setting] of Object.entries(value as Record<string, RuleSetting>)) if (ok('rules', id)) config.rules[id] = setting;
        break;
      case 'sectionNames':
        for (const [kind, names] of Object.entries(value as Record<string, string[]>)) if (ok('sectionNames', kind)) config.sectionNames[kind as SectionKind] = names;
        break;
      case 'timezone':
        if (typeof value === 'string') config.timezone.default = value;
        else for (const [k, v] of Object.entries(value as Record<string, string>)) if (ok('timezone', k)) (config.timezone as Record<string, string>)[k] = v;
        break;
      case 'requiredSections': config.requiredSections = value as SectionKind[]; break;
      case 'locale': config.locale = value as Config['locale']; break;
      case 'files': config.files = value as string[]; break;
      case 'ignores': config.ignores = value as string[]; break;
    }
  }
  return { config, errors };
}

/**
 * Configuration: one shape for `.postmortemrc.json` and the VS Code `postmortem.*` settings.
 * Defaults are declared here once; rule severities come from each rule's own metadata.
 */
import type { SectionKind, SeveritySetting } from './types.js';

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
  locale: 'auto' | 'en' | 'fr';
  /** Globs of files that are postmortems (used by the language server). */
  files: string[];
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
};

/** Descriptions used by the JSON schema, the VS Code settings and the docs. */
export const CONFIG_DOCS: Record<keyof Config, string> = {
  rules: 'Rule id → "off" | "info" | "warning" | "error", or [severity, options].',
  requiredSections: 'Section kinds every postmortem must contain.',
  sectionNames: 'Extra heading names per section kind, e.g. {"impact": ["Blast radius"]}.',
  timezone: 'Default zone (used by fixes), zone policy (utc-only | explicit | any) and the local zone shown in hovers.',
  locale: 'Language of the postmortem: auto, en or fr.',
  files: 'Globs of files treated as postmortems by the language server.',
};

export class ConfigError extends Error {
  constructor(public readonly key: string, message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const SEVERITIES = ['off', 'info', 'warning', 'error', 'hint'];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isValidZone(zone: string): boolean {
  if (/^(utc|gmt|z)$/i.test(zone)) return true;
  if (/^[+-]\d{2}:?\d{2}$/.test(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Validates a partial configuration (parsed JSON) and merges it over `base`.
 * Every problem is reported with the key that holds it; valid keys still apply.
 */
export function mergeConfig(base: Config, input: unknown, knownRules: readonly string[]): { config: Config; errors: ConfigError[] } {
  const errors: ConfigError[] = [];
  const config: Config = {
    ...base,
    rules: { ...base.rules },
    sectionNames: { ...base.sectionNames },
    timezone: { ...base.timezone },
    requiredSections: [...base.requiredSections],
    files: [...base.files],
  };
  if (input === undefined || input === null) return { config, errors };
  if (!isRecord(input)) {
    errors.push(new ConfigError('(root)', 'the configuration must be a JSON object'));
    return { config, errors };
  }
  for (const [key, value] of Object.entries(input)) {
    switch (key) {
      case '$schema': break;
      case 'rules': {
        if (!isRecord(value)) { errors.push(new ConfigError('rules', '"rules" must be an object of rule id → severity')); break; }
        for (const [id, setting] of Object.entries(value)) {
          if (!knownRules.includes(id)) { errors.push(new ConfigError(`rules.${id}`, `unknown rule "${id}" in "rules"`)); continue; }
          const sev = Array.isArray(setting) ? setting[0] : setting;
          if (typeof sev !== 'string' || !SEVERITIES.includes(sev)) {
            errors.push(new ConfigError(`rules.${id}`, `"rules.${id}" must be one of off, info, warning, error (or [severity, options]); got ${JSON.stringify(setting)}`));
            continue;
          }
          if (Array.isArray(setting) && setting.length > 1 && !isRecord(setting[1])) {
            errors.push(new ConfigError(`rules.${id}`, `"rules.${id}" options must be an object`));
            continue;
          }
          config.rules[id] = setting as RuleSetting;
        }
        break;
      }
      case 'requiredSections': {
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !SECTION_KINDS.includes(v as SectionKind) || v === 'other')) {
          errors.push(new ConfigError('requiredSections', `"requiredSections" must be a list of section kinds (${SECTION_KINDS.filter((k) => k !== 'other').join(', ')})`));
          break;
        }
        config.requiredSections = value as SectionKind[];
        break;
      }
      case 'sectionNames': {
        if (!isRecord(value)) { errors.push(new ConfigError('sectionNames', '"sectionNames" must be an object of section kind → list of names')); break; }
        for (const [kind, names] of Object.entries(value)) {
          if (!SECTION_KINDS.includes(kind as SectionKind) || kind === 'other') { errors.push(new ConfigError(`sectionNames.${kind}`, `unknown section kind "${kind}" in "sectionNames"`)); continue; }
          if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || n.trim() === '')) { errors.push(new ConfigError(`sectionNames.${kind}`, `"sectionNames.${kind}" must be a list of non-empty strings`)); continue; }
          config.sectionNames[kind as SectionKind] = names as string[];
        }
        break;
      }
      case 'timezone': {
        const tz = typeof value === 'string' ? { default: value } : value;
        if (!isRecord(tz)) { errors.push(new ConfigError('timezone', '"timezone" must be a zone name or an object {default, policy, local}')); break; }
        for (const [k, v] of Object.entries(tz)) {
          if (k === 'default' || k === 'local') {
            if (typeof v !== 'string' || (v !== '' && !isValidZone(v)) || (k === 'default' && v === '')) {
              errors.push(new ConfigError(`timezone.${k}`, `"timezone.${k}" must be an IANA zone such as "UTC" or "Europe/Paris"; got ${JSON.stringify(v)}`));
            } else config.timezone[k] = v;
          } else if (k === 'policy') {
            if (v !== 'utc-only' && v !== 'explicit' && v !== 'any') errors.push(new ConfigError('timezone.policy', `"timezone.policy" must be utc-only, explicit or any; got ${JSON.stringify(v)}`));
            else config.timezone.policy = v;
          } else errors.push(new ConfigError(`timezone.${k}`, `unknown key "timezone.${k}"`));
        }
        break;
      }
      case 'locale':
        if (value !== 'auto' && value !== 'en' && value !== 'fr') errors.push(new ConfigError('locale', `"locale" must be auto, en or fr; got ${JSON.stringify(value)}`));
        else config.locale = value;
        break;
      case 'files':
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) errors.push(new ConfigError('files', '"files" must be a list of glob strings'));
        else config.files = value as string[];
        break;
      default:
        errors.push(new ConfigError(key, `unknown configuration key "${key}"`));
    }
  }
  return { config, errors };
}

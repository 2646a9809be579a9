/**
 * Generates what is derived from the rule and config metadata, so nothing is written twice:
 *   - package.json `contributes.configuration` (the `postmortem.*` settings),
 *   - schemas/postmortemrc.schema.json (JSON validation of .postmortemrc.json),
 *   - client/media/preview.css (the webview stylesheet, from preview/styles.ts).
 * Run: `node --import tsx scripts/gen-manifest.ts` (write) or `... --check` (exit 1 when out of date).
 * test/manifest/manifest.test.ts keeps the committed files in sync.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFIG_DOCS, DEFAULT_CONFIG, SECTION_KINDS } from '../server/src/core/config.js';
import { RULES } from '../server/src/core/rules/index.js';
import { TIMELINE_CSS, WEBVIEW_THEME_CSS } from '../preview/styles.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const PATHS = {
  packageJson: `${root}package.json`,
  schema: `${root}schemas/postmortemrc.schema.json`,
  css: `${root}client/media/preview.css`,
};

const SEVERITY_SETTINGS = ['off', 'info', 'warning', 'error'];
const KINDS = SECTION_KINDS.filter((k) => k !== 'other');
const TIMEZONE_DOCS = {
  default: 'Zone appended by the timezone-missing fix and expected by the policy, e.g. "UTC" or "Europe/Paris".',
  policy: 'utc-only: every time in UTC; explicit: every timeline time has a zone; any: no zone checks.',
  local: 'IANA zone used for "local time" in hovers and the preview; empty = the machine\'s zone.',
};

type Json = Record<string, unknown>;

function ruleProperties(forSchema: boolean): Json {
  const props: Json = {};
  for (const rule of RULES) {
    const severity = { type: 'string', enum: SEVERITY_SETTINGS };
    props[rule.id] = forSchema
      ? {
        description: `${rule.description} Default: ${rule.defaultSeverity}.`,
        oneOf: [severity, { type: 'array', prefixItems: [severity, { type: 'object' }], items: [severity, { type: 'object' }], minItems: 1, maxItems: 2 }],
      }
      : { ...severity, description: `${rule.description} Default: ${rule.defaultSeverity}.` };
  }
  return props;
}

function sectionNamesProperties(): Json {
  return Object.fromEntries(KINDS.map((k) => [k, { type: 'array', items: { type: 'string', minLength: 1 } }]));
}

/** The `postmortem.*` settings: the config keys, then the editor-only ones. */
export function configuration(): Json {
  const p = 'postmortem.';
  let order = 0;
  const properties: Json = {
    [`${p}rules`]: {
      type: 'object', order: order++, default: {}, description: CONFIG_DOCS.rules,
      properties: ruleProperties(false), additionalProperties: false,
    },
    [`${p}requiredSections`]: {
      type: 'array', order: order++, default: DEFAULT_CONFIG.requiredSections, description: CONFIG_DOCS.requiredSections,
      items: { type: 'string', enum: KINDS }, uniqueItems: true,
    },
    [`${p}sectionNames`]: {
      type: 'object', order: order++, default: DEFAULT_CONFIG.sectionNames, description: CONFIG_DOCS.sectionNames,
      properties: sectionNamesProperties(), additionalProperties: false,
    },
    [`${p}timezone.default`]: { type: 'string', order: order++, default: DEFAULT_CONFIG.timezone.default, description: TIMEZONE_DOCS.default },
    [`${p}timezone.policy`]: {
      type: 'string', order: order++, default: DEFAULT_CONFIG.timezone.policy, description: TIMEZONE_DOCS.policy,
      enum: ['utc-only', 'explicit', 'any'],
      enumDescriptions: ['Every time is in UTC.', 'Every timeline time names its zone.', 'No zone checks.'],
    },
    [`${p}timezone.local`]: { type: 'string', order: order++, default: DEFAULT_CONFIG.timezone.local, description: TIMEZONE_DOCS.local },
    [`${p}locale`]: { type: 'string', order: order++, default: DEFAULT_CONFIG.locale, description: CONFIG_DOCS.locale, enum: ['auto', 'en', 'fr'] },
    [`${p}files`]: { type: 'array', order: order++, default: DEFAULT_CONFIG.files, description: CONFIG_DOCS.files, items: { type: 'string' } },
    [`${p}preview.longGapMinutes`]: {
      type: 'number', order: order++, default: 60, minimum: 1,
      description: 'Gaps between timeline events at least this long (minutes) are drawn as breaks in the preview.',
    },
    [`${p}inlayHints.enabled`]: {
      type: 'boolean', order: order++, default: true,
      description: 'Show the gap since the previous event ("+5m") after each timeline time.',
    },
    [`${p}codeLens.enabled`]: {
      type: 'boolean', order: order++, default: true,
      description: 'Show "5 events · 28 min" above the timeline heading; click it to open the preview.',
    },
    [`${p}trace.server`]: {
      type: 'string', order: order++, default: 'off', enum: ['off', 'messages', 'verbose'], scope: 'window',
      description: 'Traces the communication between VS Code and the Postmortem language server.',
    },
  };
  return { title: 'Postmortem Studio', properties };
}

/** JSON Schema for .postmortemrc.json: the same keys as the settings, rules may take options. */
export function schema(): Json {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://example.invalid/postmortem-studio/postmortemrc.schema.json',
    title: 'Postmortem Studio configuration (.postmortemrc.json)',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      rules: { type: 'object', description: CONFIG_DOCS.rules, properties: ruleProperties(true), additionalProperties: false },
      requiredSections: { type: 'array', description: CONFIG_DOCS.requiredSections, items: { type: 'string', enum: KINDS }, uniqueItems: true, default: DEFAULT_CONFIG.requiredSections },
      sectionNames: { type: 'object', description: CONFIG_DOCS.sectionNames, properties: sectionNamesProperties(), additionalProperties: false },
      timezone: {
        description: CONFIG_DOCS.timezone,
        oneOf: [
          { type: 'string', description: TIMEZONE_DOCS.default },
          {
            type: 'object', additionalProperties: false,
            properties: {
              default: { type: 'string', minLength: 1, description: TIMEZONE_DOCS.default, default: DEFAULT_CONFIG.timezone.default },
              policy: { type: 'string', enum: ['utc-only', 'explicit', 'any'], description: TIMEZONE_DOCS.policy, default: DEFAULT_CONFIG.timezone.policy },
              local: { type: 'string', description: TIMEZONE_DOCS.local, default: DEFAULT_CONFIG.timezone.local },
            },
          },
        ],
      },
      locale: { type: 'string', enum: ['auto', 'en', 'fr'], description: CONFIG_DOCS.locale, default: DEFAULT_CONFIG.locale },
      files: { type: 'array', items: { type: 'string' }, description: CONFIG_DOCS.files, default: DEFAULT_CONFIG.files },
    },
  };
}

export function css(): string {
  return `/* Generated by scripts/gen-manifest.ts from preview/styles.ts — do not edit. */\n${WEBVIEW_THEME_CSS.trim()}\n${TIMELINE_CSS.trim()}\n`;
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** package.json text with `contributes.configuration` replaced (every other byte kept). */
export function packageJsonWithConfiguration(text: string): string {
  const pkg = JSON.parse(text) as Json & { contributes?: Json };
  pkg.contributes = { ...(pkg.contributes ?? {}), configuration: configuration() };
  return json(pkg);
}

function main(): void {
  const check = process.argv.includes('--check');
  const outputs: [string, string][] = [
    [PATHS.packageJson, packageJsonWithConfiguration(readFileSync(PATHS.packageJson, 'utf8'))],
    [PATHS.schema, json(schema())],
    [PATHS.css, css()],
  ];
  let stale = 0;
  for (const [file, text] of outputs) {
    let current = '';
    try { current = readFileSync(file, 'utf8'); } catch { /* missing */ }
    if (current === text) continue;
    stale++;
    if (check) console.error(`${file.slice(root.length)} is out of date: run node --import tsx scripts/gen-manifest.ts`);
    else { writeFileSync(file, text); console.log(`wrote ${file.slice(root.length)}`); }
  }
  if (check && stale) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

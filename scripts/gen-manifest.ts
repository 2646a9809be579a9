/**
 * Generates what is derived from the rule and config metadata, so nothing is written twice:
 *   - package.json `contributes.configuration` (the `postmortem.*` settings),
 *   - schemas/postmortemrc.schema.json (JSON validation of .postmortemrc.json), from configSchema,
 *   - server/src/core/config.validate.ts: that schema compiled by ajv (standalone code), the one
 *     validator of the CLI and the language server (no schema compile at startup),
 *   - client/media/preview.css (the webview stylesheet, from preview/styles.ts),
 *   - client/media/markdown-preview.css (the built-in Markdown preview's timeline card, from the same).
 * Run: `node --import tsx scripts/gen-manifest.ts` (write) or `... --check` (exit 1 when out of date).
 * test/manifest/manifest.test.ts keeps the committed files in sync.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import * as standalone from 'ajv/dist/standalone/index.js';
import { CONFIG_DOCS, DEFAULT_CONFIG, SECTION_KINDS, TIMEZONE_DOCS, configSchema, ruleSettingSchema } from '../server/src/core/config.js';
import { RULES } from '../server/src/core/rules/index.js';
import { LOCALE_IDS } from '../server/src/core/locale/index.js';
import { TIMELINE_CSS, WEBVIEW_THEME_CSS, markdownPreviewCss } from '../preview/styles.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const PATHS = {
  packageJson: `${root}package.json`,
  schema: `${root}schemas/postmortemrc.schema.json`,
  validator: `${root}server/src/core/config.validate.ts`,
  css: `${root}client/media/preview.css`,
  markdownCss: `${root}client/media/markdown-preview.css`,
};

const KINDS = SECTION_KINDS.filter((k) => k !== 'other');

type Json = Record<string, unknown>;

/** Settings take what the config file takes: a severity, or [severity, options]. */
function ruleProperties(): Json {
  const props: Json = {};
  for (const rule of RULES) {
    props[rule.id] = { ...ruleSettingSchema(), description: `${rule.description} Default: ${rule.defaultSeverity}.` };
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
      properties: ruleProperties(), additionalProperties: false,
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
    [`${p}locale`]: { type: 'string', order: order++, default: DEFAULT_CONFIG.locale, description: CONFIG_DOCS.locale, enum: ['auto', ...LOCALE_IDS] },
    [`${p}files`]: { type: 'array', order: order++, default: DEFAULT_CONFIG.files, description: CONFIG_DOCS.files, items: { type: 'string' } },
    [`${p}preview.longGapMinutes`]: {
      type: 'number', order: order++, default: 60, minimum: 1,
      description: 'Gaps between timeline events at least this long (minutes) are drawn as breaks in the preview.',
    },
    [`${p}markdownPreview.timeline`]: {
      type: 'string', order: order++, default: 'above', enum: ['above', 'off'],
      enumDescriptions: ['A timeline card above the document.', 'No timeline card.'],
      description: "The timeline card in VS Code's built-in Markdown preview of a postmortem.",
    },
    [`${p}inlayHints.enabled`]: {
      type: 'boolean', order: order++, default: true,
      description: 'Show the gap since the previous event ("+5m") after each timeline time.',
    },
    [`${p}codeLens.enabled`]: {
      type: 'boolean', order: order++, default: true,
      description: 'Show "5 events · 28 min" above the timeline heading; click it to open the preview.',
    },
    [`${p}workspaceDiagnostics`]: {
      type: 'boolean', order: order++, default: true,
      description: 'Show the problems of every postmortem in the workspace in the Problems panel, open or not (read from disk in the background, with the files `postmortem lint` would read).',
    },
    [`${p}trace.server`]: {
      type: 'string', order: order++, default: 'off', enum: ['off', 'messages', 'verbose'], scope: 'window',
      description: 'Traces the communication between VS Code and the Postmortem language server.',
    },
  };
  return { title: 'Postmortem Studio', properties };
}

/** JSON Schema for .postmortemrc.json: built by the core (configSchema), from the rule metadata. */
export function schema(): Json {
  return configSchema(RULES);
}

/**
 * The schema compiled by ajv into standalone ESM code: the validator config.ts runs. `errorMessage`
 * is an annotation here (config.ts reads it from the schema); `strict` makes ajv refuse keywords it
 * does not know, which is how a draft-2020 keyword once slipped into this draft-07 schema unnoticed.
 */
export function validatorSource(): string {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTuples: false, inlineRefs: false, messages: false, code: { source: true, esm: true, optimize: true } });
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  // A CommonJS module: its default export is the function.
  const standaloneCode = (standalone as unknown as { default: (a: Ajv, v: unknown) => string }).default;
  const code = standaloneCode(ajv, ajv.compile(schema()));
  return `// Generated by scripts/gen-manifest.ts from configSchema (server/src/core/config.ts) with ajv — do not edit.\n/* eslint-disable */\n// @ts-nocheck\n${code}\n`;
}

export function css(): string {
  return `/* Generated by scripts/gen-manifest.ts from preview/styles.ts — do not edit. */\n${WEBVIEW_THEME_CSS.trim()}\n${TIMELINE_CSS.trim()}\n`;
}

export function markdownCss(): string {
  return `/* Generated by scripts/gen-manifest.ts from preview/styles.ts — do not edit. */\n${markdownPreviewCss()}\n`;
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
    [PATHS.validator, validatorSource()],
    [PATHS.css, css()],
    [PATHS.markdownCss, markdownCss()],
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

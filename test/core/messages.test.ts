/**
 * The message catalogue (server/src/core/locale/messages.ts): every message id has a French, German, Spanish,
 * Portuguese, Italian, Dutch, Japanese, Chinese and Korean text with the same placeholders; a French, Japanese,
 * Chinese or Korean document gets messages and quick-fix titles in its language from every rule that fires (the
 * `*.fr.*`, `*.ja.*`, `*.zh.*` and `*.ko.*` rule fixtures make each rule fire at least once), a German, Spanish,
 * Portuguese, Italian or Dutch document from every rule its fixtures make fire; an English document gets English
 * ones; a language without a table is written in English.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze } from '../../server/src/core/analyze.js';
import { DEFAULT_CONFIG, mergeConfig } from '../../server/src/core/config.js';
import { MESSAGES } from '../../server/src/core/locale/index.js';
import { EN_MESSAGES, messagesFor, placeholdersOf, type MessageId } from '../../server/src/core/locale/messages.js';
import { DE_MESSAGES } from '../../server/src/core/locale/messages/de.js';
import { ES_MESSAGES } from '../../server/src/core/locale/messages/es.js';
import { FR_MESSAGES } from '../../server/src/core/locale/messages/fr.js';
import { IT_MESSAGES } from '../../server/src/core/locale/messages/it.js';
import { NL_MESSAGES } from '../../server/src/core/locale/messages/nl.js';
import { PT_MESSAGES } from '../../server/src/core/locale/messages/pt.js';
import { JA_MESSAGES } from '../../server/src/core/locale/messages/ja.js';
import { KO_MESSAGES } from '../../server/src/core/locale/messages/ko.js';
import { ZH_MESSAGES } from '../../server/src/core/locale/messages/zh.js';
import { RULE_IDS } from '../../server/src/core/rules/index.js';
import type { Finding } from '../../server/src/core/types.js';

const DIR = 'test/fixtures/rules';
const NOW = Date.parse('2026-06-01T00:00:00Z');
const IDS = Object.keys(EN_MESSAGES) as MessageId[];

/** What is wrong with a table against the English one: missing ids, unknown ids, other placeholders. */
function tableProblems(table: Partial<Record<string, string>>, complete: boolean): string[] {
  const out: string[] = [];
  for (const id of IDS) {
    const text = table[id];
    if (text === undefined) { if (complete) out.push(`${id}: missing`); continue; }
    const want = placeholdersOf(EN_MESSAGES[id]).join(', ');
    const got = placeholdersOf(text).join(', ');
    if (want !== got) out.push(`${id}: placeholders {${got}}, English has {${want}}`);
  }
  for (const id of Object.keys(table)) if (!(id in EN_MESSAGES)) out.push(`${id}: not an English message id`);
  return out;
}

/** The complete tables, by the language that gets them. */
const TABLES: Record<string, Record<MessageId, string>> = { fr: FR_MESSAGES, de: DE_MESSAGES, es: ES_MESSAGES, pt: PT_MESSAGES, it: IT_MESSAGES, nl: NL_MESSAGES };

test('the French table has every message id, with the placeholders of the English text', () => {
  assert.deepEqual(tableProblems(FR_MESSAGES, true), []);
  assert.equal(MESSAGES['fr'], FR_MESSAGES, 'the French table is the one French documents get');
});

test('the German, Spanish, Portuguese, Italian and Dutch tables have every message id, with the placeholders of the English text', () => {
  for (const locale of ['de', 'es', 'pt', 'it', 'nl']) {
    const table = TABLES[locale]!;
    assert.deepEqual(tableProblems(table, true), [], locale);
    assert.equal(MESSAGES[locale], table, `the ${locale} table is the one ${locale} documents get`);
    // Written in the language: no rule message of several words is the English text ("later" is Dutch too).
    for (const id of IDS.filter((i) => !/^(list|quote|milestone|month|fix-all)\./.test(i) && EN_MESSAGES[i].includes(' '))) {
      assert.notEqual(table[id], EN_MESSAGES[id], `${locale} ${id} is translated`);
    }
  }
});

/** The tables of the languages written in East Asian scripts, each complete like the French one. */
const EAST_ASIAN_TABLES: Record<string, Record<MessageId, string>> = { ja: JA_MESSAGES, zh: ZH_MESSAGES, ko: KO_MESSAGES };

for (const [locale, table] of Object.entries(EAST_ASIAN_TABLES)) {
  test(`the ${locale} table has every message id, with the placeholders of the English text`, () => {
    assert.deepEqual(tableProblems(table, true), []);
    assert.equal(MESSAGES[locale], table, `the ${locale} table is the one ${locale} documents get`);
    // Written in the language: no message is left as its English text (the month numbers aside, "{rule}"-only titles none).
    const english = IDS.filter((id) => table[id] === EN_MESSAGES[id] && !/^(quote|month\.\d+)$/.test(id));
    assert.deepEqual(english, [], `${locale} messages still in English`);
  });
}

test('every table a language gives uses only English ids and their placeholders', () => {
  for (const [locale, table] of Object.entries(MESSAGES)) assert.deepEqual(tableProblems(table, false), [], locale);
});

test('a placeholder in one language and not the other is caught', () => {
  const broken: Record<string, string> = { ...FR_MESSAGES, 'timezone-missing.fix': 'Ajouter le fuseau', 'time-format.fix': 'Remplacer par {corrige}' };
  delete broken['list.and'];
  assert.deepEqual(tableProblems(broken, true).sort(), [
    'list.and: missing',
    'time-format.fix: placeholders {corrige}, English has {corrected}',
    'timezone-missing.fix: placeholders {}, English has {zone}',
  ]);
});

test('parameters are filled in; a language without a table falls back to English', () => {
  const fr = messagesFor('fr');
  assert.equal(fr.locale, 'fr');
  assert.equal(fr.t('timezone-missing.fix', { zone: 'UTC' }), 'Ajouter UTC');
  assert.equal(fr.and(['« Impact »', '« Cause première »', '« Actions correctives »']), '« Impact », « Cause première » et « Actions correctives »');
  const fix: Record<string, string> = { de: 'UTC anhängen', es: 'Añadir UTC', pt: 'Acrescentar UTC', it: 'Aggiungi UTC', nl: 'UTC toevoegen' };
  for (const [locale, text] of Object.entries(fix)) {
    const m = messagesFor(locale);
    assert.equal(m.locale, locale);
    assert.equal(m.t('timezone-missing.fix', { zone: 'UTC' }), text, locale);
    assert.equal(m.num(10000).replace(/\s/g, ' '), locale === 'de' || locale === 'es' || locale === 'pt' || locale === 'it' || locale === 'nl' ? '10.000' : '10,000', locale);
  }
  assert.equal(messagesFor('de').and(['„Auswirkungen“', '„Ursache“', '„Korrekturmaßnahmen“']), '„Auswirkungen“, „Ursache“ und „Korrekturmaßnahmen“');
  assert.equal(messagesFor('es').and(['«Impacto»', '«Causa raíz»']), '«Impacto» y «Causa raíz»');
  for (const locale of ['en', 'pl', 'xx']) {
    const m = messagesFor(locale);
    assert.equal(m.locale, 'en', locale);
    assert.equal(m.t('timezone-missing.fix', { zone: 'UTC' }), 'Append UTC', locale);
    assert.equal(m.num(10000), '10,000', locale);
  }
  assert.equal(messagesFor('fr').num(10000).replace(/\s/g, ' '), '10 000');
  // Japanese and Chinese lists take no spaces and "、" between items; Korean ones are spaced.
  assert.equal(messagesFor('ja').t('timezone-missing.fix', { zone: 'UTC' }), 'UTC を追記');
  assert.equal(messagesFor('ja').and(['「影響」', '「原因」', '「再発防止策」']), '「影響」、「原因」、「再発防止策」');
  assert.equal(messagesFor('zh').and(['“影响”', '“根因”', '“改进措施”']), '“影响”、“根因”和“改进措施”');
  assert.equal(messagesFor('zh').and(['“影响”', '“根因”']), '“影响”和“根因”');
  assert.equal(messagesFor('ko').and(['영향', '근본 원인', '재발 방지 대책']), '영향, 근본 원인 및 재발 방지 대책');
  assert.equal(messagesFor('ja').list(['原因', '再発防止策']), '原因、再発防止策');
  assert.equal(messagesFor('en').list(['root cause', 'corrective actions']), 'root cause, corrective actions');
  // A month and its year in each language's order.
  assert.equal(messagesFor('en').monthYear(2, 2025), 'February 2025');
  assert.equal(messagesFor('fr').monthYear(2, 2025), 'février 2025');
  assert.equal(messagesFor('ja').monthYear(2, 2025), '2025年2月');
  assert.equal(messagesFor('ko').monthYear(2, 2025), '2025년 2월');
  assert.equal(messagesFor('zh').monthYear(2), '2月');
  for (const locale of ['ja', 'zh', 'ko']) {
    assert.equal(messagesFor(locale).locale, locale);
    assert.equal(messagesFor(locale).num(10000), '10,000', locale);
  }
});

/** A message text as a pattern: its placeholders match anything. */
function pattern(text: string): RegExp {
  const parts = text.split(/\{[A-Za-z][\w-]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^]*')}$`);
}

/** The ids of a rule's own messages (the shared words are not messages by themselves). */
const ruleIds = (rule: string) => IDS.filter((id) => id.startsWith(`${rule}.`));

/** Which language's templates of the rule a text matches ("fr", "en", … "none"; two or more joined by "+"). */
function languageOf(rule: string, text: string): string {
  const ids = ruleIds(rule);
  // A text matching two is written the same way in both languages (none is, today).
  const all: Record<string, Record<MessageId, string>> = { en: EN_MESSAGES, ...TABLES };
  const matched = Object.entries(all).filter(([, table]) => ids.some((id) => pattern(table[id]).test(text))).map(([l]) => l);
  return matched.length === 0 ? 'none' : matched.join('+');
}

/** Whether a text is one of the rule's templates in `locale`'s table, and none of the English ones. */
function writtenIn(table: Record<MessageId, string>, rule: string, text: string): boolean {
  const ids = ruleIds(rule);
  return ids.some((id) => pattern(table[id]).test(text)) && !ids.some((id) => pattern(EN_MESSAGES[id]).test(text));
}

/** The findings of a rule fixture, with its sibling `NAME.config.json` when it has one (as test/core/fixtures.test.ts reads them). */
function findingsOf(file: string): Finding[] {
  const cfgPath = join(DIR, file.replace(/\.(md|txt)$/, '.config.json'));
  const config = existsSync(cfgPath) ? mergeConfig(DEFAULT_CONFIG, JSON.parse(readFileSync(cfgPath, 'utf8')), RULE_IDS).config : DEFAULT_CONFIG;
  return analyze(readFileSync(join(DIR, file), 'utf8'), config, { now: NOW }).findings;
}

const files = readdirSync(DIR).filter((f) => /\.(md|txt)$/.test(f) && !/\.config\./.test(f)).sort();
const french = files.filter((f) => /\.fr\./.test(f));

test('a French document gets French messages and fix titles from every rule', () => {
  const fired = new Set<string>();
  for (const file of french) {
    for (const f of findingsOf(file)) {
      fired.add(f.rule);
      assert.equal(languageOf(f.rule, f.message), 'fr', `${file}: ${f.rule} message in French: ${f.message}`);
      if (f.fix) assert.equal(languageOf(f.rule, f.fix.title), 'fr', `${file}: ${f.rule} fix title in French: ${f.fix.title}`);
      if (f.group) assert.equal(languageOf(f.rule, f.group), 'fr', `${file}: ${f.rule} group text in French: ${f.group}`);
    }
  }
  assert.deepEqual(RULE_IDS.filter((r) => !fired.has(r)), [], 'every rule fires in a French fixture');
});

test('a German, Spanish, Portuguese, Italian or Dutch document gets messages and fix titles in its language', () => {
  for (const locale of ['de', 'es', 'pt', 'it', 'nl']) {
    const fired = new Set<string>();
    for (const file of files.filter((f) => f.includes(`.${locale}.`) || f.includes(`-${locale}.`))) {
      for (const f of findingsOf(file)) {
        fired.add(f.rule);
        assert.equal(languageOf(f.rule, f.message), locale, `${file}: ${f.rule} message in ${locale}: ${f.message}`);
        if (f.fix) assert.equal(languageOf(f.rule, f.fix.title), locale, `${file}: ${f.rule} fix title in ${locale}: ${f.fix.title}`);
        if (f.group) assert.equal(languageOf(f.rule, f.group), locale, `${file}: ${f.rule} group text in ${locale}: ${f.group}`);
      }
    }
    // The rules the language's fixtures make fire, at least: its dates, weekdays, zone labels, timeline order, milestones
    // and durations.
    for (const rule of ['incident-date', 'weekday-mismatch', 'timezone-label', 'timeline-order', 'milestone-order', 'duration-mismatch', 'timezone-not-utc']) {
      assert.ok(fired.has(rule), `${rule} fires in a ${locale} fixture`);
    }
  }
});

for (const [locale, table] of Object.entries(EAST_ASIAN_TABLES)) {
  test(`a ${locale} document gets ${locale} messages and fix titles from every rule`, () => {
    const fired = new Set<string>();
    for (const file of files.filter((f) => f.includes(`.${locale}.`))) {
      for (const f of findingsOf(file)) {
        fired.add(f.rule);
        assert.ok(writtenIn(table, f.rule, f.message), `${file}: ${f.rule} message in ${locale}: ${f.message}`);
        if (f.fix) assert.ok(writtenIn(table, f.rule, f.fix.title), `${file}: ${f.rule} fix title in ${locale}: ${f.fix.title}`);
        if (f.group) assert.ok(writtenIn(table, f.rule, f.group), `${file}: ${f.rule} group text in ${locale}: ${f.group}`);
      }
    }
    assert.deepEqual(RULE_IDS.filter((r) => !fired.has(r)), [], `every rule fires in a ${locale} fixture`);
  });
}

test('an English document gets English messages and fix titles', () => {
  const fired = new Set<string>();
  for (const file of files.filter((f) => !/\.(fr|de|es|pt|it|nl|ja|zh|ko)[.-]/.test(f))) {
    const findings = findingsOf(file);
    for (const f of findings) {
      fired.add(f.rule);
      assert.equal(languageOf(f.rule, f.message), 'en', `${file}: ${f.rule} message in English: ${f.message}`);
      if (f.fix) assert.equal(languageOf(f.rule, f.fix.title), 'en', `${file}: ${f.rule} fix title in English: ${f.fix.title}`);
      if (f.group) assert.equal(languageOf(f.rule, f.group), 'en', `${file}: ${f.rule} group text in English: ${f.group}`);
    }
  }
  assert.deepEqual(RULE_IDS.filter((r) => !fired.has(r)), [], 'every rule fires in an English fixture');
});

test('every message id of a rule is written by that rule', () => {
  for (const rule of RULE_IDS) {
    const source = readFileSync(`server/src/core/rules/${rule}.ts`, 'utf8');
    for (const id of ruleIds(rule)) assert.ok(source.includes(`'${id}'`), `${id} is used in rules/${rule}.ts`);
  }
  const ruleOwned = new Set(RULE_IDS.flatMap(ruleIds));
  for (const id of IDS.filter((i) => !ruleOwned.has(i))) assert.match(id, /^(list\.and|quote|milestone\.[a-z]+|month\.\d+|fix-all\.[a-z]+)$/, `${id} belongs to a rule or is a shared word`);
  // The fix-all titles are written where one rule's fixes are offered at once.
  const fixAllSources = ['server/src/lsp/codeActions.ts', 'server/src/core/view.ts'].map((p) => readFileSync(p, 'utf8')).join('\n');
  for (const id of IDS.filter((i) => i.startsWith('fix-all.'))) assert.ok(fixAllSources.includes(`'${id}'`), `${id} is used`);
});

/**
 * The message catalogue: the text of every finding and quick-fix title, looked up by message id with
 * named parameters in the document's language (`model.locale`). The tables are data, one per language
 * (messages/en.ts is the reference: every id and its `{name}` placeholders; messages/fr.ts), attached to
 * that language's words (`LocaleWords.messages`); a language without a table, or without a message, is
 * written in English. Adding a language's messages means adding one table.
 */
import { MESSAGES } from './index.js';
import { EN_MESSAGES, type MessageId } from './messages/en.js';

export type { MessageId, MessageTable } from './messages/en.js';
export { EN_MESSAGES } from './messages/en.js';

/** The placeholders of a message text: "{a} and {b}" → "a" | "b". */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer R}` ? P | Placeholders<R> : never;
/** The parameters message `K` takes. */
export type MessageParams<K extends MessageId> = Record<Placeholders<(typeof EN_MESSAGES)[K]>, string | number>;
type ParamArgs<K extends MessageId> = [Placeholders<(typeof EN_MESSAGES)[K]>] extends [never] ? [] : [params: MessageParams<K>];

/** The `{name}` placeholders of a text, sorted and without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([A-Za-z][\w-]*)\}/g)].map((m) => m[1]!))].sort();
}

/** One language's messages, with the helpers messages are built with. */
export interface Messages {
  /** The language the messages are written in: the document's when it has a table, else "en". */
  locale: string;
  /** The text of message `id` with its parameters filled in. */
  t<K extends MessageId>(id: K, ...params: ParamArgs<K>): string;
  /** Items joined as a list: "a and b", "a, b and c" ("a、b和c" in Chinese, "a、b、c" in Japanese). */
  and(items: readonly string[]): string;
  /** Items one after the other: "a, b, c" ("a、b、c" in Japanese and Chinese). */
  list(items: readonly string[]): string;
  /** A number as the language writes it (10,000; 10 000). */
  num(n: number): string;
  /** A month and its year as the language writes them ("February 2025", "2025年2月", "2025년 2월"); the month alone without a year. */
  monthYear(month: number, year?: number): string;
}

const NUMBER_LOCALES: Record<string, string> = { en: 'en-US', fr: 'fr-FR', de: 'de-DE', es: 'es-ES', pt: 'pt-BR', it: 'it-IT', nl: 'nl-NL', ja: 'ja-JP', zh: 'zh-CN', ko: 'ko-KR' };
/** A list word written without spaces around it, as Japanese and Chinese write them ("、", "和"): their lists use "、" too. */
const TIGHT = /^[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]+$/;
const cache = new Map<string, Messages>();

/** The messages of the document's language (`model.locale`), English where it has none. */
export function messagesFor(locale: string): Messages {
  let m = cache.get(locale);
  if (m) return m;
  const table = MESSAGES[locale];
  const speaks = table ? locale : 'en';
  const format = new Intl.NumberFormat(NUMBER_LOCALES[speaks] ?? 'en-US');
  const t = <K extends MessageId>(id: K, ...params: ParamArgs<K>): string => {
    const text: string = table?.[id] ?? EN_MESSAGES[id];
    const values = (params[0] ?? {}) as Record<string, string | number>;
    return text.replace(/\{([A-Za-z][\w-]*)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
  const andWord = t('list.and');
  const tight = TIGHT.test(andWord);
  const join = tight ? andWord : ` ${andWord} `;
  const sep = tight ? '、' : ', ';
  m = {
    locale: speaks,
    t,
    and: (items) => (items.length <= 2 ? items.join(join) : `${items.slice(0, -1).join(sep)}${join}${items[items.length - 1]}`),
    list: (items) => items.join(sep),
    num: (n) => format.format(n),
    monthYear: (month, year) => {
      const name: string = (table?.[`month.${month}` as MessageId] ?? EN_MESSAGES[`month.${month}` as MessageId]) as string;
      if (year === undefined) return name;
      // A month written with a counter ("2月", "2월") comes after its year: the language's own order, from Intl.
      if (!/^\d/.test(name)) return `${name} ${year}`;
      return new Intl.DateTimeFormat(NUMBER_LOCALES[speaks] ?? 'en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
    },
  };
  cache.set(locale, m);
  return m;
}

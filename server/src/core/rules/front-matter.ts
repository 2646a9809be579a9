import { messagesFor } from '../locale/messages.js';
import type { Rule } from './rule.js';

export const frontMatter: Rule = {
  meta: {
    id: 'front-matter',
    anyDocument: true,
    description: 'Front matter that cannot be read (invalid YAML or TOML, or not a mapping).',
    defaultSeverity: 'error',
    fixable: false,
    docs: {
      rationale: 'The incident date, time zone and status come from the front matter; when it cannot be read they are lost silently.',
      bad: '---\ndate: [2021-09-30\n---',
      good: '---\ndate: 2021-09-30\n---',
    },
  },
  check({ model }) {
    const error = model.frontMatterError;
    if (!error) return [];
    const m = messagesFor(model.locale);
    const message = error.format === undefined ? m.t('front-matter.not-mapping') : m.t('front-matter.invalid', { format: error.format, detail: error.detail ?? '' });
    return [{ message, range: error.range }];
  },
};

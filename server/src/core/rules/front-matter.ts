import type { Rule } from './rule.js';

export const frontMatter: Rule = {
  meta: {
    id: 'front-matter',
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
    return model.frontMatterError ? [{ message: model.frontMatterError.message, range: model.frontMatterError.range }] : [];
  },
};

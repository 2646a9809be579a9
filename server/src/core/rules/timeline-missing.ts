import { messagesFor } from '../locale/messages.js';
import { unreadLanguage } from './language.js';
import type { Rule } from './rule.js';
import { documentAnchor, insertSection } from './required-section.js';

export const timelineMissing: Rule = {
  meta: {
    id: 'timeline-missing',
    description: 'The postmortem has no timeline.',
    defaultSeverity: 'info',
    fixable: true,
    docs: {
      rationale: 'A UTC timeline is the backbone of a postmortem: it is what detection, mitigation and resolution times are measured from. '
        + 'The fix inserts a timeline table skeleton.',
      bad: '# Queue outage\n\n## Impact\n\nJobs were delayed.',
      good: '# Queue outage\n\n## Timeline\n\n| Time (UTC) | Event |\n|---|---|\n| 09:12 | Queue depth alarm fires |',
    },
  },
  check({ model }) {
    if (model.timelineSection || model.timeline.length > 0 || unreadLanguage(model)) return [];
    const m = messagesFor(model.locale);
    return [{
      range: documentAnchor(model),
      message: m.t('timeline-missing.message'),
      fix: { title: m.t('timeline-missing.fix'), edits: [insertSection(model, 'timeline', '| Time (UTC) | Event |\n|---|---|\n|  |  |')], safe: false },
    }];
  },
};

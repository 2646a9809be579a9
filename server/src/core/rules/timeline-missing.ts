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
    if (model.timelineSection || model.timeline.length > 0) return [];
    return [{
      range: documentAnchor(model),
      message: 'No timeline found. Expected a "Timeline" section with one entry per event and its UTC time.',
      fix: { title: 'Insert a timeline section', edits: [insertSection(model, 'timeline', '| Time (UTC) | Event |\n|---|---|\n|  |  |')], safe: false },
    }];
  },
};

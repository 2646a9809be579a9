/**
 * action-item: an action item that cannot be followed up — no owner, no tracking reference or due date —
 * or that is not an action (does not start with a verb).
 * Default: the verb check everywhere; owner and tracking where the document's own table has those columns
 * (an empty "Owner" cell is a gap in the writer's own format). Option `require: ["owner", "tracking"]`
 * checks every item, `require: []` only the verb; `verb: false` turns the verb check off.
 */
import { NOTHING } from '../features/metrics.js';
import { ACTION_VERBS } from '../locale/index.js';
import { actionItems } from '../model/actions.js';
import { messagesFor } from '../locale/messages.js';
import type { Rule, RuleFinding } from './rule.js';

const short = (t: string) => (t.length > 48 ? `${t.slice(0, 45)}…` : t);

export const actionItem: Rule = {
  meta: {
    id: 'action-item',
    description: 'An action item has no owner or no tracking reference/due date (where required), or does not start with a verb.',
    defaultSeverity: 'info',
    fixable: false,
    docs: {
      rationale: 'Action items are the part of a postmortem that changes something, and only if someone owns them and they are tracked. An item '
        + 'that does not start with a verb ("Better monitoring") is a wish, not an action: write what will be done ("Alert on queue depth above 1,000"). '
        + 'By default the owner and the tracking reference (link, #123, ABC-123, or a due date) are required where the document\'s table has Owner / '
        + 'Bug / Due columns; set the option `require: ["owner", "tracking"]` to require them on every item, and `verb: false` to skip the verb check. '
        + 'The verb check applies to documents in a language whose verbs the linter knows (English, French).',
      bad: '# Disk full\n\n## Action items\n\n| Action | Owner | Bug |\n|---|---|---|\n| Better disk monitoring | | |',
      good: '# Disk full\n\n## Action items\n\n| Action | Owner | Bug |\n|---|---|---|\n| Alert when a disk is 80% full | @dana | OPS-112 |',
    },
  },
  check({ model, options }) {
    const out: RuleFinding[] = [];
    const require = Array.isArray(options['require']) ? (options['require'] as unknown[]).map(String) : undefined;
    // The verb check needs the language's verbs: a document in a language without them is not judged on it.
    const verb = options['verb'] !== false && ACTION_VERBS[model.locale] !== undefined;
    const m = messagesFor(model.locale);
    for (const item of actionItems(model)) {
      if (item.text === '' || NOTHING.test(item.text)) continue;
      const needOwner = require ? require.includes('owner') : item.columns?.owner === true;
      const needTracking = require ? require.includes('tracking') || require.includes('due') : item.columns?.tracking === true;
      const noOwner = item.status !== 'done' && needOwner && !item.owner;
      const noTracking = item.status !== 'done' && needTracking && !item.tracking;
      const problems: string[] = [];
      if (noOwner || noTracking) problems.push(m.t(noOwner && noTracking ? 'action-item.missing.both' : noOwner ? 'action-item.missing.owner' : 'action-item.missing.tracking'));
      const verbProblem = verb && !item.startsWithVerb && item.status !== 'done' && !/^\*\*[^*]+\*\*$/.test(item.text);
      if (verbProblem) problems.push(m.t('action-item.no-verb'));
      if (problems.length === 0) continue;
      const expected: string[] = [];
      if (verbProblem) expected.push(m.t('action-item.expect.verb'));
      if (noOwner) expected.push(m.t('action-item.expect.owner'));
      if (noTracking) expected.push(m.t('action-item.expect.tracking'));
      out.push({ range: item.range, message: m.t('action-item.message', { text: short(item.text), problems: m.and(problems), expected: m.list(expected) }) });
    }
    return out;
  },
};

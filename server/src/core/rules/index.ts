/** Every rule, in the order findings are reported. */
import type { Rule, RuleMeta } from './rule.js';
import { requiredSection } from './required-section.js';
import { sectionEmpty } from './section-empty.js';
import { timeFormat } from './time-format.js';
import { dateFormat } from './date-format.js';
import { timezoneMissing } from './timezone-missing.js';
import { timezoneNotUtc } from './timezone-not-utc.js';
import { timelineOrder } from './timeline-order.js';
import { incidentDate } from './incident-date.js';
import { timelineMissing } from './timeline-missing.js';
import { frontMatter } from './front-matter.js';
import { durationMismatch } from './duration-mismatch.js';
import { weekdayMismatch } from './weekday-mismatch.js';
import { timezoneLabel } from './timezone-label.js';
import { milestoneOrder } from './milestone-order.js';
import { futureTime } from './future-time.js';
import { blamelessLanguage } from './blameless-language.js';
import { actionItem } from './action-item.js';
import { parseLimit } from './parse-limit.js';

export type { Rule, RuleMeta, RuleContext, RuleFinding } from './rule.js';

export const ALL_RULES: readonly Rule[] = [
  frontMatter, requiredSection, sectionEmpty, timeFormat, dateFormat, timezoneMissing, timezoneNotUtc, timelineOrder, incidentDate, timelineMissing,
  durationMismatch, weekdayMismatch, timezoneLabel, milestoneOrder, futureTime, blamelessLanguage, actionItem, parseLimit,
];

export const RULES: readonly RuleMeta[] = ALL_RULES.map((r) => r.meta);
export const RULE_IDS: readonly string[] = RULES.map((r) => r.id);

export function ruleMeta(id: string): RuleMeta | undefined {
  return RULES.find((r) => r.id === id);
}

export { sortTimelineEdits } from './timeline-order.js';

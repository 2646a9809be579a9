/**
 * English messages: the text of every finding and quick-fix title the rules write, by message id. The
 * reference table: its ids are every message id (`MessageId`) and its `{name}` placeholders the parameters
 * each message takes; another language's table (fr.ts) gives the same ids with the same placeholders, and
 * a message it lacks is written in English. Data only: rules look messages up through locale/messages.ts.
 */
export const EN_MESSAGES = {
  // --- Shared words ---
  'list.and': 'and',
  quote: '"{text}"',
  'milestone.start': 'start',
  'milestone.detected': 'detected',
  'milestone.acknowledged': 'acknowledged',
  'milestone.mitigated': 'mitigated',
  'milestone.resolved': 'resolved',
  'month.1': 'January', 'month.2': 'February', 'month.3': 'March', 'month.4': 'April', 'month.5': 'May', 'month.6': 'June',
  'month.7': 'July', 'month.8': 'August', 'month.9': 'September', 'month.10': 'October', 'month.11': 'November', 'month.12': 'December',
  // Fix-all titles: one rule's fixes at once (the quick-fix menu, the preview's repeated problems).
  'fix-all.rule': 'Fix all {count} {rule} problems',
  'fix-all.titled': '{title} to all {count}',
  'fix-all.count': 'Fix all {count}',

  // --- action-item ---
  'action-item.message': 'Action item "{text}" {problems}. Expected {expected}.',
  'action-item.missing.owner': 'has no owner',
  'action-item.missing.tracking': 'has no tracking reference or due date',
  'action-item.missing.both': 'has no owner and no tracking reference or due date',
  'action-item.no-verb': 'does not start with a verb',
  'action-item.expect.verb': 'an action that starts with a verb ("Add …", "Alert on …")',
  'action-item.expect.owner': 'an owner (@name or the Owner column)',
  'action-item.expect.tracking': 'a link, an issue id or a due date',

  // --- blameless-language ---
  'blameless-language.blame': '"{text}" assigns blame. {suggestion}',
  'blameless-language.hindsight': '"{text}" judges with hindsight. {suggestion}',
  'blameless-language.person': '"{text}" names a person as the cause. Describe the role and the action, and the conditions that allowed it.',
  'blameless-language.suggestion': 'Describe the contributing factors instead.',

  // --- date-format ---
  'date-format.bad-year': '{raw} is not a valid date: the year {year} has {digits} digits. Expected a 4-digit year.',
  'date-format.no-day': '{raw} is not a valid date: {month} has no day {day}.',
  'date-format.no-month': '{raw} is not a valid date: there is no month {month}.',

  // --- duration-mismatch ---
  'duration-mismatch.window': '"{text}" does not match the window {from} – {to}, which is {duration}. Expected a duration of about {duration}, or a corrected window.',
  'duration-mismatch.timeline': '"{text}" does not match the timeline: no two of its times are {duration} apart{closest}{metric}. Expected the stated duration to agree with the timeline.',
  'duration-mismatch.bound': '"{text}" does not match the timeline{metric}. Expected the stated duration to agree with the timeline.',
  'duration-mismatch.closest': '; the closest is {duration} ({from} → {to})',
  'duration-mismatch.metric': ' (time from {from} to {to}: {duration})',
  'duration-mismatch.gap': 'The window {from} – {to} UTC falls on days the timeline does not cover: its nearest entries are at {before} and {after} UTC. Expected the window\'s dates to match the timeline.',
  'duration-mismatch.outside': 'The window {from} – {to} UTC is outside the timeline, which runs from {start} to {end} UTC. Expected the window\'s dates to match the timeline.',

  // --- front-matter ---
  'front-matter.not-mapping': 'Front matter must be a mapping of keys to values.',
  'front-matter.invalid': 'Front matter is not valid {format}: {detail}',

  // --- future-time ---
  'future-time.after-now': '{time} is after now{inherited}. Expected a time in the past: check the year, month and day.',
  'future-time.after-modified': '{time} is after the document\'s last modification ({key}: {date}){inherited}. Expected a time in the past: check the year, month and day.',
  'future-time.inherited': ' (the date is inherited from above)',

  // --- incident-date ---
  'incident-date.none': 'No incident date found. Expected a full date (YYYY-MM-DD) in the front matter, the title or the timeline.',
  'incident-date.no-year': 'The incident date {raw} has no year. Expected a full date with its year ({raw}, YYYY or YYYY-MM-DD).',
  'incident-date.timeline': 'The incident date {date} is {days} days away from the timeline, whose dated entries run from {from} to {to}. Expected the date the incident happened.',

  // --- milestone-order ---
  'milestone-order.point': '{milestone} ({time}, line {line})',
  'milestone-order.order': '{later} comes before {earlier}: expected {first} before {second}. Check the times, or the words that mark the milestones.',
  'milestone-order.key-event': 'This key event gives {milestone} at {time}, but the timeline has it at {timelineTime} (line {line}), {gap} {direction}. Expected the same time in both.',
  'milestone-order.front-matter': 'The front matter gives {milestone} at {time}, but the timeline has it at {timelineTime} (line {line}), {gap} {direction}. Expected the same time in both.',
  'milestone-order.earlier': 'earlier',
  'milestone-order.later': 'later',

  // --- parse-limit ---
  'parse-limit.reason.long-line': 'a line longer than {n} characters',
  'parse-limit.reason.deep-nesting': 'list or quote markers nested more than {n} deep on one line',
  'parse-limit.reason.deep-indent': 'a line indented more than {n} columns',
  'parse-limit.reason.many-cells': 'more than {n} table cell separators on one line',
  'parse-limit.reason.large-block': 'a block of more than {lines} lines or {kb} KB',
  'parse-limit.reason.large-front-matter': 'front matter larger than {kb} KB',
  'parse-limit.line': 'Line {line}',
  'parse-limit.lines': 'Lines {from}–{to}',
  'parse-limit.parts.one': '{lines} were read in parts of about {n} lines',
  'parse-limit.parts.many': '{lines} were read in parts of about {n} lines',
  'parse-limit.front-matter.one': '{lines} (front matter) were not read as YAML or TOML',
  'parse-limit.front-matter.many': '{lines} (front matter) were not read as YAML or TOML',
  'parse-limit.plain.one': '{lines} was read as plain text',
  'parse-limit.plain.many': '{lines} were read as plain text',
  'parse-limit.sentence': '{what}: {reason}, which the Markdown parser reads too slowly.',
  'parse-limit.more.one': '{n} more place too ({list}).',
  'parse-limit.more.many': '{n} more places too ({list}).',

  // --- required-section ---
  'required-section.one': 'Missing required section: {list}. Expected a section such as {heading}.',
  'required-section.many': 'Missing required sections: {list}. Expected sections such as {headings}.',
  'required-section.fix.one': 'Add a {heading} section',
  'required-section.fix.many': 'Add the missing sections ({list})',

  // --- section-empty ---
  'section-empty.message': 'The "{title}" section is empty: write what it should say ({kind}), or remove the placeholder.',
  'section-empty.heading': 'The section "{title}" is empty: nothing stands under its heading. Write it or remove the heading.',
  'section-empty.placeholder': 'The section "{title}" holds only a placeholder. Write it or remove the heading.',

  // --- time-format ---
  'time-format.meridiem-on-24h': '{value} is not a valid time: a 24-hour time takes no am/pm. Expected {corrected}.',
  'time-format.meridiem-zero': '{value} is not a valid time: a 12-hour time has hours 1 to 12. Expected 12:{minute} {meridiem} or a 24-hour time.',
  'time-format.meridiem-conflict': '{value} is not a valid time: hour {hour} contradicts {meridiem}. Expected a 24-hour time without am/pm, or a 12-hour time with hours 1 to 12.',
  'time-format.hour-range': '{value} is not a valid time: hours go from 00 to 23.',
  'time-format.minute-range': '{value} is not a valid time: minutes go from 00 to 59.',
  'time-format.second-range': '{value} is not a valid time: seconds go from 00 to 59.',
  'time-format.fix': 'Change to {corrected}',

  // --- timeline-missing ---
  'timeline-missing.message': 'No timeline found. Expected a "Timeline" section with one entry per event and its UTC time.',
  'timeline-missing.fix': 'Insert a timeline section',

  // --- timeline-order ---
  'timeline-order.next-day': '{time} is earlier than the entry before it ({previous}, line {line}): read as the next day (the timeline crosses midnight without a date). Write the date on this entry.',
  'timeline-order.next-day.dated': '{time} is earlier than the entry before it ({previous}, line {line}): read as the next day, {date} (the timeline crosses midnight without a date). Write the date on this entry.',
  'timeline-order.crossing': '{time} is earlier than the entry before it ({previous}, line {line}): this looks like a midnight crossing. Write the date on this entry.',
  'timeline-order.crossing.dated': '{time} is earlier than the entry before it ({previous}, line {line}): this looks like a midnight crossing. Expected the date {date} on this entry.',
  'timeline-order.earlier': '{time} is earlier than the entry before it ({previous}, line {line}). Expected entries in time order.',
  'timeline-order.later': '{time} is later than the entry before it ({previous}, line {line}), in a timeline written newest first. Expected each entry earlier than the one above it.',
  'timeline-order.fix.date': 'Insert the date {date}',
  'timeline-order.fix.date-run': 'Insert the date {date} on this day\'s {n} entries',
  'timeline-order.fix.sort': 'Sort timeline entries',

  // --- timezone-label ---
  'timezone-label.season': '{label} does not apply on {date}: {zone} is on {expected} ({offset}) then. Expected {expected}.',
  'timezone-label.conversion': '{written} is not {time}: {time} is {want} ({label} is {offset}). Expected {want}.',
  'timezone-label.fix.label': 'Change {label} to {expected}',
  'timezone-label.fix.conversion': 'Change to {time}',

  // --- timezone-missing ---
  'timezone-missing.message': '{value} has no time zone and the document declares none. Expected a zone such as {zone}.',
  'timezone-missing.run': '{count} timeline times, from {value} on, have no time zone and the document declares none. Expected a zone such as {zone}.',
  'timezone-missing.fix': 'Append {zone}',
  'timezone-missing.group': 'No time zone, and the document declares none. Expected a zone such as {zone}.',

  // --- timezone-not-utc ---
  'timezone-not-utc.explicit': '{time} is in {zone}; timeline times should be in UTC.',
  'timezone-not-utc.explicit.converted': '{time} is in {zone}; timeline times should be in UTC. Expected {utc}.',
  'timezone-not-utc.declared': 'Timeline times are declared in {zone}; timeline times should be in UTC.',
  'timezone-not-utc.fix': 'Convert to {utc}',
  'timezone-not-utc.group': 'Times in {zone}; timeline times should be in UTC.',

  // --- weekday-mismatch ---
  'weekday-mismatch.message': '{written} does not match {date}{inferred}, which is a {weekday}. Expected {expected}, or a corrected date.',
  'weekday-mismatch.inferred': ' (year {year} taken from the document)',
  'weekday-mismatch.fix': 'Change {written} to {expected}',
} as const;

/** Every message id. */
export type MessageId = keyof typeof EN_MESSAGES;
/** A language's messages: every id, each with the placeholders of the English text. */
export type MessageTable = Record<MessageId, string>;

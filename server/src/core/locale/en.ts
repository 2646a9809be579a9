/** English: every word the analysis core reads for English text. Data only (see locale/types.ts). */
import { EN_MESSAGES } from './messages/en.js';
import type { LocaleWords } from './types.js';

const SYSTEM = 'Describe the conditions that made the action possible or likely (a missing guard, an unclear runbook, a confusing tool).';
const HINDSIGHT = 'Describe what the person knew and why the action made sense at the time, then the safeguard that was missing.';
const TRAIT = 'Describe the action and the missing safeguard, not a trait of the person.';
const FAULT = 'Describe the contributing factors instead of assigning fault.';

export const en: LocaleWords = {
  id: 'en',

  sections: {
    summary: ['summary', 'executive summary', 'incident summary', 'issue summary', 'overview', 'tl;dr', 'tldr', 'what happened', 'description', 'background', 'key metrics', 'incident metrics', 'the short version', 'short version'],
    impact: ['impact', 'effect on the public', 'effect on customers', 'effect on users', 'effect on patients', 'business impact', 'customer impact', 'user impact', 'incident impact', 'components impacted', 'affected components', 'affected services', 'affected systems', 'scope of impact', 'blast radius', 'who was affected',
      'impact on customers', 'impact to customers', 'customer-facing impact', 'user-facing impact', 'affected customers', 'affected users', 'what was affected',
      'what was impacted', 'how does this affect me', 'how does this affect you', 'who is affected', 'what is affected', 'risks and hazards', 'risks',
      'how it affected you', 'how this affected you', 'how it affected our customers', 'how it affected players',
      'what customers saw', 'what you will have noticed', 'what you may have noticed', 'what you might have noticed', 'what you noticed', 'what customers noticed', 'what users noticed', 'consequences', 'consequences for customers', 'consequences for residents', 'consequences for users', 'what broke', 'what it meant for customers', 'what it meant for users', 'what this meant for customers', 'what people saw', 'what people experienced', 'what customers experienced', 'what users saw', 'what users experienced', 'what you saw', 'what you experienced', 'customer experience', 'what information was involved', 'information involved', 'who got hurt', 'who was hurt', 'who got hit', 'what players saw', 'what viewers saw', 'what listeners saw', 'what members saw', 'what subscribers saw', 'impact assessment', 'assessment of impact'],
    timeline: ['timeline', 'timeline of events', 'detailed timeline', 'incident timeline', 'chronology', 'chronology of events', 'schedule of events', 'sequence of events', 'time line', 'event log', 'how it unfolded', 'how the incident unfolded', 'how events unfolded', 'timelines', 'incident timelines', 'how the day unfolded', 'how the night unfolded', 'how the evening unfolded', 'how the morning unfolded', 'how the weekend unfolded', 'how did it unfold', 'how did we respond', 'how we responded', 'what happened hour by hour', 'what happened minute by minute', 'what happened and when', 'hour by hour', 'minute by minute', 'status updates', 'status page updates', 'status history', 'incident log', 'when did it happen', 'when it happened', 'when did things happen'],
    detection: ['detection', 'how we detected', 'how was it detected', 'alerting'],
    resolution: ['resolution', 'resolution and recovery', 'recovery', 'mitigation', 'remediation', 'response', 'how we fixed it', 'fix', 'details of fix', 'details of the fix'],
    'root-cause': ['root cause', 'root causes', 'root cause analysis', 'cause', 'causes', 'contributing factors', 'why it happened', 'why we ran short', 'why it went wrong', 'why we ran out', 'what went wrong technically', 'trigger and root cause', 'technical details',
      'what caused it', 'what caused the outage', 'what caused the incident', 'details of the issue', 'details of the incident', 'details of incident',
      'what went wrong and why', 'why did it happen', 'why this happened', 'why did this happen', 'what caused this', 'cause of the incident', 'cause of the outage',
      'five whys', '5 whys', 'the five whys', 'causal analysis', 'causal factors',
      'reason for outage', 'reason for the outage',
      'what caused the disruption', 'what caused the problem', 'what caused the issue', 'what caused the failure', 'why', 'what caused the event', 'what caused the service event', 'why it broke', 'why did it break', 'why things broke', 'why these happened'],
    'corrective-actions': ['corrective actions', 'corrective measures', 'remedial actions', 'remedial measures', 'fixes', 'corrective and preventative measures', 'corrective and preventive measures', 'action items', 'actions', 'follow-up actions', 'follow-ups', 'follow up', 'next steps', 'preventative actions', 'preventive actions', 'preventative measures', 'preventive measures', 'prevention', 'remediation items', 'improvements', 'future work', 'what we are doing about it', "what we're doing", 'action plan',
      // Added after the move to locale/: the names teams give corrective actions, and the lead-ins that open them.
      'follow-up', 'followups', 'follow ups', 'follow-up items', 'follow-up tasks', 'safeguards', "what we're doing about it",
      'what we are doing to prevent this', "what we're doing to prevent this", 'what we are changing', "what we're changing",
      'to prevent this from happening again', 'to prevent this from happening in the future', 'to prevent this from recurring',
      'to prevent a recurrence', 'to prevent recurrence', 'to prevent this in the future', 'to prevent similar incidents',
      'to prevent future incidents', 'to avoid this in the future', 'to avoid this happening again',
      'to make sure this does not happen again', "to make sure this doesn't happen again",
      'to ensure this does not happen again', "to ensure this doesn't happen again", 'resulting action', 'resulting actions',
      'recommendations', 'what are we doing', 'what are we doing about it', 'what are we doing to prevent this',
      'the following changes', 'the following improvements', 'the following steps', 'the following actions', 'the following measures', 'the following fixes', 'what we changed',
      'how are we making incidents like this less likely', 'how are we making incidents like this less likely or less impactful',
      'what comes next', "what we've changed", 'what we have changed', 'what we have changed already', 'what we will do differently', "what we'll do differently",
      'what we are doing next', 'how we will prevent this', 'how we are preventing this', "what's next", 'what is next', 'where we go from here',
      'stop this happening again', 'stop this from happening again', 'remedial measures', 'remedial actions', 'follow-up work', 'preventing recurrence', 'prevent recurrence', 'what we are doing', 'improvement plan', 'improvement actions', 'what are we changing', 'what we\'ll do', 'what we will do', 'what i changed', "what i've fixed", "what i've fixed so far", 'what i fixed', "what i'm changing"],
    'lessons-learned': ['lessons learned', 'lessons learnt', 'lessons', 'learnings', 'what went well', 'what went wrong', 'where we got lucky', 'takeaways', 'insights', 'what i learned', 'what i learnt'],
  },
  headings: {
    summary: 'Summary', impact: 'Impact', timeline: 'Timeline', detection: 'Detection', resolution: 'Resolution',
    'root-cause': 'Root Cause', 'corrective-actions': 'Corrective Actions', 'lessons-learned': 'Lessons Learned',
  },
  sectionLabels: {
    impact: 'impact', 'root-cause': 'root cause', 'corrective-actions': 'corrective actions', timeline: 'timeline', summary: 'summary',
    detection: 'detection', resolution: 'resolution', 'lessons-learned': 'lessons learned',
  },
  placeholders: ['tbd', 'todo', 'tba', 'n/a', '...', '…', 'xxx', 'fixme', 'to be completed', 'to be determined', 'to be added', 'to be confirmed', 'to be written', 'coming soon', 'fill in', 'to fill in', 'to be filled in'],
  placeholderWhen: ['after', 'once', 'when', 'following', 'pending', 'until', 'by', 'waiting', 'awaiting'],
  weakSectionNames: ['cause', 'causes', 'actions', 'fix', 'response', 'description', 'background', 'overview', 'recovery',
    'improvements', 'prevention', 'lessons', 'insights', 'alerting', 'follow up', 'follow-ups', 'next steps',
    'mitigation', 'remediation', 'detection', 'summary', 'impact', 'timeline', 'learnings', 'takeaways', 'event log', 'future work',
    'follow-up', 'followups', 'follow ups', 'safeguards'],
  exactSectionNames: ['follow-up', 'followups', 'follow ups', 'safeguards', 'affected customers', 'affected users', 'why'],

  markers: ['the', 'and', 'was', 'were', 'of', 'to', 'we', 'our', 'with', 'from', 'this', 'that', 'is'],
  // English words that Italian or Dutch list too: they do not tell those languages from English.
  sharedMarkers: ['in'],

  months: {
    january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
    july: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10,
    november: 11, nov: 11, december: 12, dec: 12,
  },
  capitalisedMonths: true,
  weekdays: {
    monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, thursday: 4, thu: 4, thurs: 4,
    friday: 5, fri: 5, saturday: 6, sat: 6, sunday: 7, sun: 7,
  },
  localWeekdays: {},
  parenWeekdays: {},
  weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  dateArticles: ['the'],
  ordinalSuffixes: ['st', 'nd', 'rd', 'th'],
  firstDay: [],
  dayMonthLinks: ['of'],
  monthYearLinks: [],

  // The dashes are written here, between "to" and "and", as English lists them; they join ranges in any language.
  rangeJoins: ['to', '-', '–', '—', 'and', 'until', 'till', 'through'],
  rangeApprox: ['approximately', 'about', 'around'],
  hourLeads: [],
  windowDateLinks: ['at'],
  conversionAfterComma: ['i.e.'],
  conversionWords: ['or'],
  dateTimeLinks: ['at'],
  clockLengthLeads: [],
  paragraphTimeLeads: ['at', 'on', 'around', 'by', 'at approximately', 'at about', 'at around', 'shortly after', 'just after', 'just before'],
  timeWords: ["o'clock", 'hrs'],
  dottedTimeLeads: [],
  zoneSentenceNouns: ['times', 'time', 'timestamps', 'events'],
  zoneLabels: ['time zone', 'timezone', 'time zone used', 'times in', 'times', 'all times', 'timestamps'],
  zoneSentenceWords: ['are', 'is', 'shown', 'listed', 'given', 'below', 'above', 'here', 'in this document', 'in this report', 'documented', 'recorded', 'written', 'expressed', 'reported', 'of this report', 'of this document', 'in this post', 'in this timeline', 'in the timeline', 'in the table', 'in this table', 'on this page', 'throughout', 'mentioned', 'stated', 'used'],
  zoneSentencePrepositions: ['in'],
  updateStampWords: ['posted', 'updated', 'published', 'last updated'],
  updateWords: ['update', 'status update', 'updates', 'status updates'],
  maintenanceTitles: ['scheduled maintenance', 'planned maintenance', 'maintenance notice', 'maintenance announcement', 'upcoming maintenance', 'maintenance window', 'change request', 'change record', 'planned change', 'scheduled change', 'planned failover', 'failover test', 'disaster recovery test', 'dr test', 'change freeze'],
  otherDocumentTitles: ['on-call rotation', 'reliability weekly', 'weekly newsletter', 'reliability newsletter', 'retention policy', 'data retention', 'change advisory board', 'advisory board', 'cab minutes', 'meeting minutes', 'communication templates', 'communications templates', 'comms templates', 'message templates', 'components and uptime', 'status page components', 'uptime report', 'uptime by component', 'freshness sla', 'sla policy', 'sla for', 'event calendar', 'live-ops calendar', 'faq', 'on-call rota', 'on-call roster', 'change calendar', 'maintenance calendar', 'incident process', 'process guide', 'staff guide', 'roster and handover', 'reliability summary', 'reliability roadmap', 'roadmap for', 'test plan', 'business continuity', 'continuity test', 'monthly summary', 'monthly reliability', 'escalation guide', 'escalation policy', 'on-call handbook', 'oncall handbook', 'on-call guide', 'handbook', 'how we run postmortems', 'how we write postmortems', 'how we do postmortems', 'postmortem process', 'post-mortem process', 'incident review process', 'postmortem guide', 'postmortem guidelines', 'postmortem policy', 'incident history', 'past incidents', 'list of incidents', 'incident index', 'index of incidents', 'all incidents', 'incident reports', 'postmortem index', 'on-call handover', 'handover notes', 'weekly report', 'monthly report', 'availability report', 'reliability report', 'weekly operations review', 'weekly ops review', 'weekly operations report', 'weekly ops report', 'monthly operations review', 'monthly ops review', 'quarterly report', 'quarterly review', 'sla credit', 'runbook', 'playbook', 'newsletter', 'sre monthly', 'sre weekly', 'annual report', 'annual review', 'year in review', 'incident statistics', 'post-incident review procedure', 'post-incident review process', 'introducing', 'security advisory', 'service level agreement', 'patch notes', 'release notes', 'changelog', 'terms of service',
    'subscribing to', 'subscribe to', 'how to subscribe', 'status page subscriptions', 'status notifications', 'service credits', 'service credit', 'released', 'release announcement', 'severity matrix', 'review agenda', 'meeting agenda', 'agenda', 'downtime procedures', 'it service report', 'quarterly it service', 'severity guide', 'severity guidelines', 'severity policy', 'incident severity', 'handover checklist', 'on-call handover', 'on-call checklist', 'escalation matrix', 'severity levels', 'severity definitions', 'incident classification', 'change freeze', 'change-freeze', 'freeze calendar', 'availability review', 'quarterly availability', 'letter template', 'rfo template', 'report template', 'postmortem template', 'template:', 'stand-up notes', 'standup notes', 'weekly stand-up', 'weekly standup', 'meeting notes', 'writing an incident report', 'writing incident reports', 'how to write', 'writing a postmortem', 'frequently asked questions', 'faq', 'community call', 'release calendar', 'release schedule', 'how we write post-incident reviews', 'how we write incident reviews', 'writing post-incident reviews', 'how we write incident reports', 'on-call rota', 'on-call schedule', 'security policy', 'disclosure policy', 'vulnerability disclosure policy', 'how we run on-call', 'how we do on-call', 'how we handle on-call', 'how we organise on-call', 'how we organize on-call', 'devlog', 'dev log', 'weekly devlog', 'incident management process', 'sla report', 'availability and sla report', 'digest, vol', 'digest vol', 'accessibility statement', 'privacy notice', 'privacy policy', 'cookie policy', 'availability summary', 'uptime summary', 'uptime report', 'slo report', 'weekly status report', 'weekly operations status', 'operations status report', 'ops status report', 'weekly ops status', 'change request', 'release checklist', 'deployment checklist', 'deploy checklist', 'launch checklist', 'how we do incident response', 'how we handle incidents', 'how we run incidents', 'incident response process', 'incident response guide', 'eng weekly', 'engineering weekly', 'engineering update', 'on-call handoff', 'oncall handoff', 'resilience summary', 'operational resilience report', 'readiness plan', 'operations plan', 'operations bulletin', 'station bulletin', 'winter operations'],
  timeHeaders: ['time', 'when', 'timestamp', 'zulu'],
  dateHeaders: ['date', 'day'],
  localTimeWords: ['local', 'local time'],

  milestones: {
    start: [
      'outage begins', 'outage began', 'outage starts', 'outage started', 'outage start', 'impact begins', 'impact began', 'impact starts',
      'impact started', 'impact start', 'incident begins', 'incident began', 'incident starts', 'incident start', 'incident started',
      'start of impact', 'start of the outage', 'start of outage', 'errors began', 'errors started', 'started failing', 'began failing', 'start failing',
      'problem started', 'problem began', 'issue started', 'issue began', 'degradation started', 'degradation began', 'disruption started', 'disruption began',
      // What users saw begins: "payment timeouts start", "5xx errors begin".
      ...['errors', 'timeouts', 'failures', 'declines', 'rejections', '5xxs', '500s', '502s', '503s', '504s', 'exceptions']
        .flatMap((n) => ['start', 'starts', 'begin', 'begins'].map((v) => `${n} ${v}`)),
    ],
    detected: [
      'detected', 'alerted', 'alert fired', 'alerts fired', 'alert triggered', 'alerts triggered', 'paged', 'noticed', 'first alert', 'outage detected',
      'alert fires', 'alerts fire', 'alarm fires', 'alarm fired', 'alarms fired', 'page fires', 'page fired', 'alert triggers', 'pager fired', 'alert pages', 'alerts page', 'alarm pages', 'alert paged', 'alarm paged',
      'detects the issue', 'detects the problem', 'detects the errors', 'detects the outage', 'monitoring detects', 'alerting detects',
    ],
    acknowledged: [
      'acknowledged', 'incident declared', 'declared an incident', 'declared incident', 'incident opened', 'on-call engaged',
    ],
    mitigated: [
      'mitigated', 'mitigation applied', 'mitigation deployed', 'rollback complete', 'rollback completed', 'rolled back', 'workaround applied',
      'impact ends', 'impact ended', 'end of impact', 'outage mitigated',
      // What users can do again, before the incident is declared over: "Uploads succeed again", "sign-in working again".
      'working again', 'works again', 'succeed again', 'succeeding again', 'succeeded again', 'available again', 'responding again', 'back in service',
    ],
    resolved: [
      'resolved', 'fully recovered', 'recovered', 'all clear', 'back to normal', 'incident closed', 'outage ends', 'outage ended', 'end of outage',
      'restored', 'back online', 'fix deployed', 'fully operational', 'fully functional', 'marked as resolved', 'declared resolved',
      // A major incident is "stood down" when it is closed (British usage).
      'stood down',
    ],
  },
  milestoneNegations: [
    'not', 'never', 'n\'t', 'not yet', 'not fully', 'yet to be', 'still not', 'without being', 'to be', 'to get them', 'attempted to', 'tried to', 'trying to', 'failed to', 'if', 'until', 'before',
  ],
  milestoneIntentWords: [],
  milestoneFrontMatter: {
    start: ['start', 'started', 'impact_start', 'impactStart', 'start_time', 'started_at', 'startedAt', 'start_at', 'began_at'],
    detected: ['detected', 'detection', 'detected_at', 'detectedAt'],
    acknowledged: ['acknowledged', 'declared', 'acknowledged_at', 'acknowledgedAt', 'declared_at'],
    mitigated: ['mitigated', 'mitigated_at', 'mitigation', 'mitigatedAt'],
    resolved: ['resolved', 'resolved_at', 'end', 'ended', 'resolvedAt', 'resolvedWhen', 'resolved_when', 'ended_at', 'end_time', 'endedAt'],
  },
  keyEventLabels: {
    start: ['date/time', 'date and time', 'start time', 'start', 'started', 'began', 'incident start', 'incident time', 'time of incident', 'impact time'],
    detected: ['detection', 'detection time', 'time detected', 'time of detection'],
    acknowledged: [],
    mitigated: ['mitigation', 'mitigation time', 'time mitigated'],
    resolved: ['end time', 'end', 'ended', 'resolution', 'resolution time', 'time resolved', 'time of resolution'],
  },
  leadUpWords: [
    'merged', 'was merged', 'deployed', 'was deployed', 'released', 'was released', 'scheduled', 'was scheduled', 'planned', 'rolled out',
    'shipped', 'committed', 'introduced', 'approved', 'announced', 'upgraded', 'was upgraded', 'was updated',
  ],
  windowDuringWords: ['during', 'while', 'when'],
  measureWords: ['wait', 'waits', 'waited', 'waiting time', 'delay', 'delays', 'latency', 'response time', 'response times', 'queue time'],
  lengthFromWords: ['from', 'starting at', 'starting from', 'starting with', 'beginning at', 'beginning with', 'since'],
  lengthFromAfter: [],
  lengthFromLinks: ['at', 'around', 'about'],
  windowChangeWords: ['moved', 'changed', 'shifted', 'rescheduled', 'brought forward', 'pushed back', 'moving', 'changing', 'moves', 'changes', 'jumped', 'sprang', 'went back', 'went forward', 'fell back'],
  mailHeaderLabels: ['from', 'to', 'cc', 'subject', 'sent', 'reply-to'],
  incidentDayWords: ['day of the incident', 'incident day', 'on the day'],
  leadUpNotes: ['lead-up', 'no impact yet', 'no impact at this point', 'no customer impact yet', 'before any impact'],
  partialWords: ['partially', 'partly', 'largely', 'mostly', 'in most', 'most of', 'for most', 'in some', 'for some'],
  impactWords: [
    'error', 'errors', 'fail', 'fails', 'failed', 'failing', 'failure', 'failures', 'break', 'breaks', 'broke', 'broken', 'breaking', 'down', 'outage',
    'crash', 'crashed', 'crashes', 'crashing', 'deleted', 'caused', 'causing', 'degraded', 'unavailable', 'unresponsive', 'impact', 'impacted',
    'issue', 'issues', 'problem', 'problems', 'halt', 'halted', 'stop', 'stops', 'stopped', 'timeout', 'timeouts', 'alert', 'alerts', 'report',
    'reports', 'reported', 'reporting', 'alarm', 'alarms', 'occurrence', 'loss', 'lost', 'leak', 'leaked', 'exposed', 'compromised', 'vulnerability',
  ],
  pagingWords: ['paged', 'alerted'],
  escalationWords: ['team', 'teams', 'security', 'leadership', 'management', 'manager', 'managers', 'vendor', 'executives', 'escalated', 'escalation', 'escalate'],
  statusUpdateWords: ['updated to', 'changed to', 'moved to', 'switched to', 'set to', 'status'],
  monitoringLabels: ['monitoring'],
  incidentDateLabels: ['date', 'incident date', 'date of incident', 'date of the incident', 'incident day', 'day of incident', 'date of outage', 'outage date', 'occurred', 'occurred on'],
  modifiedKeys: ['lastmod', 'last_modified', 'lastModified', 'modified', 'updated', 'last_updated', 'lastUpdated'],
  modifiedLabels: ['last edited time', 'last edited', 'last updated', 'last modified', 'last update'],

  durationUnits: {
    second: ['second', 'seconds', 'sec', 'secs', 's'],
    minute: ['minute', 'minutes', 'min', 'mins', 'm'],
    hour: ['hour', 'hours', 'hr', 'hrs', 'h'],
    day: ['day', 'days', 'd'],
  },
  numberWords: {
    a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
    twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60, ninety: 90,
    // "forty-eight minutes", "twenty five hours".
    ...Object.fromEntries(['twenty', 'thirty', 'forty', 'fifty'].flatMap((tens, t) => ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
      .flatMap((unit, u) => [[`${tens}-${unit}`, (t + 2) * 10 + u + 1], [`${tens} ${unit}`, (t + 2) * 10 + u + 1]]))),
    half: 0.5, 'half an': 0.5, 'a half': 0.5,
  },
  countWords: ['a', 'an', 'one', 'two'],
  durationQualifiers: {
    // "~" and "≈" are written here as English lists them; they qualify a duration in any language.
    approx: ['approximately', 'approx.', 'approx', 'about', 'around', 'roughly', 'nearly', 'almost', 'an estimated', 'estimated', 'some', '~', '≈', 'circa', 'a little',
      // "a little over three hours" is about three hours, not any length above it.
      'a bit over', 'a little over', 'just over', 'slightly over', 'just under', 'a little under', 'slightly under'],
    min: ['over', 'more than', 'at least', 'upwards of', 'minimum'],
    max: ['under', 'less than', 'up to', 'at most', 'no more than', 'within'],
  },
  durationJoins: ['and'],
  halfWords: ['and a half'],
  fractionWords: { 'and a quarter': 0.25, 'and three quarters': 0.75, 'and three-quarters': 0.75 },
  durationDifferenceWords: ['started', 'began', 'ended', 'finished', 'extended by', 'delayed by', 'late by', 'overran by', 'overrun of', 'behind schedule by', 'later than planned by', 'longer than planned by', 'off by', 'wrong by', 'out by', 'skewed by', 'drifted by', 'rose by', 'increased by', 'grew by', 'dropped by', 'fell by', 'went up by', 'went down by'],
  durationDelayWords: ['late', 'later', 'behind', 'of delay', 'of lag', 'delayed', 'behind schedule', 'ahead', 'fast', 'longer', 'shorter', 'more than', 'less than', 'away', 'from now'],
  durationContrastWords: ['instead of', 'rather than'],
  outageWords: [
    'outage', 'outages', 'downtime', 'down time', 'disruption', 'incident', 'degradation', 'unavailable', 'unavailability', 'impact', 'impacted', 'down', 'interruption',
    'degraded', 'unusable', 'offline', 'unreachable', 'impaired', 'disrupted', 'stall',
    'unresponsive', 'inaccessible',
    // "Customers were without service for roughly 25 minutes".
    'without service', 'without connectivity', 'without internet', 'without access', 'without power', 'out of service',
  ],
  outageVerbs: ['failed', 'failing', 'timing out', 'timed out', 'erroring', 'stalled'],
  durationLinks: ['lasting', 'lasted', 'which lasted', 'that lasted', 'for', 'of', 'totalling', 'totaling'],
  outageAfter: ['outage', 'downtime', 'down time', 'disruption', 'failure', 'incident', 'interruption', 'degradation'],
  outageAdjectives: ['partial', 'total', 'full', 'complete', 'cascading', 'major', 'global', 'regional', 'widespread', 'intermittent', 'unplanned', 'service', 'site-wide', 'sitewide', 'platform-wide'],
  outageAfterLinks: ['of'],
  outageObjectLeads: ['because of the', 'because of this', 'because of that', 'due to the', 'due to this', 'owing to the', 'during the', 'after the', 'since the', 'following the', 'because of', 'due to'],
  outageCompoundHeads: ['procedure', 'procedures', 'window', 'windows', 'plan', 'plans', 'review', 'reviews', 'meeting', 'mode', 'page', 'notice', 'budget', 'report', 'form', 'forms', 'policy', 'drill', 'drills', 'runbook', 'template', 'process'],
  conditionalWords: ['if', 'when', 'whenever', 'unless', 'should', 'would', 'could', 'every', 'each', 'per', 'timeout', 'ago', 'later', 'earlier', 'after', 'before'],
  // "the standby failed three minutes after the active one": a point in time, not a length.
  offsetAfter: ['after', 'later', 'earlier', 'ago'],
  metricVerbs: {
    detect: ['detected', 'noticed', 'spotted', 'discovered', 'detect', 'notice', 'spot', 'discover'],
    mitigate: ['mitigated', 'mitigate'],
    resolve: ['resolved', 'recovered', 'restored', 'fixed', 'resolve', 'recover', 'restore', 'fix'],
  },
  metricVerbLinks: ['after', 'within', 'in'],
  metricTookWords: ['took', 'it took', 'took us', 'it took us', 'took the team'],
  metricTookLinks: ['to'],
  metricObjects: ['it', 'this', 'the', 'an', 'a', 'our', 'issue', 'problem', 'service', 'services', 'site', 'platform', 'fully', 'completely', 'everything',
    'all', 'was', 'were', 'had', 'been', 'has', 'have', 'we', 'they'],
  metricAgentWords: ['by'],
  alertNouns: ['alert', 'alerts', 'alarm', 'alarms', 'monitor', 'monitors', 'probe', 'probes', 'check', 'checks', 'page', 'pager'],
  alertFireVerbs: ['fires', 'fired', 'triggers', 'triggered', 'goes off', 'went off', 'trips', 'tripped', 'pages', 'paged'],
  publicTimelineWords: ['customer-facing', 'customer facing', 'customer', 'customers', 'public', 'external', 'status page'],
  goalWords: ['if', 'unless', 'should', 'would', 'could', 'can', 'will', 'must', 'need', 'needs', 'want', 'goal', 'target', 'aim', 'aims', 'objective',
    'slo', 'sla', 'expect', 'expected', 'usually', 'typically', 'normally', 'average', 'every', 'each', 'per', 'whenever'],
  metricLabels: {
    detect: ['time to detection', 'time to detect', 'time-to-detect', 'ttd', 'mttd'],
    mitigate: ['time to mitigation', 'time to mitigate', 'ttm', 'mttm'],
    resolve: ['time to recovery', 'time to recover', 'time to resolve', 'time to resolution', 'time to restore', 'time to repair', 'ttr', 'mttr'],
    impact: ['total downtime', 'duration', 'outage duration', 'impact duration', 'total duration', 'incident duration'],
  },

  blame: [
    { phrase: 'human error', suggestion: SYSTEM },
    { phrase: 'operator error', suggestion: SYSTEM },
    { phrase: 'engineer error', suggestion: SYSTEM },
    { phrase: 'pilot error', suggestion: SYSTEM },
    { phrase: 'careless', suggestion: TRAIT },
    { phrase: 'carelessly', suggestion: TRAIT },
    { phrase: 'carelessness', suggestion: TRAIT },
    { phrase: 'negligent', suggestion: TRAIT },
    { phrase: 'negligence', suggestion: TRAIT },
    { phrase: 'sloppy', suggestion: TRAIT },
    { phrase: 'lazy', suggestion: TRAIT },
    { phrase: 'incompetent', suggestion: TRAIT },
    { phrase: 'incompetence', suggestion: TRAIT },
    { phrase: 'reckless', suggestion: TRAIT },
    { phrase: 'stupid', suggestion: TRAIT },
    { phrase: 'at fault', suggestion: FAULT },
    { phrase: 'to blame', suggestion: FAULT },
    { phrase: 'blamed', suggestion: FAULT },
    { phrase: 'fault of', suggestion: FAULT },
    { phrase: 'our fault', suggestion: FAULT },
    { phrase: 'his fault', suggestion: FAULT },
    { phrase: 'her fault', suggestion: FAULT },
    { phrase: 'their fault', suggestion: FAULT },
    { phrase: 'my fault', suggestion: FAULT },
    { phrase: 'your fault', suggestion: FAULT },
  ],
  hindsight: {
    subjects: ['he', 'she', 'they', 'i', 'you', 'we', 'someone', 'somebody', 'engineer', 'the engineer', 'operator', 'the operator', 'developer', 'the developer', 'on-call', 'oncall', 'the on-call', 'admin', 'the admin', 'reviewer', 'the reviewer', 'team', 'the team'],
    verbs: ['should have', 'should\'ve', 'shouldn\'t have', 'should not have', 'ought to have', 'could have', 'could\'ve'],
    suggestion: HINDSIGHT,
  },
  personCauseNouns: ['mistake', 'error', 'fault', 'negligence', 'carelessness', 'blunder', 'oversight'],
  personCauseLinks: ['caused by', 'due to', 'because of', 'blame on', 'blamed on'],
  blameCompounds: ['load', 'loading', 'loaded', 'evaluation', 'init'],

  summaryTitles: ['summary', 'executive summary', 'incident summary', 'issue summary', 'overview', 'tl;dr', 'tldr', 'what happened'],
  impactStatements: ['affected', 'affecting', 'impact', 'impacted', 'unavailable', 'outage', 'downtime', 'inaccessible', 'degraded', 'disrupted', 'disruption', 'could not', 'were unable', 'was unable', 'failed', 'failing', 'errors', 'delayed', 'delays', 'went down', 'was down', 'were down', 'users', 'customers', 'fail', 'fails', 'failure', 'failures', 'crash', 'crashed', 'crashing', 'broken', 'broke', 'stopped working', 'not working', 'timeouts', 'timed out', 'unreachable', 'unresponsive', 'interrupted', 'interruption', 'loss', 'lost'],
  causeSectionTitles: ['what went wrong', 'what went wrong technically'],
  actionSectionTitles: ['remediation', 'remediations'],
  causeStatements: ['caused by', 'due to', 'because', 'root cause', 'the cause', 'was caused', 'were caused', 'resulted from', 'result of', 'triggered by', 'stemmed from', 'caused', 'causing', 'bug', 'misconfiguration', 'misconfigured', 'the reason', 'expired', 'led to', 'leading to', 'resulted in', 'resulting in', 'traced to', 'traced back to', 'originated', 'incorrectly', 'wrongly', 'inadvertently', 'accidentally', 'mistakenly', 'by mistake', 'typo', 'regression'],
  commitmentStatements: ['we need to', 'we will', 'we\'ll', 'we should', 'we must', 'we plan to', 'we are going to', 'we\'re going to', 'we intend to', 'we have to', 'going forward', 'in the future', 'we are adding', 'we are working on', 'we are improving', 'we are making', "we're making", 'we are changing', "we're changing", 'we are also', 'we have made', 'we are introducing', 'we are implementing', 'we are taking', "we're taking", 'we are rolling out', "we're adding", "we're also"],
  preventionStatements: ['to prevent this', 'to prevent that', 'to prevent similar', 'to prevent such', 'to prevent a recurrence', 'to prevent recurrence', 'to prevent future', 'to prevent it from', 'to avoid this', 'to avoid similar', 'to avoid such', 'to avoid a recurrence', 'prevent similar incidents', 'prevent similar issues', 'prevent this from happening', 'from happening again', 'from occurring again', 'from recurring', 'does not happen again', "doesn't happen again", 'never happens again', 'not happen again',
    'keep this from happening', 'keep it from happening', 'stop this from happening', 'avoid this happening', 'prevent a repeat', 'avoid a repeat', 'prevent it from happening'],
  actionLabels: ['action point', 'action points', 'action item', 'action items', 'todo', 'to do', 'done', 'doing', 'follow-up', 'follow up'],
  actionVerbs: (
    'accept act add address adjust adopt agree align alert allow analyse analyze announce apply archive ask assess assign attempt audit automate avoid back backfill backport block bring build bump '
    + 'cache calculate cap capture change check clarify clean cleanup clear close collect combine communicate compare configure confirm consider consolidate contact continue convert coordinate copy correct create '
    + 'deactivate debug decide decommission deduplicate define delete deploy deprecate design detect determine develop disable discuss document double-check draft drop dry-run '
    + 'educate eliminate email enable encrypt enforce enhance ensure escalate establish estimate evaluate examine expand experiment explore expose extend extract '
    + 'figure file filter finalize finalise find fix flag follow force fork formalize formalise '
    + 'gate gather generate get give go guard handle harden hire hold host identify implement import improve include increase inform inspect install instrument integrate introduce investigate isolate '
    + 'keep kill label launch learn leverage limit link list load lock log look lower maintain make manage map mark measure merge migrate minimize mitigate modify monitor move '
    + 'notify observe obtain open optimize optimise organize organise page patch pause perform pin plan point populate port post prepare prevent prioritize prioritise probe produce profile promote propose protect prototype provide prune publish purge push '
    + 'query raise rate-limit re-enable reach read rebuild receive recheck record recover redesign reduce refactor refine reflect register reintroduce release remind remove rename reorganize repair replace replicate report reproduce request require reroute research reset resize resolve restore restrict restructure resume retire retry return revert review revise revisit revoke rework rewrite roll rollout rotate route run '
    + 'sanitize scale schedule scope secure seek send separate set setup share ship shorten show shrink simplify simulate size skip snapshot spike split standardize standardise start stop store streamline strengthen submit subscribe supervise support switch sync synchronize '
    + 'alarm backup reject deny forbid prohibit cover distribute expire explain fill hook lift mirror refresh reload reboot restart retain rerun shard spread stage sunset swap throttle transition upstream vet wire wrap '
    + 'tag take talk teach tell test tighten time track train transfer translate triage trigger tune turn unblock uninstall unify unpin update upgrade upload use validate verify version watch widen work write'
  ).split(' '),
  actionModals: ['should', 'must', 'will', 'shall', 'needs', 'need to', 'has to', 'have to', 'is to be', 'are to be', 'was to be', 'were to be', 'has', 'have'],
  actionLeads: [
    'we will', 'we\'ll', 'we shall', 'we are going to', 'we\'re going to', 'we plan to', 'we intend to', 'we need to', 'we must', 'we should', 'we have', 'we\'ve', 'we are', 'we\'re', 'we',
    'the team will', 'team to', 'need to', 'to', 'must', 'should', 'will',
  ],
  actionNonStarts: [
    'a', 'an', 'the', 'some', 'any', 'our', 'their', 'its', 'this', 'that', 'these', 'those', 'more', 'less', 'fewer', 'no',
    'better', 'improved', 'additional', 'new', 'proper', 'automatic', 'automated', 'faster', 'earlier', 'clearer', 'regular',
    'periodic', 'dedicated', 'stricter', 'tighter', 'stronger', 'extra', 'increased', 'reduced', 'enhanced', 'greater', 'lower',
    'higher', 'bigger', 'smaller', 'quicker', 'easier', 'safer', 'consistent', 'comprehensive', 'sufficient', 'adequate', 'appropriate',
  ],
  doneMarkers: ['done', 'completed', 'complete', 'fixed', 'resolved', 'closed', 'merged', 'shipped'],
  openMarkers: ['todo', 'to do', 'in progress', 'doing', 'open', 'planned', 'pending', 'not started', 'wip'],
  ownerHeaders: ['owner', 'owners', 'assignee', 'assigned to', 'who', 'dri', 'responsible'],
  trackingHeaders: ['bug', 'issue', 'ticket', 'tracking', 'link', 'links', 'pr', 'jira', 'due', 'due date', 'deadline', 'eta', 'target date'],
  statusHeaders: ['status', 'state', 'done'],
  nothingWords: ['none', 'n/a', 'nothing', 'tbd', 'todo'],

  messages: EN_MESSAGES,
};

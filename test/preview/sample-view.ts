import type { TimelineView } from '../../server/src/core/types.js';

/** A hand-built TimelineView (what core/view.ts produces) used by the preview tests and screenshots. */
export function sampleView(): TimelineView {
  return {
    title: 'Checkout API outage',
    incidentDate: '2024-03-14',
    zone: 'UTC',
    start: '2024-03-14T09:12:00Z',
    end: '2024-03-14T12:40:00Z',
    durationMinutes: 208,
    metrics: {
      impactMinutes: 46, timeToDetectMinutes: 14, timeToMitigateMinutes: 46, timeToResolveMinutes: 208,
      milestones: { start: 14, detected: 15, acknowledged: 16, mitigated: 18, resolved: 19 },
    },
    entries: [
      { line: 14, raw: '09:12', time: '2024-03-14T09:12:00Z', label: '09:12', date: '2024-03-14', text: 'Deploy of `payments-gateway` v2.31 starts rolling out', milestone: 'start', gapMinutes: null, offsetMinutes: 0, problems: [] },
      { line: 15, raw: '09:26', time: '2024-03-14T09:26:00Z', label: '09:26', date: '2024-03-14', text: '**Alert** fires: checkout error rate above 5 %', milestone: 'detected', gapMinutes: 14, offsetMinutes: 14, problems: [] },
      { line: 16, raw: '09:31', time: '2024-03-14T09:31:00Z', label: '09:31', date: '2024-03-14', text: 'On-call engineer acknowledges the page', milestone: 'acknowledged', gapMinutes: 5, offsetMinutes: 19, problems: [] },
      { line: 17, raw: '9:20', time: '2024-03-14T09:20:00Z', label: '09:20', date: '2024-03-14', text: 'Customer support reports failed payments', gapMinutes: -11, offsetMinutes: 8, problems: [{ rule: 'timeline-order', severity: 'warning', message: '09:20 is earlier than the entry before it (09:31). Expected the entries in time order.' }] },
      { line: 18, raw: '09:58', time: '2024-03-14T09:58:00Z', label: '09:58', date: '2024-03-14', text: 'Rollback to v2.30 completes; error rate back to *normal*', milestone: 'mitigated', gapMinutes: 38, offsetMinutes: 46, problems: [] },
      { line: 19, raw: '12:40', time: '2024-03-14T12:40:00Z', label: '12:40', date: '2024-03-14', text: 'Queued orders replayed, incident closed', milestone: 'resolved', gapMinutes: 162, offsetMinutes: 208, problems: [] },
    ],
    problems: [
      { rule: 'timeline-order', severity: 'warning', message: '09:20 is earlier than the entry before it (09:31). Expected the entries in time order.', line: 17 },
      { rule: 'required-section', severity: 'error', message: 'Missing section "Corrective actions".', line: 0 },
    ],
  };
}

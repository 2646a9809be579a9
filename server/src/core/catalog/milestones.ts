/**
 * Words that mark incident milestones, per locale (English and French together: a postmortem may quote
 * both). Matched case-insensitively on word boundaries, in timeline entries, key-event lists
 * ("Detected: 14:05 UTC") and bold markers ("**OUTAGE BEGINS**"). Data only; users add their own words
 * with the `milestone-order` rule's `milestones` option (see docs/rules.md#milestone-order).
 */
import type { Milestone } from '../types.js';

/** Milestones in the order an incident goes through them. */
export const MILESTONE_ORDER: readonly Milestone[] = ['start', 'detected', 'acknowledged', 'mitigated', 'resolved'];

export const MILESTONE_WORDS: Record<Milestone, string[]> = {
  start: [
    'outage begins', 'outage began', 'outage starts', 'outage started', 'outage start', 'impact begins', 'impact began', 'impact starts',
    'impact started', 'impact start', 'incident begins', 'incident began', 'incident starts', 'incident start', 'incident started',
    'start of impact', 'start of the outage', 'start of outage', 'errors began', 'errors started', 'started failing', 'began failing', 'start failing',
    'début de l\'incident', 'début de la panne', 'début de l\'impact', 'début de l’incident', 'début de l’impact', 'la panne commence', 'début de panne',
  ],
  detected: [
    'detected', 'alerted', 'alert fired', 'alerts fired', 'alert triggered', 'alerts triggered', 'paged', 'noticed', 'first alert', 'outage detected',
    'détecté', 'détectée', 'détectés', 'détectées', 'alerte', 'première alerte', 'alerte déclenchée',
  ],
  acknowledged: [
    'acknowledged', 'incident declared', 'declared an incident', 'declared incident', 'incident opened', 'on-call engaged',
    'pris en charge', 'incident déclaré', 'prise en charge',
  ],
  mitigated: [
    'mitigated', 'mitigation applied', 'mitigation deployed', 'rollback complete', 'rollback completed', 'rolled back', 'workaround applied',
    'impact ends', 'impact ended', 'end of impact', 'outage mitigated',
    'atténué', 'atténuée', 'contourné', 'contournement appliqué', 'fin de l\'impact', 'fin de l’impact',
  ],
  resolved: [
    'resolved', 'fully recovered', 'recovered', 'all clear', 'back to normal', 'incident closed', 'outage ends', 'outage ended', 'end of outage',
    'restored', 'back online', 'fix deployed', 'fully operational', 'fully functional', 'marked as resolved', 'declared resolved',
    'résolu', 'résolue', 'rétabli', 'rétablie', 'rétablis', 'retour à la normale', 'fin de l\'incident', 'fin de l’incident', 'fin de la panne',
    'de nouveau entièrement fonctionnels', 'de nouveau fonctionnels', 'entièrement fonctionnels',
  ],
};

/** Words just before a milestone word that cancel it ("not resolved", "pas rétabli"). */
export const MILESTONE_NEGATIONS = [
  'not', 'never', 'n\'t', 'not yet', 'not fully', 'yet to be', 'still not', 'without being', 'to be', 'to get them', 'attempted to', 'tried to', 'trying to', 'failed to', 'if', 'until', 'before',
  'pas', 'jamais', 'non', 'pas encore', 'avant d\'être', 'tenté d\'être',
];

/** Front matter keys that give a milestone's date-time. */
export const MILESTONE_FRONT_MATTER: Record<Milestone, string[]> = {
  start: ['start', 'started', 'impact_start', 'impactStart', 'start_time', 'début'],
  detected: ['detected', 'detection', 'detected_at', 'détection'],
  acknowledged: ['acknowledged', 'declared', 'acknowledged_at'],
  mitigated: ['mitigated', 'mitigated_at', 'mitigation'],
  resolved: ['resolved', 'resolved_at', 'end', 'ended', 'résolution'],
};

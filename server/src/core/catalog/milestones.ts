/** Words that mark timeline milestones, per locale. Matched case-insensitively on word boundaries. */
import type { Milestone } from '../types.js';

export const MILESTONE_WORDS: Record<Milestone, string[]> = {
  start: ['outage begins', 'outage starts', 'impact begins', 'impact starts', 'incident begins', 'incident starts', 'outage start', 'impact start', 'début de l\'incident', 'début de la panne'],
  detected: ['detected', 'alerted', 'alert fired', 'alerts fired', 'paged', 'noticed', 'first alert', 'outage detected', 'détecté', 'détectée', 'alerte'],
  acknowledged: ['acknowledged', 'incident declared', 'declared an incident', 'incident opened', 'on-call engaged', 'pris en charge'],
  mitigated: ['mitigated', 'mitigation applied', 'rollback complete', 'rolled back', 'workaround applied', 'impact ends', 'impact ended', 'atténué', 'contourné'],
  resolved: ['resolved', 'fully recovered', 'recovered', 'all clear', 'back to normal', 'incident closed', 'outage ends', 'outage ended', 'résolu', 'rétabli', 'retour à la normale'],
};

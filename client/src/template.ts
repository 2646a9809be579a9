/** The "New Postmortem" template, as a snippet (tab stops), in English and French. */

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function postmortemTemplate(language: string): string {
  const date = today();
  if (language.toLowerCase().startsWith('fr')) {
    return `---
title: \${1:Titre de l'incident}
date: ${date}
severity: \${2|SEV1,SEV2,SEV3,SEV4|}
status: \${3|brouillon,en relecture,publié|}
authors: [\${4:vous}]
timezone: UTC
---

# \${1:Titre de l'incident}

## Résumé

\${5:Ce qui s'est passé, en deux ou trois phrases.}

## Impact

\${6:Qui a été touché, combien de temps, combien.}

## Chronologie

Toutes les heures sont en UTC.

| Heure (UTC) | Événement |
|---|---|
| \${7:09:00} | \${8:Début de l'incident} |
| | DÉTECTÉ : |
| | ATTÉNUÉ : |
| | RÉSOLU : |

## Cause racine

\${9:Pourquoi c'est arrivé.}

## Actions correctives

| Action | Responsable | Échéance |
|---|---|---|
| \${10:Action} | @\${11:responsable} | \${12:${date}} |

## Leçons retenues

\${0}
`;
  }
  return `---
title: \${1:Incident title}
date: ${date}
severity: \${2|SEV1,SEV2,SEV3,SEV4|}
status: \${3|draft,in review,published|}
authors: [\${4:you}]
timezone: UTC
---

# \${1:Incident title}

## Summary

\${5:What happened, in two or three sentences.}

## Impact

\${6:Who was affected, for how long, and how much.}

## Timeline

All times are UTC.

| Time (UTC) | Event |
|---|---|
| \${7:09:00} | \${8:Incident starts} |
| | DETECTED: |
| | MITIGATED: |
| | RESOLVED: |

## Root cause

\${9:Why it happened.}

## Corrective actions

| Action | Owner | Due |
|---|---|---|
| \${10:Action} | @\${11:owner} | \${12:${date}} |

## Lessons learned

\${0}
`;
}

import type { Postmortem } from '../types.js';

/** Known sections a document needs before it can be a blank template rather than a postmortem. */
const TEMPLATE_MIN_SECTIONS = 3;

/**
 * Whether the document is a blank template: a postmortem form not filled in yet (no timeline entry,
 * and at least half of three or more known sections empty). Checked into many repositories beside the
 * postmortems, and not one itself.
 */
export function isBlankTemplate(model: Postmortem): boolean {
  if (model.timeline.some((e) => e.time)) return false;
  const known = model.sections.filter((s) => s.kind !== 'other' && s.level > 0);
  if (known.length < TEMPLATE_MIN_SECTIONS) return false;
  return known.filter((s) => s.empty).length * 2 >= known.length;
}

/** A list item that is a link and little else: "- [2024-03-05 Login outage](2024-03-05.md)". */
const LINK_ITEM = /^\s{0,3}(?:[-*+]|\d{1,3}[.)])\s{1,4}(?:\*\*|__)?\[[^\]]{1,300}\]\([^)]{1,500}\)/;
/** What a heading, front matter fence or blank line looks like: not body text. */
const NOT_BODY = /^\s*(?:#{1,6}\s|#{1,6}$|---\s*$|\+\+\+\s*$|$)/;

/**
 * Whether the document is something other than a postmortem: a blank template, a stub (a title and at
 * most two lines, with no date, time, front matter or known section), or an index page (a list of links to postmortems, nothing in
 * time). Such files sit beside postmortems; only the rules that speak of any document (`RuleMeta.anyDocument`) run on them.
 */
export function notAPostmortem(model: Postmortem): boolean {
  if (isBlankTemplate(model)) return true;
  if (model.times.length > 0 || model.timeline.some((e) => e.time)) return false;
  const fmEnd = model.frontMatterRange ? model.frontMatterRange.end.line : -1;
  let body = 0; let links = 0;
  for (let i = fmEnd + 1; i < model.lines.length; i++) {
    const l = model.lines[i]!;
    if (model.code[i] || NOT_BODY.test(l)) continue;
    body++;
    if (LINK_ITEM.test(l)) links++;
  }
  if (body <= 2 && model.dates.length === 0 && !model.frontMatter && model.sections.every((s) => s.kind === 'other')) return true;
  return links >= 3 && links * 2 >= body;
}

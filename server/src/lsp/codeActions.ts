/**
 * Code actions: a quick fix for every fixable finding in range, "Sort timeline entries", "Fix all N RULE
 * problems" (one rule's fix-all, `ruleFixFindings`: in the quick-fix menu when the finding under the
 * cursor has a fix and its rule has two or more, and as `source.fixAll.postmortem.RULE` when asked for
 * by that exact kind), "Fix all postmortem problems" (in the quick-fix menu when the finding under the
 * cursor has a safe fix, and as `source.fixAll.postmortem`), then "Disable RULE for this line / file"
 * and "Not a postmortem".
 */
import { CodeActionKind, type CodeAction, type CodeActionParams, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver/node.js';
import type { Finding } from '../core/types.js';
import { placeCount, ruleFixFindings, safeFixEdits, wholeFixEdits } from '../core/fix.js';
import { disableEdit, notAPostmortemEdit } from '../core/suppress.js';
import { sortTimelineEdits } from '../core/rules/index.js';
import { comparePosition, intersects } from '../core/features/ranges.js';
import { messagesFor } from '../core/locale/messages.js';
import { toDiagnostic } from './convert.js';
import type { Analysis } from './analysis.js';
import type { FeatureEnv } from './context.js';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.postmortem`;
const SORT_TITLE = 'Sort timeline entries';
export const CODE_ACTION_KINDS = [CodeActionKind.QuickFix, FIX_ALL_KIND];
/** Findings about the document as a whole: where a document detected as a postmortem by mistake shows it. */
const DOCUMENT_RULES = new Set(['required-section', 'timeline-missing', 'incident-date']);

function workspaceEdit(env: FeatureEnv, a: Analysis, edits: TextEdit[]): WorkspaceEdit {
  if (env.documentChanges) return { documentChanges: [{ textDocument: { uri: a.uri, version: a.version }, edits }] };
  return { changes: { [a.uri]: edits } };
}

function wanted(only: string[] | undefined, kind: string): boolean {
  return !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
}

/** Non-overlapping edits in document order (an edit overlapping one before it is dropped, as `applyEdits` does). */
function nonOverlapping(edits: readonly TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((x, y) => comparePosition(x.range.start, y.range.start) || comparePosition(x.range.end, y.range.end));
  const kept: TextEdit[] = [];
  for (const e of sorted) {
    const last = kept[kept.length - 1];
    if (comparePosition(e.range.end, e.range.start) < 0) continue;
    if (last && comparePosition(e.range.start, last.range.end) < 0) continue;
    kept.push(e);
  }
  return kept;
}

/** The kind of one rule's fix-all: `source.fixAll.postmortem.RULE`. */
export const ruleFixAllKind = (rule: string): string => `${FIX_ALL_KIND}.${rule}`;

/** One rule's fix-all (`ruleFixFindings`), whole and non-overlapping, and the findings it fixes. */
function ruleFixAll(findings: readonly Finding[], rule: string): { count: number; fixed: Finding[]; edits: TextEdit[] } {
  const fixed = ruleFixFindings(findings, rule);
  return { count: placeCount(fixed), fixed, edits: fixed.length ? nonOverlapping(wholeFixEdits(fixed)) : [] };
}

export function codeActions(a: Analysis, params: CodeActionParams, env: FeatureEnv): CodeAction[] {
  const only = params.context.only;
  const out: CodeAction[] = [];
  const findings = a.result.findings;

  if (wanted(only, CodeActionKind.QuickFix)) {
    for (const f of findings) {
      if (!f.fix || !f.fix.edits.length || !intersects(f.range, params.range)) continue;
      out.push({
        title: f.fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [toDiagnostic(f, a.uri)],
        isPreferred: f.fix.preferred === true,
        edit: workspaceEdit(env, a, f.fix.edits),
      });
    }
    // "Sort timeline entries" anywhere in an out-of-order timeline (the timeline-order fix offers it
    // only on the entry it flags).
    const tl = a.result.model.timelineSection;
    const orderFindings = findings.filter((f: Finding) => f.rule === 'timeline-order');
    const offered = out.some((x) => x.title === SORT_TITLE);
    if (tl && !offered && orderFindings.length && intersects(tl.range, params.range)) {
      const edits = sortTimelineEdits(a.result.model);
      if (edits?.length) {
        out.push({
          title: SORT_TITLE,
          kind: CodeActionKind.QuickFix,
          diagnostics: orderFindings.filter((f) => intersects(f.range, params.range)).map((f) => toDiagnostic(f, a.uri)),
          edit: workspaceEdit(env, a, edits),
        });
      }
    }
  }

  if (wanted(only, CodeActionKind.QuickFix)) {
    const here = findings.filter((f) => intersects(f.range, params.range));
    const m = messagesFor(a.result.model.locale);
    for (const rule of new Set(here.filter((f) => f.fix?.edits.length).map((f) => f.rule))) {
      const { count, fixed, edits } = ruleFixAll(findings, rule);
      // One finding's own fix already does all it would (a run of zone-less times).
      if (fixed.length < 2 || !edits.length) continue;
      out.push({ title: m.t('fix-all.rule', { count, rule }), kind: CodeActionKind.QuickFix, diagnostics: fixed.map((f) => toDiagnostic(f, a.uri)), edit: workspaceEdit(env, a, edits) });
    }
    if (here.some((f) => f.fix?.safe) && findings.filter((f) => f.fix?.safe).length > 1) {
      const edits = nonOverlapping(safeFixEdits(findings));
      if (edits.length) out.push({ title: 'Fix all postmortem problems', kind: CodeActionKind.QuickFix, edit: workspaceEdit(env, a, edits) });
    }
    const model = a.result.model;
    const seen = new Set<string>();
    for (const f of here) {
      const key = `${f.rule}\u0000${f.range.start.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ title: `Disable ${f.rule} for this line`, kind: CodeActionKind.QuickFix, diagnostics: [toDiagnostic(f, a.uri)], edit: workspaceEdit(env, a, [disableEdit(model, f.rule, f.range.start.line, 'line')]) });
    }
    for (const rule of new Set(here.map((f) => f.rule))) {
      out.push({ title: `Disable ${rule} for this file`, kind: CodeActionKind.QuickFix, diagnostics: here.filter((f) => f.rule === rule).map((f) => toDiagnostic(f, a.uri)), edit: workspaceEdit(env, a, [disableEdit(model, rule, 0, 'file')]) });
    }
    const documentWide = here.filter((f) => DOCUMENT_RULES.has(f.rule));
    const notPm = documentWide.length ? notAPostmortemEdit(model) : undefined;
    if (notPm) out.push({ title: 'Not a postmortem: turn the checks off for this document', kind: CodeActionKind.QuickFix, diagnostics: documentWide.map((f) => toDiagnostic(f, a.uri)), edit: workspaceEdit(env, a, [notPm]) });
  }

  if (wanted(only, FIX_ALL_KIND) && (only !== undefined || findings.some((f) => f.fix?.safe))) {
    const edits = nonOverlapping(safeFixEdits(findings));
    if (edits.length) out.push({ title: 'Fix all postmortem problems', kind: FIX_ALL_KIND, edit: workspaceEdit(env, a, edits) });
  }

  // One rule's fix-all as a source action, only when that exact kind is asked for (the preview's
  // "Fix all" button): a request for `source.fixAll` or `source.fixAll.postmortem` (fix on save) gets
  // the one action above, never one per rule.
  for (const kind of new Set(only ?? [])) {
    if (!kind.startsWith(`${FIX_ALL_KIND}.`)) continue;
    const rule = kind.slice(FIX_ALL_KIND.length + 1);
    const { count, edits } = ruleFixAll(findings, rule);
    if (!edits.length) continue;
    out.push({ title: messagesFor(a.result.model.locale).t('fix-all.rule', { count, rule }), kind, edit: workspaceEdit(env, a, edits) });
  }
  return out;
}

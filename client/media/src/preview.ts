/**
 * The timeline webview's script (bundled to client/media/out/preview.js, loaded with a nonce).
 * Re-renders the body with the shared renderer on each `view` message, keeps the scroll position,
 * highlights the entry under the editor cursor, and sends `reveal` on click / Enter, `fixAll` with a
 * rule on a repeated problem's "Fix all" button (listeners here: the CSP allows no inline handler).
 * Keyboard: ↑/↓ (or k/j) move between events, Home/End jump, Enter/Space reveal in the editor.
 */
import { renderTimelineBody, type PreviewStrings } from '../../../preview/render.js';
import type { TimelineView } from '../../../server/src/core/types.js';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

interface State { uri?: string; scrollY?: number }
type ToWebview =
  | { type: 'view'; view: TimelineView; uri: string }
  | { type: 'cursor'; line: number }
  | { type: 'error'; message: string }
  | { type: 'fixDone' };

const vscode = acquireVsCodeApi();
const root = document.getElementById('pm-root') as HTMLElement;
const options = JSON.parse(root.dataset.options ?? '{}') as { strings?: Partial<PreviewStrings>; longGapMinutes?: number; fixButtons?: boolean };
const initial = JSON.parse(decodeURIComponent(root.dataset.state ?? '%7B%7D')) as State;
let state: State = { ...initial, ...(vscode.getState() as State | undefined) };
let cursorLine: number | undefined;
let restoreScroll = state.scrollY ?? 0;

function save(patch: Partial<State>): void {
  state = { ...state, ...patch };
  vscode.setState(state);
}

function entries(): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('.pm-entry'));
}

function focusEntry(el: HTMLElement | undefined): void {
  if (!el) return;
  for (const e of entries()) e.tabIndex = -1;
  el.tabIndex = 0;
  el.focus();
}

function highlight(line: number | undefined): void {
  cursorLine = line;
  const list = entries();
  let current: HTMLElement | undefined;
  if (line !== undefined) {
    // The entry on the cursor line, else the entry the cursor line continues (up to the next entry).
    for (let i = 0; i < list.length; i++) {
      const el = list[i]!;
      const start = Number(el.dataset.line);
      const next = i + 1 < list.length ? Number(list[i + 1]!.dataset.line) : start + 1;
      if (line === start || (line > start && line < next && line - start <= 3)) { current = el; break; }
    }
  }
  for (const el of list) {
    const on = el === current;
    el.classList.toggle('pm-current', on);
    if (on) el.setAttribute('aria-current', 'true'); else el.removeAttribute('aria-current');
  }
  if (current) {
    const r = current.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) current.scrollIntoView({ block: 'nearest' });
  }
}

let lastHtml = '';

function render(view: TimelineView, uri: string): void {
  const html = renderTimelineBody(view, options);
  // Unchanged (e.g. diagnostics republished): leave the DOM alone so clicks and focus are not disturbed.
  if (html === lastHtml && uri === state.uri) return;
  lastHtml = html;
  const scrollY = window.scrollY;
  const focusedLine = (document.activeElement as HTMLElement | null)?.dataset?.line;
  root.innerHTML = html;
  document.title = view.title ?? document.title;
  if (uri !== state.uri) { window.scrollTo(0, 0); save({ uri, scrollY: 0 }); }
  else window.scrollTo(0, restoreScroll || scrollY);
  restoreScroll = 0;
  if (focusedLine !== undefined) {
    const el = root.querySelector<HTMLElement>(`.pm-entry[data-line="${CSS.escape(focusedLine)}"]`);
    if (el) focusEntry(el);
  }
  highlight(cursorLine);
  root.dataset.version = String((view as TimelineView & { version?: number }).version ?? '');
  document.body.dataset.ready = 'true';
}

function reveal(el: HTMLElement | null): void {
  const line = el?.dataset.line;
  if (line !== undefined) vscode.postMessage({ type: 'reveal', line: Number(line) });
}

root.addEventListener('click', (e) => {
  const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button.pm-fix-all');
  if (button) {
    // Once per click: the next view (after the edit) re-renders the button.
    if (!button.disabled && button.dataset.rule) { button.disabled = true; vscode.postMessage({ type: 'fixAll', rule: button.dataset.rule }); }
    return;
  }
  const el = (e.target as HTMLElement).closest<HTMLElement>('[data-line]');
  if (!el) return;
  if (el.classList.contains('pm-entry')) focusEntry(el);
  reveal(el);
});

root.addEventListener('keydown', (e) => {
  const list = entries();
  if ((e.target as HTMLElement).closest('button')) return; // a button's own Enter/Space is its click
  const el = (e.target as HTMLElement).closest<HTMLElement>('.pm-entry');
  const i = el ? list.indexOf(el) : -1;
  switch (e.key) {
    case 'ArrowDown': case 'j': focusEntry(list[Math.min(list.length - 1, i + 1)]); break;
    case 'ArrowUp': case 'k': focusEntry(list[Math.max(0, i - 1)]); break;
    case 'Home': focusEntry(list[0]); break;
    case 'End': focusEntry(list[list.length - 1]); break;
    case 'Enter': case ' ': reveal(el); break;
    default: return;
  }
  e.preventDefault();
});

let scrollTimer: ReturnType<typeof setTimeout> | undefined;
window.addEventListener('scroll', () => {
  if (scrollTimer) clearTimeout(scrollTimer);
  scrollTimer = setTimeout(() => save({ scrollY: window.scrollY }), 100);
}, { passive: true });

window.addEventListener('message', (event: MessageEvent<ToWebview>) => {
  const m = event.data;
  switch (m.type) {
    case 'view': render(m.view, m.uri); break;
    case 'cursor': highlight(m.line); break;
    case 'error': root.setAttribute('aria-busy', 'false'); break;
    case 'fixDone': root.querySelectorAll<HTMLButtonElement>('button.pm-fix-all').forEach((b) => { b.disabled = false; }); break;
  }
});

save({});
if (state.scrollY) window.scrollTo(0, state.scrollY);
vscode.postMessage({ type: 'ready' });

/**
 * The server's copy of each document. `TextDocument.update` (vscode-languageserver-textdocument) clamps
 * a position past the end of the text when it computes offsets, but not when it updates its table of
 * line offsets: a change whose range starts past the last line leaves that table wrong, and every later
 * edit lands at the wrong offset, so the server's text drifts from the client's. The LSP spec says a
 * position past the end of its line means the line end and a line past the last means the end of the
 * document; this applies each change with its range clamped that way first, one change at a time
 * (each one's positions refer to the text after the previous one).
 */
import type { TextDocumentContentChangeEvent, TextDocumentsConfiguration } from 'vscode-languageserver/node.js';
import { TextDocument, type Position } from 'vscode-languageserver-textdocument';

function whole(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The position the LSP spec makes of `p` in `doc`: inside the text, never inside a line break. */
export function clampPosition(doc: TextDocument, p: Position): Position {
  const line = whole(p?.line);
  if (line >= doc.lineCount) return doc.positionAt(doc.getText().length);
  return doc.positionAt(doc.offsetAt({ line, character: whole(p?.character) }));
}

export function clampChange(doc: TextDocument, change: TextDocumentContentChangeEvent): TextDocumentContentChangeEvent {
  if (!('range' in change) || !change.range) return { text: String(change.text ?? '') };
  const { start, end } = change.range;
  return { range: { start: clampPosition(doc, start), end: clampPosition(doc, end) }, text: String(change.text ?? '') };
}

/** Applies `changes` to `doc` clamped, one at a time; returns the changes as applied. */
export function applyClamped(doc: TextDocument, changes: readonly TextDocumentContentChangeEvent[], version: number): TextDocumentContentChangeEvent[] {
  TextDocument.update(doc, [], version);
  return changes.map((change) => {
    const clamped = clampChange(doc, change);
    TextDocument.update(doc, [clamped], version);
    return clamped;
  });
}

/** What `TextDocuments` creates and updates documents with; `applied` hears every change as applied. */
export function clampedDocuments(applied?: (uri: string, changes: TextDocumentContentChangeEvent[], version: number) => void): TextDocumentsConfiguration<TextDocument> {
  return {
    create: (uri, languageId, version, content) => TextDocument.create(uri, languageId, version, content),
    update(doc, changes, version) {
      const done = applyClamped(doc, changes, version);
      applied?.(doc.uri, done, version);
      return doc;
    },
  };
}

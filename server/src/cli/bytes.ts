/**
 * Fixes as byte edits. `--fix` changes only the bytes a fix reports and writes every other byte back
 * as it was read, whatever the encoding: a file that is not valid UTF-8 (Latin-1, say) is analysed as
 * the text the lenient UTF-8 decoder gives (U+FFFD for each bad sequence), and the fix offsets in
 * that text are mapped back to byte offsets of the original bytes with the same decoding rules, so
 * the bad bytes themselves are never re-encoded. A BOM, CRLF and lone CR stay as they are.
 */
import type { OffsetEdit } from '../core/fix.js';

/** The decoder every CLI read uses: lenient (U+FFFD), keeps a BOM as U+FEFF so offsets count it. */
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

export function decodeUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/**
 * The length in bytes and in UTF-16 code units of the sequence at `i`, decoded as the WHATWG UTF-8
 * decoder does (TextDecoder): a bad or cut-short sequence is one U+FFFD for its maximal valid prefix.
 */
function sequenceAt(b: Uint8Array, i: number): [bytes: number, units: number] {
  const lead = b[i]!;
  if (lead < 0x80) return [1, 1];
  let need: number; let lower = 0x80; let upper = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) need = 1;
  else if (lead >= 0xe0 && lead <= 0xef) { need = 2; if (lead === 0xe0) lower = 0xa0; else if (lead === 0xed) upper = 0x9f; }
  else if (lead >= 0xf0 && lead <= 0xf4) { need = 3; if (lead === 0xf0) lower = 0x90; else if (lead === 0xf4) upper = 0x8f; }
  else return [1, 1];
  let j = i + 1;
  for (let seen = 0; seen < need; seen++, j++) {
    const c = b[j];
    if (c === undefined || c < lower || c > upper) return [j - i, 1];
    lower = 0x80; upper = 0xbf;
  }
  return [j - i, need === 3 ? 2 : 1];
}

/**
 * The byte offset in `bytes` of each UTF-16 offset of its decoded text (`offsets` ascending). An
 * offset inside a surrogate pair maps to the start of its character; one past the end to the end.
 */
export function byteOffsets(bytes: Uint8Array, offsets: readonly number[]): number[] {
  const out: number[] = [];
  let k = 0;
  let units = 0;
  for (let i = 0; i < bytes.length && k < offsets.length;) {
    const [len, n] = sequenceAt(bytes, i);
    while (k < offsets.length && offsets[k]! < units + n) { out.push(i); k++; }
    i += len;
    units += n;
  }
  while (k < offsets.length) { out.push(bytes.length); k++; }
  return out;
}

const encoder = new TextEncoder();

/**
 * Applies edits given as offsets into `decodeUtf8(bytes)` to the bytes themselves: the text between
 * edits is copied byte for byte, each new text is encoded as UTF-8. A line break in a new text takes
 * the file's own line ending (`eol`).
 */
export function applyByteEdits(bytes: Buffer, edits: readonly OffsetEdit[], eol = '\n'): Buffer {
  const at = byteOffsets(bytes, edits.flatMap((e) => [e.start, e.end]));
  const parts: Uint8Array[] = [];
  let cursor = 0;
  edits.forEach((e, i) => {
    const start = at[2 * i]!; const end = at[2 * i + 1]!;
    parts.push(bytes.subarray(cursor, start), encoder.encode(eol === '\n' ? e.newText : e.newText.replace(/\r\n|\r|\n/g, eol)));
    cursor = end;
  });
  parts.push(bytes.subarray(cursor));
  return Buffer.concat(parts);
}

/** The line ending a file uses most: \r\n, \r or \n. */
export function dominantEol(text: string): string {
  let crlf = 0; let cr = 0; let lf = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) { if (text.charCodeAt(i + 1) === 10) { crlf++; i++; } else cr++; } else if (c === 10) lf++;
  }
  return crlf > lf && crlf >= cr ? '\r\n' : cr > lf && cr > crlf ? '\r' : '\n';
}

/**
 * Matched words of a keyword search, as plain text with ranges (docs/jobs.md "Highlighting"). Postgres' ts_headline
 * marks the matches with two private-use characters (never in a job's text: they are removed before it runs); this
 * turns its answer into the text without them and the [start, end) ranges of the matches, in UTF-16 code units
 * (JavaScript string indices). A client wraps the ranges in <mark> itself, so no HTML ever travels in the answer.
 */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

export interface HighlightedText {
  text: string;
  marks: [number, number][];
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The text of sanitised HTML whose tags are already gone: entities decoded, runs of white space made one space. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? entity;
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? entity;
    return NAMED_ENTITIES[lower] ?? entity;
  });
}

function safeCodePoint(code: number): string | undefined {
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) return undefined;
  const char = String.fromCodePoint(code);
  return char === MARK_START || char === MARK_END ? '' : char;
}

/** ts_headline's answer (with the private markers) → text and ranges; entities decoded when the source was HTML. */
export function toHighlighted(marked: string, fromHtml = false): HighlightedText {
  const marks: [number, number][] = [];
  let text = '';
  let start = -1;
  for (const part of marked.split(/([\uE000\uE001])/)) {
    if (part === MARK_START) start = text.length;
    else if (part === MARK_END) {
      if (start >= 0 && text.length > start) marks.push([start, text.length]);
      start = -1;
    } else {
      const piece = fromHtml ? decodeEntities(part) : part;
      text += piece;
    }
  }
  if (!fromHtml) return { text, marks };
  // Collapse white space left by removed tags, moving the ranges with the text.
  return collapseSpaces(text, marks);
}

function collapseSpaces(text: string, marks: [number, number][]): HighlightedText {
  const map: number[] = [];
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    const space = /\s/.test(char);
    map.push(out.length);
    if (space && (out.length === 0 || out.endsWith(' '))) continue;
    out += space ? ' ' : char;
  }
  map.push(out.length);
  const trimmedStart = out.length - out.trimStart().length;
  const trimmed = out.trim();
  const at = (index: number) => Math.min(trimmed.length, Math.max(0, map[index]! - trimmedStart));
  return { text: trimmed, marks: marks.map(([s, e]) => [at(s), at(e)] as [number, number]).filter(([s, e]) => e > s) };
}

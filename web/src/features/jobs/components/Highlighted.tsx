import type { ReactNode } from 'react';

export interface HighlightedText {
  text: string;
  /** [start, end) of the matched words, in string indices. */
  marks: [number, number][];
}

/**
 * Text with the search's matched words in <mark>: the server sends plain text and ranges, so nothing in a job's
 * text is ever read as HTML. Ranges out of order, overlapping or outside the text are ignored.
 */
export function Highlighted({ value }: { value: HighlightedText }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start < at || end <= start || end > value.text.length) continue;
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(<mark key={start}>{value.text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <>{parts}</>;
}

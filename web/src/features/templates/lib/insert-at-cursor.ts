/** `value` with `insert` placed at the selection (replacing it); the caret goes after the insertion. */
export function insertAtCursor(value: string, insert: string, start: number | null, end: number | null): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}

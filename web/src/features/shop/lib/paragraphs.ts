/** Plain-text description → paragraphs (blank lines separate them; single line breaks stay inside one). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText (the shared allow-list)', () => {
  it('keeps the editor output: blocks with dir="auto", headings 3 and 4, lists and safe links', () => {
    const html = '<h3 dir="auto">Role</h3><p dir="auto">مرحبا <strong>bold</strong> <em>it</em></p><ul dir="auto"><li dir="auto"><p dir="auto">One</p></li></ul><p dir="auto"><a href="https://club.example" rel="nofollow noopener noreferrer" target="_blank">site</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops other directions, styles, classes, unknown tags, scripts and unsafe links', () => {
    const out = sanitizeRichText('<p dir="sideways" style="color:red" class="MsoNormal">A<span style="font-family:Calibri">B</span><o:p></o:p></p><h1>T</h1><script>x()</script><a href="javascript:alert(1)">bad</a><img src="x">');
    expect(out).toBe('<p>AB</p>T<a rel="nofollow noopener noreferrer" target="_blank">bad</a>');
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeForPreview } from './preview-sanitize';

describe('editor preview sanitiser', () => {
  it('keeps structure and safe links, drops scripts, handlers, images, iframes and javascript: links', () => {
    const out = sanitizeForPreview('<h3>Title</h3><p onclick="x()">Hi <strong>there</strong><img src=x onerror=alert(1)></p><script>alert(2)</script><iframe src="https://e.test"></iframe><a href="javascript:alert(3)">bad</a><a href="https://ok.test">ok</a>');
    expect(out).toContain('<h3>Title</h3>');
    expect(out).toContain('<p>Hi <strong>there</strong></p>');
    expect(out).not.toMatch(/script|onclick|onerror|<img|<iframe|javascript:/);
    expect(out).toContain('<a href="https://ok.test" rel="nofollow noopener noreferrer" target="_blank">ok</a>');
    expect(out).toContain('<a>bad</a>');
  });
});

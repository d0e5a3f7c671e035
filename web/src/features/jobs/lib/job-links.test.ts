import { describe, expect, it } from 'vitest';
import { plainText } from './job-links';

describe('plainText (the listing item location, HTML from the API)', () => {
  it('shows escaped characters as themselves, decoded once', () => {
    expect(plainText('U&lt;18s &amp; &quot;Reserves&quot;, England')).toBe('U<18s & "Reserves", England');
    expect(plainText('O&#39;Brien Park, Ireland')).toBe("O'Brien Park, Ireland");
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('turns line breaks between places into a separator and drops markup', () => {
    expect(plainText('Leeds, England<br>Cardiff, Wales')).toBe('Leeds, England · Cardiff, Wales');
    expect(plainText('<b>Leeds</b>')).toBe('Leeds');
    expect(plainText(undefined)).toBe('');
  });
});

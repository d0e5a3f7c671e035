import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LinkifiedText } from './LinkifiedText';

describe('message text with links (never HTML)', () => {
  it('a web address becomes a link that opens a new tab without telling the site who sent it', () => {
    const { container } = render(<p>{<LinkifiedText text="Our training ground: https://example.org/map?x=1, see you there." />}</p>);
    const link = screen.getByRole('link', { name: 'https://example.org/map?x=1' });
    expect(link).toHaveAttribute('href', 'https://example.org/map?x=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // The comma after the address is text, not part of the link.
    expect(container.textContent).toBe('Our training ground: https://example.org/map?x=1, see you there.');
  });

  it('a bare domain and an email address become http and mailto links', () => {
    render(<LinkifiedText text="Visit www.example.org or write to coach@example.org" />);
    expect(screen.getByRole('link', { name: 'www.example.org' })).toHaveAttribute('href', 'http://www.example.org');
    expect(screen.getByRole('link', { name: 'coach@example.org' })).toHaveAttribute('href', 'mailto:coach@example.org');
  });

  it('a <script> tag and markup stay text: nothing is parsed as HTML', () => {
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)><b>bold</b>';
    const { container } = render(<LinkifiedText text={text} />);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('a javascript: or data: address stays text, never a link', () => {
    const text = 'click javascript:alert(document.cookie) or data:text/html,<script>alert(1)</script>';
    const { container } = render(<LinkifiedText text={text} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('a link whose text hides javascript: still only links the real web address', () => {
    const { container } = render(<LinkifiedText text="javascript:alert(1)//https://evil.example.com" />);
    for (const anchor of container.querySelectorAll('a')) expect(anchor.getAttribute('href')).toMatch(/^https?:\/\//);
  });
});

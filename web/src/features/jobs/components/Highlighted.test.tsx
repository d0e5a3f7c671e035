import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './Highlighted';

describe('Highlighted', () => {
  it('marks the ranges and renders the rest as text, never as HTML', () => {
    const { container } = render(<p><Highlighted value={{ text: '<b>Opposition</b> Scout', marks: [[18, 23]] }} /></p>);
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('mark')!.textContent).toBe('Scout');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>Opposition</b> Scout');
  });

  it('ignores ranges that overlap or fall outside the text', () => {
    const { container } = render(<p><Highlighted value={{ text: 'Scout scouting', marks: [[0, 5], [3, 8], [6, 40]] }} /></p>);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Scout']);
    expect(container.textContent).toBe('Scout scouting');
  });
});

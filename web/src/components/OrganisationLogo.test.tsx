import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { organisationHue, organisationInitials } from '../lib/organisation-mark';
import { OrganisationLogo } from './OrganisationLogo';

describe('organisation default mark', () => {
  it('takes the telling initials (skipping FC, Club, the…) and a hue fixed by the name', () => {
    expect(organisationInitials('Northbridge Athletic FC')).toBe('NA');
    expect(organisationInitials('FC Barcelona')).toBe('B');
    expect(organisationInitials('The Club')).toBe('TC');
    expect(organisationInitials('نادي الهلال')).toBe('نا');
    expect(organisationHue('Harbour City United')).toBe(organisationHue(' harbour city united '));
    expect(organisationHue('Harbour City United')).not.toBe(organisationHue('Northbridge Athletic FC'));
  });

  it('shows the logo, and the named mark when there is none or the file fails to load', () => {
    const { rerender } = render(<OrganisationLogo src="/media/7" name="Lakeside Ladies FC" size={80} />);
    fireEvent.error(screen.getByRole('img', { name: 'Lakeside Ladies FC' }));
    const mark = screen.getByRole('img', { name: 'Lakeside Ladies FC' });
    expect(mark).toHaveTextContent('LL');
    expect(mark.tagName).toBe('SPAN');
    rerender(<OrganisationLogo src={null} name="Lakeside Ladies FC" size={80} decorative />);
    expect(screen.getByTestId('organisation-mark')).toHaveAttribute('aria-hidden', 'true');
  });
});

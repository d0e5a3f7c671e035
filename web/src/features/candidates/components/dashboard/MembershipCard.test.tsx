import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import type { CandidateDashboardData } from '../../api/dashboard-data';
import { CreditsCard } from './CreditsCard';
import { MembershipCard } from './MembershipCard';

const data = (overrides: Partial<CandidateDashboardData> = {}): CandidateDashboardData => ({
  membership: 'STANDARD',
  membershipStatus: 'active',
  interval: 'year',
  standardCredits: 5,
  premiumCredits: 2,
  appliedJobs: 0,
  profile: 'jamie-carter',
  profileUrl: 'http://localhost:3000/profile/jamie-carter',
  profileImage: null,
  candProfile: 'pub',
  completeness: { percent: 50, missingTabs: [], hasPicture: true },
  ...overrides,
});

describe('dashboard membership and credits', () => {
  it('an active paid plan: its name, status, interval, the upgrade link and the subscription link', () => {
    renderWithProviders(<MembershipCard data={data()} />);
    const card = screen.getByTestId('dashboard-membership');
    expect(card).toHaveTextContent('Standard');
    expect(screen.getByTestId('dashboard-membership-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('dashboard-membership-interval')).toHaveTextContent('Billed yearly');
    expect(screen.getByTestId('dashboard-upgrade')).toHaveAttribute('href', '/candidate/upgrade-account');
    expect(within(card).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/candidate/subscriptions');
    expect(screen.queryByTestId('dashboard-pay-now')).toBeNull();
  });

  it('past due: "Pay now" opens the retry page of the named subscription', () => {
    renderWithProviders(<MembershipCard data={data({ membershipStatus: 'past_due', subscriptionId: 12 })} />);
    expect(screen.getByTestId('dashboard-membership-status')).toHaveTextContent('Past due');
    expect(screen.getByRole('alert')).toHaveTextContent('Your last renewal payment failed.');
    expect(screen.getByTestId('dashboard-pay-now')).toHaveAttribute('href', '/retry-payment/12');
  });

  it('past due without a subscription id: "Pay now" opens the subscriptions list (each has its retry)', () => {
    renderWithProviders(<MembershipCard data={data({ membershipStatus: 'past_due' })} />);
    expect(screen.getByTestId('dashboard-pay-now')).toHaveAttribute('href', '/candidate/subscriptions');
  });

  it('FREE has no interval and no subscription to manage; UNLIMITED offers no upgrade', () => {
    const free = renderWithProviders(<MembershipCard data={data({ membership: 'FREE', interval: null })} />);
    expect(screen.getByTestId('dashboard-membership')).toHaveTextContent('Free');
    expect(screen.queryByTestId('dashboard-membership-interval')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage subscription' })).toBeNull();
    expect(screen.getByTestId('dashboard-upgrade')).toBeInTheDocument();
    free.unmount();

    renderWithProviders(<MembershipCard data={data({ membership: 'UNLIMITED', interval: 'month' })} />);
    expect(screen.queryByTestId('dashboard-upgrade')).toBeNull();
    expect(screen.getByTestId('dashboard-membership-interval')).toHaveTextContent('Billed monthly');
  });

  it('shows standard and premium credits, the UNLIMITED allowance as Unlimited', () => {
    const standard = renderWithProviders(<CreditsCard data={data()} />);
    expect(screen.getByTestId('dashboard-standard-credits')).toHaveTextContent('5');
    expect(screen.getByTestId('dashboard-premium-credits')).toHaveTextContent('2');
    standard.unmount();

    renderWithProviders(<CreditsCard data={data({ standardCredits: 1000, premiumCredits: 998 })} />);
    expect(screen.getByTestId('dashboard-standard-credits')).toHaveTextContent('Unlimited');
    expect(screen.getByTestId('dashboard-premium-credits')).toHaveTextContent('998');
  });
});

/** The demo accounts of the demo seed; the server prints them and the e2e journeys log in with them. */
export const DEMO_PASSWORD = 'Demo-pass-1';

export interface DemoAccount {
  username: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** Employers own an organisation of this name. */
  companyName?: string;
  /** Team members belong to the organisation of this employer username. */
  memberOf?: string;
  /**
   * Created by the billing seed (seeds/billing.ts) after the generated candidates, so the demo pipelines keep the
   * applicants they had; these accounts show the membership and payment states.
   */
  billingDemo?: true;
  /**
   * Created by the football seed (seeds/football.ts): a candidate whose profile type is player and who owns one
   * seeded player profile, to log in as a player and edit that profile (docs/football.md).
   */
  footballDemo?: true;
  /** Created by the content seed (seeds/content.ts): a content editor who wrote some of the demo posts (docs/content.md). */
  contentDemo?: true;
  /** Created by the contract advice seed (seeds/contract-advice.ts), after the billing seed's `unlimited` member it answers. */
  adviserDemo?: true;
  /** Created by the coaching seed (seeds/coaching.ts), which gives each of them courses to run. */
  coachDemo?: true;
}

const account = (
  username: string,
  firstName: string,
  lastName: string,
  roles: string[],
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  username,
  email: `${username}@example.com`,
  displayName: `${firstName} ${lastName}`,
  firstName,
  lastName,
  roles,
  ...extra,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'Alex', 'Admin', ['administrator']),
  account('employer', 'Erin', 'Employer', ['employer'], { companyName: 'Northbridge Athletic FC' }),
  account('employer2', 'Eddie', 'Employer', ['employer'], { companyName: 'Harbour City United' }),
  account('manager', 'Morgan', 'Manager', ['team_manager'], { memberOf: 'employer' }),
  account('member', 'Mia', 'Member', ['team_member'], { memberOf: 'employer' }),
  account('candidate', 'Casey', 'Candidate', ['candidate']),
  account('scout', 'Sam', 'Scout', ['datascout']),
  // Membership states (docs/payments.md): STANDARD paid monthly, ELITE with a failed renewal, a cancelled plan.
  account('subscriber', 'Skyler', 'Subscriber', ['candidate'], { billingDemo: true }),
  account('pastdue', 'Parker', 'Pastdue', ['candidate'], { billingDemo: true }),
  account('lapsed', 'Lee', 'Lapsed', ['candidate'], { billingDemo: true }),
  // The paid tiers' perks (docs/memberships.md "What each tier gets"): ELITE (share cards) and UNLIMITED (community, contract advice, interviews).
  account('elite', 'Elliot', 'Elite', ['candidate'], { billingDemo: true }),
  account('unlimited', 'Uma', 'Unlimited', ['candidate'], { billingDemo: true }),
  // A player (docs/football.md): owns the seeded profile of the 21st club's bench midfielder; created last, by the football seed.
  account('player', 'Pat', 'Player', ['candidate'], { footballDemo: true }),
  // A content editor (docs/content.md): writes posts in the admin content tools; created last, by the content seed.
  account('editor', 'Eden', 'Editor', ['content_editor'], { contentDemo: true }),
  // A contract adviser (docs/contract-advice.md): works the contract advice queue; created last, by the contract advice seed.
  account('adviser', 'Ada', 'Adviser', ['contract_adviser'], { adviserDemo: true }),
  // Coaches (docs/coaching.md): author and run their own Employability Hub courses; created last, by the coaching seed.
  account('coach', 'Cora', 'Coach', ['coach'], { coachDemo: true }),
  account('coach2', 'Karim', 'Haddad', ['coach'], { coachDemo: true }),
];

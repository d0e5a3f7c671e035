import type { JobCategory } from '@fj/shared';

/** Realistic demo job titles per category (seeds/jobs.ts picks from these deterministically). */
export const TITLES_BY_CATEGORY: Readonly<Record<JobCategory, readonly string[]>> = {
  agent: ['Licensed Football Agent', 'Player Representation Executive', 'Junior Football Intermediary', 'Agency Scout and Client Liaison'],
  'analysts-recruitment-scouting': ['First Team Performance Analyst', 'Opposition Scout', 'Academy Recruitment Scout', 'Head of Recruitment', 'Data Scientist (Recruitment)', 'Video Analyst U21'],
  'boardroom-executive': ['Chief Executive Officer', 'Director of Football', 'Sporting Director', 'Club Secretary', 'Non-Executive Board Member'],
  'coaching-performance': ['Head Coach U18', 'Assistant First Team Coach', 'Goalkeeper Coach', 'Foundation Phase Coach', 'Head of Coaching', 'Strength and Conditioning Coach', 'Women’s First Team Manager'],
  'commercial-business': ['Commercial Manager', 'Partnerships Executive', 'Ticketing and Membership Officer', 'Hospitality Sales Executive', 'Sponsorship Account Manager'],
  'education-community': ['Community Coach', 'Education Officer (BTEC)', 'Foundation Programme Lead', 'Inclusion Officer', 'Schools Programme Coordinator'],
  'groundskeeping-operations': ['Head Groundsperson', 'Assistant Groundsperson', 'Stadium Operations Manager', 'Kit and Equipment Manager', 'Facilities Coordinator'],
  'human-resources-admin': ['HR Business Partner', 'Football Administrator', 'Player Care Officer', 'Office Manager', 'Academy Administrator'],
  'legal-finance': ['Club Accountant', 'Financial Controller', 'Legal Counsel (Football)', 'Payroll Officer', 'Contracts and Registrations Manager'],
  media: ['Digital Content Producer', 'Club Photographer', 'Social Media Manager', 'Matchday Commentator', 'Press Officer', 'Video Editor'],
  officials: ['Referee Development Officer', 'Assistant Referee (Regional)', 'Match Official Coach', 'Referee Assessor'],
  other: ['Club Chaplain', 'Travel and Logistics Coordinator', 'Supporter Liaison Officer', 'Volunteer Coordinator'],
  'player-request': ['Centre Back Wanted (Semi-Pro)', 'Goalkeeper Trial (U23)', 'Striker for Women’s Team', 'Left Winger (National League)', 'Defensive Midfielder Trialist'],
  retail: ['Club Shop Supervisor', 'Retail Assistant (Matchday)', 'E-commerce Merchandiser', 'Retail Store Manager'],
  'sports-science-medical-physio': ['First Team Physiotherapist', 'Sports Scientist', 'Club Doctor', 'Sports Therapist (Academy)', 'Performance Nutritionist', 'Soft Tissue Therapist'],
};

/** Countries (values of COUNTRIES) with cities, at least 20 of them. */
export const PLACES: readonly { country: string; cities: readonly string[] }[] = [
  { country: 'gb-eng', cities: ['London', 'Manchester', 'Liverpool', 'Leeds', 'Birmingham', 'Newcastle', 'Bristol'] },
  { country: 'gb-sct', cities: ['Glasgow', 'Edinburgh', 'Aberdeen', 'Dundee'] },
  { country: 'gb-wls', cities: ['Cardiff', 'Swansea', 'Wrexham'] },
  { country: 'gb-nir', cities: ['Belfast', 'Derry'] },
  { country: 'ie', cities: ['Dublin', 'Cork'] },
  { country: 'es', cities: ['Madrid', 'Barcelona', 'Seville', 'Valencia'] },
  { country: 'de', cities: ['Munich', 'Dortmund', 'Berlin', 'Hamburg'] },
  { country: 'it', cities: ['Milan', 'Turin', 'Rome', 'Naples'] },
  { country: 'fr', cities: ['Paris', 'Lyon', 'Marseille'] },
  { country: 'nl', cities: ['Amsterdam', 'Rotterdam', 'Eindhoven'] },
  { country: 'pt', cities: ['Lisbon', 'Porto'] },
  { country: 'be', cities: ['Brussels', 'Bruges'] },
  { country: 'us', cities: ['New York', 'Los Angeles', 'Atlanta', 'Seattle'] },
  { country: 'ca', cities: ['Toronto', 'Vancouver'] },
  { country: 'mx', cities: ['Mexico City', 'Monterrey'] },
  { country: 'br', cities: ['São Paulo', 'Rio de Janeiro'] },
  { country: 'ar', cities: ['Buenos Aires', 'Rosario'] },
  { country: 'au', cities: ['Sydney', 'Melbourne', 'Perth'] },
  { country: 'jp', cities: ['Tokyo', 'Yokohama'] },
  { country: 'sa', cities: ['Riyadh', 'Jeddah'] },
  { country: 'ae', cities: ['Dubai', 'Abu Dhabi'] },
  { country: 'qa', cities: ['Doha'] },
  { country: 'za', cities: ['Johannesburg', 'Cape Town'] },
  { country: 'ng', cities: ['Lagos'] },
  { country: 'in', cities: ['Mumbai', 'Kolkata'] },
  { country: 'no', cities: ['Oslo', 'Bergen'] },
];

export const DESCRIPTION_OPENERS = [
  'We are looking for an ambitious, well-organised professional to join our growing team.',
  'This is an exciting opportunity to shape the future of a club with a proud history and a clear plan.',
  'Join a forward-thinking organisation that puts player development and the community first.',
  'We are recruiting a motivated person who thrives in a fast-paced matchday environment.',
] as const;

export const RESPONSIBILITIES = [
  'Work closely with the first team and academy staff every week',
  'Plan, deliver and review sessions and reports to a high standard',
  'Build strong relationships with players, parents and partners',
  'Use data and video to support decisions',
  'Uphold our safeguarding policies at all times',
  'Represent the club professionally on matchdays and at events',
  'Travel to fixtures and tournaments when required',
] as const;

export const REQUIREMENTS = [
  'Relevant qualification or equivalent experience',
  'Excellent communication and organisation',
  'An enhanced DBS check (or willingness to obtain one)',
  'Availability on evenings and weekends',
  'Experience in professional or semi-professional football',
  'A full driving licence',
] as const;

export const SKILL_NAMES = [
  'Tactical Analysis', 'Video Analysis', 'Opposition Scouting', 'Player Recruitment', 'Talent Identification', 'Session Planning',
  'Player Development', 'Goalkeeper Coaching', 'Strength & Conditioning', 'Injury Prevention', 'Rehabilitation', 'Nutrition',
  'Data Analysis', 'Wyscout', 'GPS Tracking', 'Communication', 'Leadership',
] as const;

/** Demo organisations beyond employer / employer2 (each with an owner account `username`, password DEMO_PASSWORD). */
export const EXTRA_ORGANISATIONS = [
  { username: 'lakeside', name: 'Lakeside Ladies FC', firstName: 'Lena', lastName: 'Lakeside' },
  { username: 'atlasagency', name: 'Atlas Sports Agency', firstName: 'Arun', lastName: 'Atlas' },
  { username: 'metroacademy', name: 'Metro Football Academy', firstName: 'Maya', lastName: 'Metro' },
  { username: 'coastalmedia', name: 'Coastal Sports Media', firstName: 'Cole', lastName: 'Coastal' },
] as const;

/** Word lists of the football demo data: fictional clubs, competitions and people (no real ones). */

export interface DemoClub {
  name: string;
  shortName: string;
  ground: string;
  founded: number;
  country: string;
  colours: [string, string];
}

const club = (name: string, shortName: string, ground: string, founded: number, colours: [string, string], country = 'gb-eng'): DemoClub =>
  ({ name, shortName, ground, founded, colours, country });

/** The first two are the demo employers' clubs (Northbridge Athletic FC, Harbour City United). */
export const PREMIER_CLUBS: readonly DemoClub[] = [
  club('Northbridge Athletic FC', 'Northbridge', 'Bridge End Park', 1889, ['#b91c1c', '#ffffff']),
  club('Harbour City United', 'Harbour City', 'The Quayside Stadium', 1902, ['#1d4ed8', '#facc15']),
  club('Riverside Rovers', 'Riverside', 'Mill Lane', 1897, ['#15803d', '#ffffff']),
  club('Kingsmoor Town', 'Kingsmoor', 'The Moor', 1885, ['#7c3aed', '#f5f5f5']),
  club('Eastgate Albion', 'Eastgate', 'Gatehouse Road', 1910, ['#0f766e', '#fde68a']),
  club('Millbrook Wanderers', 'Millbrook', 'Brookside', 1878, ['#ea580c', '#111827']),
  club('Westhaven FC', 'Westhaven', 'Haven Park', 1921, ['#0369a1', '#ffffff']),
  club('Stonebridge Celtic', 'Stonebridge', 'Celtic Fields', 1894, ['#166534', '#f8fafc'], 'gb-sct'),
  club('Ashford Park Rangers', 'Ashford Park', 'The Parkway', 1906, ['#1e3a8a', '#dc2626']),
  club('Valley Sporting', 'Valley', 'Valley Arena', 1932, ['#a16207', '#1f2937']),
  club('Blue Harbour SC', 'Blue Harbour', 'Seafront Ground', 1948, ['#0284c7', '#e0f2fe']),
  club('Oakfield Community FC', 'Oakfield', 'Oakfield Rec', 1967, ['#4d7c0f', '#fef9c3']),
];

export const CHAMPIONSHIP_CLUBS: readonly DemoClub[] = [
  club('Hillcrest United', 'Hillcrest', 'Crest Hill', 1899, ['#be123c', '#fff1f2']),
  club('Marston Athletic', 'Marston', 'Marston Lane', 1912, ['#334155', '#fbbf24']),
  club('Redcliffe Town', 'Redcliffe', 'Cliff Top', 1891, ['#991b1b', '#fecaca']),
  club('Greywater City', 'Greywater', 'Waterside', 1905, ['#475569', '#e2e8f0']),
  club('Fenwick Borough', 'Fenwick', 'Borough Park', 1923, ['#9333ea', '#fde047']),
  club('Southmere Rovers', 'Southmere', 'The Mere', 1901, ['#047857', '#fef3c7'], 'gb-wls'),
  club('Copperfield FC', 'Copperfield', 'Copper Works', 1930, ['#c2410c', '#fff7ed']),
  club('Lindenholm Albion', 'Lindenholm', 'Linden Road', 1888, ['#1e40af', '#f0f9ff']),
  club('Brackwater Wanderers', 'Brackwater', 'The Marsh', 1911, ['#0f172a', '#38bdf8'], 'gb-nir'),
  club('Thornbury Park', 'Thornbury', 'Thorn Lane', 1926, ['#854d0e', '#ecfccb']),
];

/**
 * Table zones (docs/football.md "Zones"): the top division crowns a champion, sends the next places to continental
 * competitions and relegates two; the second tier promotes two, plays off for the third place up and relegates two.
 */
export const COMPETITIONS = [
  {
    name: 'Northern Premier Division', slug: 'northern-premier-division', country: 'gb-eng', kind: 'league', clubs: PREMIER_CLUBS,
    zones: [{ from: 1, to: 1, kind: 'champions' }, { from: 2, to: 3, kind: 'continental' }, { from: 4, to: 4, kind: 'continental-qualifying' }, { from: 11, to: 12, kind: 'relegation' }],
  },
  {
    name: 'Coastal Championship', slug: 'coastal-championship', country: 'gb-eng', kind: 'league', clubs: CHAMPIONSHIP_CLUBS,
    zones: [{ from: 1, to: 2, kind: 'promotion' }, { from: 3, to: 6, kind: 'playoff' }, { from: 9, to: 10, kind: 'relegation' }],
  },
] as const;

/** Two seasons: 2025-26 played in full, 2026-27 under way (the first PLAYED_ROUNDS_CURRENT rounds have results). */
export const SEASONS = [
  { name: '2025-26', startYear: 2025, firstMatchday: '2025-08-09', played: 'all' as const },
  { name: '2026-27', startYear: 2026, firstMatchday: '2026-08-08', played: 12 },
];

export const PLAYER_FIRST_NAMES = [
  'Aaron', 'Adebayo', 'Ahmed', 'Alejandro', 'Andrei', 'Ben', 'Callum', 'Carlos', 'Chidi', 'Connor', 'Dae-jung', 'Daniel', 'Diego',
  'Emeka', 'Emil', 'Finn', 'Gabriel', 'Hamza', 'Ibrahim', 'Idris', 'Jamal', 'Jonas', 'Jude', 'Kai', 'Kofi', 'Liam', 'Luca', 'Marco',
  'Mateo', 'Mehmet', 'Mikel', 'Noah', 'Oliver', 'Omar', 'Oscar', 'Pedro', 'Rafael', 'Rhys', 'Ruben', 'Samir', 'Sami', 'Tariq',
  'Thabo', 'Theo', 'Tomasz', 'Viktor', 'Yusuf', 'Zak',
] as const;

export const PLAYER_LAST_NAMES = [
  'Abara', 'Andersen', 'Bakker', 'Banda', 'Bianchi', 'Campbell', 'Chen', 'Costa', 'Davies', 'Diallo', 'Evans', 'Fernandes',
  'Fischer', 'Gallagher', 'Garcia', 'Haddad', 'Hughes', 'Jansen', 'Kamara', 'Kelly', 'Khan', 'Kowalski', 'Larsen', 'Lopez',
  'MacLeod', 'Mensah', 'Moreau', 'Murphy', 'Nakamura', 'Novak', 'Okafor', 'Olsen', 'Osei', 'Patel', 'Petrov', 'Quinn', 'Rahman',
  'Rossi', 'Santos', 'Schmidt', 'Silva', 'Sokolov', 'Tanaka', 'Thompson', 'Traore', 'Williams', 'Yilmaz', 'Zielinski',
] as const;

/** Nationality codes (COUNTRIES values) with a weight: mostly home nations, a mix of others. */
export const NATIONALITIES = [
  'gb-eng', 'gb-eng', 'gb-eng', 'gb-eng', 'gb-sct', 'gb-wls', 'gb-nir', 'ie', 'es', 'de', 'it', 'fr', 'nl', 'pt', 'ng', 'gh', 'sn',
  'br', 'ar', 'jp', 'kr', 'pl', 'dk', 'no', 'tr', 'ma', 'eg', 'us',
] as const;

export const BIRTH_PLACES: Record<string, readonly string[]> = {
  'gb-eng': ['Manchester', 'Leeds', 'Bristol', 'Sheffield', 'Norwich', 'Plymouth'],
  'gb-sct': ['Glasgow', 'Dundee'], 'gb-wls': ['Cardiff', 'Swansea'], 'gb-nir': ['Belfast'], ie: ['Cork', 'Galway'],
  es: ['Seville', 'Bilbao'], de: ['Bremen', 'Leipzig'], it: ['Bologna', 'Genoa'], fr: ['Lille', 'Nantes'], nl: ['Utrecht'],
  pt: ['Braga'], ng: ['Lagos', 'Enugu'], gh: ['Kumasi'], sn: ['Dakar'], br: ['Recife', 'Curitiba'], ar: ['Rosario'],
  jp: ['Osaka'], kr: ['Busan'], pl: ['Gdansk'], dk: ['Aarhus'], no: ['Bergen'], tr: ['Izmir'], ma: ['Casablanca'],
  eg: ['Alexandria'], us: ['Portland'],
};

/** A squad of 16: [position code, position label, main position]. The first eleven are the usual starters. */
export const SQUAD_TEMPLATE = [
  ['GK', 'Goalkeeper', 'Goalkeeper'], ['RB', 'Defender', 'Right-Back'], ['CB', 'Defender', 'Centre-Back'],
  ['CB', 'Defender', 'Centre-Back'], ['LB', 'Defender', 'Left-Back'], ['DM', 'Midfielder', 'Defensive Midfield'],
  ['CM', 'Midfielder', 'Central Midfield'], ['AM', 'Midfielder', 'Attacking Midfield'], ['RW', 'Forward', 'Right Winger'],
  ['LW', 'Forward', 'Left Winger'], ['CF', 'Forward', 'Centre-Forward'],
  ['GK', 'Goalkeeper', 'Goalkeeper'], ['CB', 'Defender', 'Centre-Back'], ['CM', 'Midfielder', 'Central Midfield'],
  ['RM', 'Midfielder', 'Right Midfield'], ['CF', 'Forward', 'Centre-Forward'],
] as const;

/** Shirt numbers of the squad template's slots (first eleven 1–11 by position, the bench from 13). */
export const SHIRT_NUMBERS = [1, 2, 5, 6, 3, 4, 8, 10, 7, 11, 9, 13, 15, 14, 17, 19] as const;

/** Goal and assist weights per position code. */
export const SCORING_WEIGHT: Record<string, [number, number]> = {
  GK: [0, 0.05], RB: [0.4, 1], LB: [0.4, 1], CB: [0.6, 0.3], DM: [0.6, 0.8], CM: [1.2, 1.6], AM: [2.2, 2.4], RM: [1.8, 2],
  RW: [2.6, 2.2], LW: [2.6, 2.2], CF: [5, 1.2],
};

export const YOUTH_CLUBS = ['Northbridge Academy', 'Harbour City Academy', 'Riverside Youth', 'Kingsmoor Juniors', 'Valley Colts', 'Eastgate Boys'] as const;

export const STAFF_ROLES = [
  { jobTitle: 'Head Coach', title: 'UEFA Pro Licence coach', roles: ['Head Coach', 'Assistant Coach', 'Academy Coach'] },
  { jobTitle: 'Assistant Coach', title: 'UEFA A Licence coach', roles: ['Assistant Coach', 'Set-piece Coach', 'Academy Coach'] },
  { jobTitle: 'Performance Analyst', title: 'Performance analyst', roles: ['Performance Analyst', 'Opposition Scout', 'Data Analyst'] },
] as const;

export const FORMATIONS = ['4-3-3', '4-2-3-1', '3-5-2', '4-4-2', '3-4-3', '4-1-4-1'] as const;
export const PLAYING_STYLES = ['Possession-based build-up', 'Direct, vertical transitions', 'Counter-attacking from a mid block', 'Positional play with inverted full-backs'] as const;
export const PRESSING_STYLES = ['High press with man-oriented triggers', 'Mid-block, press on the touchline', 'Counter-press for five seconds after losing the ball', 'Low block, compact between the lines'] as const;
export const COACHING_STYLES = ['Player-centred, video-led feedback', 'Demanding and detail-driven', 'Collaborative, leadership group model', 'Development-first, long-term'] as const;
export const STAFF_QUALIFICATIONS = ['UEFA Pro Licence', 'UEFA A Licence', 'UEFA B Licence', 'FA Level 2 Talent Identification', 'BSc Sport Science', 'MSc Performance Analysis', 'FA Safeguarding Children'] as const;
export const SOFTWARE = ['Wyscout', 'Hudl Sportscode', 'Catapult OpenField', 'StatsBomb IQ', 'Nacsport', 'Tableau', 'Python', 'Excel'] as const;
export const LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Portuguese', 'Arabic', 'Italian', 'Dutch', 'Turkish'] as const;

/** Word lists for the generated candidate profiles (demo and CV-database data; fictional people and clubs). */

export const FIRST_NAMES = [
  'Aaliyah', 'Adebayo', 'Aisha', 'Alejandro', 'Amara', 'Andrei', 'Aroha', 'Beatriz', 'Callum', 'Chidi', 'Chloe', 'Dae-jung',
  'Daniel', 'Eilidh', 'Elif', 'Emeka', 'Fatima', 'Finn', 'Freya', 'Gabriel', 'Grace', 'Hamza', 'Hana', 'Ibrahim', 'Imogen',
  'Isabella', 'Jamal', 'Jonas', 'Kai', 'Kemi', 'Kofi', 'Laila', 'Liam', 'Lucia', 'Mateo', 'Maya', 'Mehmet', 'Nadia', 'Niamh',
  'Noah', 'Oliver', 'Omar', 'Priya', 'Rafael', 'Rhys', 'Rosa', 'Sakura', 'Samir', 'Siobhan', 'Sofia', 'Tariq', 'Thabo',
  'Tomasz', 'Yara', 'Yusuf', 'Zara',
] as const;

export const LAST_NAMES = [
  'Abara', 'Andersen', 'Bakker', 'Banda', 'Bianchi', 'Campbell', 'Chen', 'Costa', 'Davies', 'Diallo', 'Evans', 'Fernandes',
  'Fischer', 'Gallagher', 'Garcia', 'Haddad', 'Hughes', 'Ivanova', 'Jansen', 'Kamara', 'Kelly', 'Khan', 'Kowalski', 'Larsen',
  'Lopez', 'MacLeod', 'Mensah', 'Moreau', 'Murphy', 'Nakamura', 'Novak', 'Okafor', 'Olsen', 'Osei', 'Patel', 'Petrov',
  'Quinn', 'Rahman', 'Rossi', 'Santos', 'Schmidt', 'Silva', 'Sokolov', 'Tanaka', 'Thompson', 'Traore', 'Williams', 'Yilmaz',
] as const;

/** Country value → cities (values from COUNTRIES). */
export const PLACES: readonly (readonly [string, readonly string[]])[] = [
  ['gb-eng', ['Manchester', 'London', 'Liverpool', 'Birmingham', 'Leeds', 'Bristol', 'Newcastle']],
  ['gb-sct', ['Glasgow', 'Edinburgh', 'Aberdeen', 'Dundee']],
  ['gb-wls', ['Cardiff', 'Swansea', 'Wrexham']],
  ['gb-nir', ['Belfast', 'Derry']],
  ['ie', ['Dublin', 'Cork', 'Galway']],
  ['es', ['Madrid', 'Barcelona', 'Seville', 'Valencia']],
  ['de', ['Berlin', 'Munich', 'Dortmund', 'Hamburg']],
  ['it', ['Milan', 'Turin', 'Rome', 'Naples']],
  ['fr', ['Paris', 'Lyon', 'Marseille']],
  ['nl', ['Amsterdam', 'Rotterdam', 'Eindhoven']],
  ['pt', ['Lisbon', 'Porto']],
  ['us', ['New York', 'Los Angeles', 'Atlanta', 'Seattle']],
  ['ng', ['Lagos', 'Abuja']],
  ['gh', ['Accra', 'Kumasi']],
  ['za', ['Johannesburg', 'Cape Town']],
  ['ae', ['Dubai', 'Abu Dhabi']],
  ['sa', ['Riyadh', 'Jeddah']],
  ['jp', ['Tokyo', 'Osaka']],
  ['au', ['Sydney', 'Melbourne']],
  ['br', ['São Paulo', 'Rio de Janeiro']],
];

export const CLUBS = [
  'Northbridge Athletic', 'Harbour City United', 'Riverside Rovers', 'Kingsmoor Town', 'Eastgate Albion', 'Millbrook Wanderers',
  'Westhaven FC', 'Stonebridge Celtic', 'Ashford Park Rangers', 'Lakeside Academy', 'Redcliffe Women FC', 'Hillcrest Juniors',
  'Oakfield Community FC', 'Blue Harbour SC', 'Valley Sporting', 'Marston Futsal Club',
] as const;

export const INSTITUTES = [
  'Loughborough University', 'University of Stirling', 'Liverpool John Moores University', 'St Mary’s University Twickenham',
  'Leeds Beckett University', 'Open University', 'The FA Learning', 'UEFA Academy', 'Johan Cruyff Institute', 'Real Madrid Graduate School',
] as const;

export const DEGREES = [
  'BSc Sports Science', 'MSc Performance Analysis', 'BA Sports Coaching', 'MSc Strength and Conditioning', 'BSc Physiotherapy',
  'MA Sports Journalism', 'BSc Sports Management', 'MSc Football Business', 'Diploma in Sports Massage', 'BTEC Sport Level 3',
] as const;

export const AWARDS = [
  'Coach of the Year', 'Young Scout of the Season', 'Volunteer of the Year', 'League Title Winners', 'County Cup Winners',
  'Grassroots Hero Award', 'Referee Promotion to National List', 'Academy Graduate of the Year',
] as const;

export const LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Arabic', 'Dutch', 'Polish', 'Japanese', 'Yoruba', 'Turkish'] as const;

/** What people of each profile type typically do; drives headlines, roles and skills. */
export const PROFILE_TYPE_ROLES: Readonly<Record<string, readonly string[]>> = {
  player: ['Player', 'Academy Player', 'Semi-Pro Player', 'Futsal Player'],
  referee: ['Referee', 'Assistant Referee', 'Fourth Official', 'Referee Assessor'],
  scout: ['Scout', 'Chief Scout', 'Recruitment Analyst', 'Opposition Scout'],
  coach: ['Head Coach', 'Assistant Coach', 'Academy Coach', 'Goalkeeper Coach', 'Youth Coach'],
  fan: ['Supporter Liaison Officer', 'Matchday Volunteer', 'Fan Engagement Officer'],
  agent: ['Football Agent', 'Intermediary', 'Player Care Officer'],
  others: ['Performance Analyst', 'Physiotherapist', 'Sports Scientist', 'Kit Manager', 'Media Officer', 'Groundsperson'],
};

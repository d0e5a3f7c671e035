/**
 * The near-duplicate detector's labelled set (docs/moderation.md): job descriptions built from hand-written football
 * paragraphs. Positives are copies of a job with the edits a re-poster makes (another club's name, new dates and
 * salary, sentences reworded, paragraphs swapped or dropped). Negatives are genuine similar jobs: one club's different
 * roles sharing its boilerplate (intro, benefits, safeguarding statement), and different clubs' versions of the same
 * role written independently.
 */

export interface LabelledJob {
  key: string;
  club: string;
  html: string;
}

const CLUBS = {
  riverside: {
    name: 'Riverside Athletic',
    intro: [
      '{club} is a community club founded in 1921 with men’s, women’s and academy sides playing at the Meadow Lane ground.',
      'Our academy has produced eleven professional players in the last decade and we are proud of our pathway from under 9s to the first team.',
      'We are now looking for an ambitious person to join a friendly and hard working staff of forty.',
    ],
    benefits: [
      'In return {club} offers a contributory pension, free parking at the training ground and a season ticket for you and a guest.',
      'You will have an annual budget for courses and qualifications, and time off to attend them.',
      'Staff also receive discounts in the club shop and a free meal on match days.',
    ],
    safeguarding: [
      '{club} is committed to safeguarding and promoting the welfare of children, young people and adults at risk.',
      'The successful applicant will be subject to an enhanced background check and two references.',
      'We welcome applications from every part of the community and value diversity in our workforce.',
    ],
  },
  harbour: {
    name: 'Harbour City FC',
    intro: [
      'Founded by dock workers in 1898, {club} plays in the National League North and runs twenty two teams for boys and girls.',
      'Our home at the Quayside Stadium holds five thousand supporters and hosts our women’s team on Sundays.',
      'The club is growing quickly and this new post is part of a five year plan approved by the board last spring.',
    ],
    benefits: [
      'The package includes twenty eight days of holiday plus bank holidays, a health cash plan and flexible working outside match days.',
      'Every member of staff has a personal development plan reviewed twice a year with their line manager.',
      'You will get club kit, a gym membership and tickets for family members.',
    ],
    safeguarding: [
      'The welfare of the young people in our care comes first at {club} and every role carries safeguarding responsibilities.',
      'This post requires a satisfactory criminal records check before the start date.',
      'We are an equal opportunities employer and encourage applications from under represented groups.',
    ],
  },
  valley: {
    name: 'Valley Rovers Women',
    intro: [
      '{club} is a semi professional women’s club with a first team, a reserve side and a girls’ academy of two hundred players.',
      'We train at the university sports park and play our home games at Castle Road.',
      'Last season we won promotion and we now need to strengthen the staff around the squad.',
    ],
    benefits: [
      'We offer a competitive salary, a laptop and phone, and mileage paid for travel to away fixtures.',
      'The club pays for your coaching badges and gives you mentoring from our technical director.',
      'Hybrid working is possible for office based tasks.',
    ],
    safeguarding: [
      '{club} follows the national game safeguarding policy and every member of staff completes annual training.',
      'Appointment is subject to a disclosure check, references and proof of the right to work.',
      'We want our staff to reflect the communities we serve and welcome applicants of every background.',
    ],
  },
} as const;

type ClubKey = keyof typeof CLUBS;

/** Role paragraphs: duties and requirements, each as sentences (so edits can reword, drop or reorder them). */
const ROLES = {
  goalkeeper: {
    title: 'Academy Goalkeeper Coach',
    duties: [
      'You will plan and deliver goalkeeper sessions for the under 12 to under 18 age groups three evenings a week and on Saturday mornings.',
      'You will film training and matches, review the footage with each keeper and keep an individual learning plan for every player.',
      'Working with the lead phase coaches you will make sure goalkeepers take part fully in team sessions and not only in separate drills.',
      'You will travel with the teams to fixtures and report on every keeper’s performance after the game.',
    ],
    requirements: [
      'Applicants need the goalkeeping level two award or above and at least two years of coaching young players.',
      'You understand how to adapt distribution, handling and positioning work to players at different stages of growth.',
      'Good communication with parents and the ability to explain feedback simply are essential.',
      'A full driving licence is needed because training moves between our two sites.',
    ],
  },
  analyst: {
    title: 'First Team Performance Analyst',
    duties: [
      'The analyst codes every first team match and the opponents’ recent games using Hudl Sportscode and prepares clips for the manager.',
      'Before each fixture you will produce an opposition report covering set pieces, pressing triggers and build up patterns.',
      'During matches you will sit in the gantry and send live clips to the bench tablet at half time.',
      'You will maintain the club’s database of physical and technical data and present trends to the coaching staff each month.',
    ],
    requirements: [
      'A degree in sports science, performance analysis or a related subject is preferred.',
      'You must be confident with video software, spreadsheets and at least one data visualisation tool.',
      'Weekend and evening work is required, including travel to away matches.',
      'Experience at a professional or semi professional club would be an advantage.',
    ],
  },
  physio: {
    title: 'Sports Physiotherapist',
    duties: [
      'You will assess and treat injuries across the senior squads and lead each player’s return to play programme.',
      'Pitch side cover at home and away matches is a core part of the role, as is attendance at three training sessions a week.',
      'Injury records must be kept up to date in the medical system and shared with the strength and conditioning coach.',
      'You will run screening at the start of pre season and design prevention work with the coaching staff.',
    ],
    requirements: [
      'Candidates must be registered with the Health and Care Professions Council and hold an advanced trauma qualification.',
      'Two years of experience in musculoskeletal or sports physiotherapy is required.',
      'You are calm under pressure and able to make decisions quickly on the touchline.',
      'You will have a professional approach to confidentiality and medical records.',
    ],
  },
  commercial: {
    title: 'Commercial and Partnerships Manager',
    duties: [
      'The manager will grow income from sponsorship, hospitality and advertising boards across the season.',
      'You will look after our existing partners, plan their match day experiences and report back on the value they received.',
      'Finding new local businesses to work with and pitching packages to them will take up much of the week.',
      'You will also organise the end of season awards dinner and two fundraising events.',
    ],
    requirements: [
      'We are looking for someone with a track record in sales, sponsorship or business development.',
      'Strong writing skills and confidence in meetings with company directors are important.',
      'Knowledge of the local business community would help you hit the ground running.',
      'Some evening and weekend work on match days is expected.',
    ],
  },
  kitman: {
    title: 'Kit and Equipment Manager',
    duties: [
      'You will prepare training and match kit for the first team and the under 21s and pack the kit van for away trips.',
      'Washing, repairing and ordering kit is done in our laundry at the training ground.',
      'Stock control of balls, cones, bibs and medical supplies is part of the job, working within a set budget.',
      'On match days you will set up both dressing rooms and look after the officials’ room.',
    ],
    requirements: [
      'Previous experience in a similar role or in stock management is desirable.',
      'You are organised, reliable and happy to work early mornings, evenings and weekends.',
      'A driving licence that allows you to drive a van is essential.',
      'Knowledge of league kit regulations would be useful but training is given.',
    ],
  },
  u12coach: {
    title: 'Under 12 Lead Coach',
    duties: [
      'You will lead the under 12 squad’s coaching programme, planning three sessions a week and coaching the team at games on Sundays.',
      'Each player needs a development review every term which you will write and discuss with the family.',
      'You will work with the academy manager to recruit players from grassroots clubs and run trial days.',
      'Running holiday camps in the summer and at Easter is part of the job.',
    ],
    requirements: [
      'You hold at least a UEFA C licence and the youth module one award.',
      'Experience coaching players in the foundation phase is essential.',
      'You can make sessions fun and challenging for children of mixed ability.',
      'You are available on weekday evenings and Sunday mornings.',
    ],
  },
  u12coachIndependent: {
    title: 'Under 12 Lead Coach',
    duties: [
      'Our new head of the under twelves will take charge of training on Tuesday, Wednesday and Friday and manage the side in league fixtures.',
      'Progress reports for the boys and girls go home to parents at the end of each term, written by the coach.',
      'Scouting local Sunday league teams for talent and organising open trials falls to this post as well.',
      'During school holidays the coach helps deliver our soccer schools.',
    ],
    requirements: [
      'A coaching qualification at C licence level or higher is needed, plus a youth award.',
      'The right person has worked with children aged eight to twelve before.',
      'Patience, creativity and enthusiasm for the game are what we value most.',
      'Weekday evenings and weekend mornings are the main working hours.',
    ],
  },
  analystIndependent: {
    title: 'Performance Analyst',
    duties: [
      'Reporting to the head coach, you will break down our matches and produce short video packages for players on their phones.',
      'Scouting upcoming opponents and presenting a tactical briefing on the Thursday before the game is a key task.',
      'On match days a live tagging feed goes from your laptop to the assistant coach.',
      'GPS and fitness data are collected after each session and summarised for the sports science team.',
    ],
    requirements: [
      'You have studied analysis or sport at university or have equivalent experience.',
      'Sportscode, Excel and Tableau or Power BI should be familiar tools.',
      'Flexible hours across evenings and weekends are part of football life.',
      'Time spent at an elite club would strengthen your application.',
    ],
  },
  goalkeeperIndependent: {
    title: 'Goalkeeping Coach (Academy)',
    duties: [
      'Our academy keepers train with you twice a week and before home games, with sessions for the younger and older groups.',
      'Each keeper gets a video review every month and targets agreed with you and the academy manager.',
      'You will join the outfield coaches on the grass so keepers are part of the team’s work, not kept apart.',
      'Attending fixtures and writing a short match note for each goalkeeper is expected.',
    ],
    requirements: [
      'We need a qualified goalkeeper coach with experience of youth football.',
      'You can adjust technical work to the age and maturity of each player.',
      'Clear, kind feedback to young players and their families matters to us.',
      'Transport of your own is needed to reach both training venues.',
    ],
  },
} as const;

type RoleKey = keyof typeof ROLES;

/** Rewording: a re-poster's light paraphrase (synonyms, changed phrasing), applied to chosen sentences. */
const SYNONYMS: [RegExp, string][] = [
  [/\byou will\b/gi, 'the successful candidate will'],
  [/\bplayers\b/g, 'footballers'],
  [/\bsessions\b/g, 'training'],
  [/\bteam\b/g, 'squad'],
  [/\bevery\b/g, 'each'],
  [/\bneeds?\b/g, 'requires'],
  [/\bessential\b/g, 'a must'],
  [/\bexperience\b/g, 'background'],
  [/\bmatches\b/g, 'games'],
  [/\bweek\b/g, 'week during the season'],
];
const reword = (sentence: string) => SYNONYMS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), sentence);

interface JobParts {
  club: ClubKey;
  role: RoleKey;
  salary: string;
  closing: string;
}

function paragraphsOf(parts: JobParts, clubName: string): string[][] {
  const club = CLUBS[parts.club];
  const role = ROLES[parts.role];
  const fill = (sentence: string) => sentence.replaceAll('{club}', clubName);
  return [
    club.intro.map(fill),
    [...role.duties],
    [...role.requirements],
    club.benefits.map(fill),
    [`The salary is ${parts.salary} a year and the closing date for applications is ${parts.closing}.`],
    club.safeguarding.map(fill),
  ];
}

const toHtml = (paragraphs: string[][]) => paragraphs.map((sentences) => `<p>${sentences.join(' ')}</p>`).join('\n');

export interface DuplicateEdit {
  /** Another club's name put in place of the original's. */
  clubName: string;
  salary: string;
  closing: string;
  /** Indexes (paragraph, sentence) of sentences reworded. */
  reword?: [number, number][];
  /** Swap these paragraph pairs. */
  swap?: [number, number][];
  /** Drop these paragraphs. */
  drop?: number[];
  /** Drop single sentences. */
  dropSentences?: [number, number][];
}

function editedCopy(parts: JobParts, edit: DuplicateEdit): string {
  const paragraphs = paragraphsOf({ ...parts, salary: edit.salary, closing: edit.closing }, edit.clubName).map((p) => [...p]);
  for (const [p, s] of edit.reword ?? []) if (paragraphs[p]?.[s]) paragraphs[p]![s] = reword(paragraphs[p]![s]!);
  for (const [p, s] of [...(edit.dropSentences ?? [])].sort((a, b) => b[1] - a[1])) paragraphs[p]?.splice(s, 1);
  for (const [a, b] of edit.swap ?? []) [paragraphs[a], paragraphs[b]] = [paragraphs[b]!, paragraphs[a]!];
  return toHtml(paragraphs.filter((_, index) => !(edit.drop ?? []).includes(index)));
}

/** The originals: each club's own roles (shared boilerplate) and independently written versions of similar roles. */
const ORIGINALS: (JobParts & { key: string })[] = [
  { key: 'riverside-goalkeeper', club: 'riverside', role: 'goalkeeper', salary: '£28,000', closing: '14 March' },
  { key: 'riverside-analyst', club: 'riverside', role: 'analyst', salary: '£31,500', closing: '14 March' },
  { key: 'riverside-physio', club: 'riverside', role: 'physio', salary: '£36,000', closing: '21 March' },
  { key: 'riverside-kitman', club: 'riverside', role: 'kitman', salary: '£22,000', closing: '21 March' },
  { key: 'harbour-commercial', club: 'harbour', role: 'commercial', salary: '£34,000', closing: '2 April' },
  { key: 'harbour-u12coach', club: 'harbour', role: 'u12coach', salary: '£24,500', closing: '2 April' },
  { key: 'harbour-analyst', club: 'harbour', role: 'analystIndependent', salary: '£30,000', closing: '9 April' },
  { key: 'valley-u12coach', club: 'valley', role: 'u12coachIndependent', salary: '£23,000', closing: '30 April' },
  { key: 'valley-goalkeeper', club: 'valley', role: 'goalkeeperIndependent', salary: '£26,000', closing: '30 April' },
];

/**
 * Copies by another employer. Light: names, dates and salary. Medium: plus reworded sentences and swapped paragraphs.
 * Heavy: plus a dropped paragraph or sentence and more rewording.
 */
const COPIES: { key: string; of: string; edit: DuplicateEdit }[] = [
  { key: 'copy-light-1', of: 'riverside-goalkeeper', edit: { clubName: 'Northgate United', salary: '£29,000', closing: '1 June' } },
  { key: 'copy-light-2', of: 'harbour-commercial', edit: { clubName: 'Eastfield Town', salary: '£36,000', closing: '20 May' } },
  { key: 'copy-light-3', of: 'valley-u12coach', edit: { clubName: 'Southport Girls FC', salary: '£25,000', closing: '11 June' } },
  { key: 'copy-medium-1', of: 'riverside-analyst', edit: { clubName: 'Westbrook FC', salary: '£33,000', closing: '3 June', reword: [[1, 0], [1, 2], [2, 1]], swap: [[3, 5]] } },
  { key: 'copy-medium-2', of: 'harbour-u12coach', edit: { clubName: 'Kingsmead Juniors', salary: '£22,000', closing: '8 May', reword: [[1, 1], [2, 0], [2, 2]], swap: [[1, 2]] } },
  { key: 'copy-medium-3', of: 'harbour-analyst', edit: { clubName: 'Fenwick Ladies', salary: '£23,500', closing: '17 June', reword: [[1, 0], [1, 3]], swap: [[0, 3], [1, 2]] } },
  { key: 'copy-medium-4', of: 'riverside-physio', edit: { clubName: 'Oakham Borough', salary: '£38,000', closing: '1 July', reword: [[1, 1], [1, 2], [2, 3]], swap: [[3, 5]] } },
  { key: 'copy-heavy-1', of: 'valley-goalkeeper', edit: { clubName: 'Millbank City', salary: '£37,000', closing: '12 July', reword: [[1, 0], [1, 1], [1, 3], [2, 0], [2, 1]], drop: [0], swap: [[4, 5]] } },
  { key: 'copy-heavy-2', of: 'riverside-kitman', edit: { clubName: 'Ashby Athletic', salary: '£27,000', closing: '9 July', reword: [[1, 0], [1, 2], [2, 2], [2, 3]], drop: [3], dropSentences: [[1, 3]] } },
  { key: 'copy-heavy-3', of: 'riverside-goalkeeper', edit: { clubName: 'Hollins Park', salary: '£20,000', closing: '2 August', reword: [[1, 0], [1, 1], [1, 2], [2, 0], [2, 2]], drop: [5], swap: [[1, 2]] } },
];

/** The jobs, and the pairs that are duplicates (an original and its copies, and copies of one original, are all one group). */
export function labelledSet(): { jobs: LabelledJob[]; duplicatePairs: Set<string>; groupOf: Map<string, string> } {
  const jobs: LabelledJob[] = ORIGINALS.map((parts) => ({ key: parts.key, club: CLUBS[parts.club].name, html: toHtml(paragraphsOf(parts, CLUBS[parts.club].name)) }));
  const groupOf = new Map<string, string>(ORIGINALS.map((parts) => [parts.key, parts.key]));
  for (const copy of COPIES) {
    const original = ORIGINALS.find((parts) => parts.key === copy.of)!;
    jobs.push({ key: copy.key, club: copy.edit.clubName, html: editedCopy(original, copy.edit) });
    groupOf.set(copy.key, copy.of);
  }
  const duplicatePairs = new Set<string>();
  for (const a of jobs) for (const b of jobs) if (a.key < b.key && groupOf.get(a.key) === groupOf.get(b.key)) duplicatePairs.add(pairKey(a.key, b.key));
  return { jobs, duplicatePairs, groupOf };
}

export const pairKey = (a: string, b: string) => [a, b].sort().join(' ~ ');

import type { CoachingCategory, CoachingLanguage, CoachingLevel, QuizQuestionKind } from '@fj/shared';

/**
 * The Employability Hub's demo courses (issue 23 item 6, docs/coaching.md "Demo data"): six courses in football
 * careers, two of them sold as shop products, each with modules, lessons of real text and quizzes.
 *
 * Videos: football footage cannot be licensed for a demo, so the video lessons play the hosts' own public player
 * demonstration videos (YouTube's IFrame API sample and Vimeo's player sample); any YouTube or Vimeo link works the same.
 */

export interface DemoQuiz {
  title: string;
  passMarkPercent: number;
  attemptsAllowed: number | null;
  /** Options: [label, correct]. */
  questions: { prompt: string; kind: QuizQuestionKind; options: [string, boolean][] }[];
}

export interface DemoLesson {
  title: string;
  body: string;
  videoUrl?: string;
  durationMinutes: number;
  isPreview?: boolean;
  quiz?: DemoQuiz;
}

export interface DemoCourse {
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: CoachingCategory;
  level: CoachingLevel;
  language: CoachingLanguage;
  /** Username of the demo coach who runs it. */
  coach: 'coach' | 'coach2';
  /** GBP pence; a paid course is sold as a shop product. */
  priceMinor?: number;
  /** The cover's colours: field and stripes. */
  colours: [string, string];
  publishedDaysAgo: number;
  modules: { title: string; lessons: DemoLesson[] }[];
}

export const DEMO_VIDEOS = {
  youtube: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  vimeo: 'https://vimeo.com/76979871',
} as const;

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const h = (text: string) => `<h3>${text}</h3>`;

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    slug: 'uefa-c-and-b-licence-preparation',
    title: 'UEFA C and B licence preparation',
    summary: 'Plan, deliver and reflect on sessions the way licence assessors expect, from your first portfolio entry to assessment day.',
    description: p(
      'Most candidates who fail a coaching licence assessment do not lack football knowledge: they lose marks on session structure, coaching interventions and the reflective log. This course works through each of those with examples from real assessment criteria.',
      'It suits coaches starting the UEFA C licence and those preparing for the B licence assessment within the next season.',
    ),
    category: 'coaching-badges',
    level: 'intermediate',
    language: 'en',
    coach: 'coach',
    priceMinor: 4900,
    colours: ['#1f5f3a', '#2f7d4f'],
    publishedDaysAgo: 40,
    modules: [
      {
        title: 'How the licence pathway works',
        lessons: [
          {
            title: 'The pathway from grassroots to UEFA B',
            isPreview: true,
            durationMinutes: 8,
            videoUrl: DEMO_VIDEOS.youtube,
            body:
              p(
                'National associations run the UEFA C licence as the first qualification recognised across Europe; the B licence follows after at least a season of coaching with the C. Each step adds contact hours, a practical assessment and a portfolio.',
                'Before you book, check three things with your association: the minimum age and prerequisites, whether you need a team to coach during the course, and the safeguarding and first-aid certificates that must be current on the first day.',
              ) +
              list('UEFA C: grassroots and youth coaching, one assessed session', 'UEFA B: 11-a-side coaching, several assessed sessions and a match-day visit', 'Both: a reflective portfolio kept through the course'),
          },
          {
            title: 'Building your session portfolio',
            durationMinutes: 12,
            body: p(
              'Your portfolio is the evidence that you coach between contact days. Keep one entry per session: the plan, what happened, and what you would change. Photos of the area layout and a short video clip help the assessor see what you describe.',
              'Start it in week one, not the week before the deadline. Assessors read dozens of portfolios written in a rush, and they can tell.',
            ),
          },
        ],
      },
      {
        title: 'Planning and delivering sessions',
        lessons: [
          {
            title: 'Writing a session plan an assessor can follow',
            durationMinutes: 15,
            body:
              p('A good plan fits on one page and answers four questions: who the players are, what they will learn, how the practice is organised, and how you will know it worked.') +
              h('The parts of a plan') +
              list(
                'Topic and one clear objective, written from the player’s point of view',
                'Area size, numbers, equipment and timings for each phase',
                'Three or four coaching points with the picture you want to see',
                'Progressions and regressions if the practice is too hard or too easy',
              ),
          },
          {
            title: 'Coaching points, not commentary',
            durationMinutes: 14,
            body: p(
              'Assessors listen for interventions that change what players do. “Well done, keep going” is commentary; “receive on the back foot so you can play forward first time” is a coaching point.',
              'Choose your intervention style on purpose: a freeze to show the picture, a quick word with one player on the move, or a question at a drinks break. Use each at least once in an assessed session and say why in your reflection.',
            ),
            quiz: {
              title: 'Session planning check',
              passMarkPercent: 75,
              attemptsAllowed: 3,
              questions: [
                {
                  prompt: 'Which of these is a coaching point rather than commentary?',
                  kind: 'single',
                  options: [
                    ['“Good effort, lads!”', false],
                    ['“Open your body to the pitch before the ball arrives.”', true],
                    ['“That was better than last week.”', false],
                  ],
                },
                {
                  prompt: 'What should every session plan state? (Choose all that apply.)',
                  kind: 'multiple',
                  options: [
                    ['The area size and numbers', true],
                    ['One clear objective', true],
                    ['The result of last weekend’s match', false],
                    ['Progressions and regressions', true],
                  ],
                },
                {
                  prompt: 'When should you start your reflective portfolio?',
                  kind: 'single',
                  options: [
                    ['In the first week of the course', true],
                    ['After the assessment', false],
                    ['The week before the deadline', false],
                  ],
                },
                {
                  prompt: 'Which intervention styles can you use during a practice? (Choose all that apply.)',
                  kind: 'multiple',
                  options: [
                    ['Freezing play to show the picture', true],
                    ['A quick word with one player on the move', true],
                    ['Questions at a drinks break', true],
                    ['Stopping the session to lecture for ten minutes', false],
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        title: 'The assessment',
        lessons: [
          {
            title: 'What assessors look for on the day',
            durationMinutes: 10,
            body:
              p('On assessment day the assessor marks what they see, not what you planned. Arrive early, set the area exactly as drawn, and brief the players in under two minutes.') +
              list('A safe, organised area ready before the players arrive', 'Players working at the right level within five minutes', 'Interventions linked to the objective', 'An honest debrief: what worked and what you would change'),
          },
          {
            title: 'Reflective logs that show progress',
            durationMinutes: 9,
            body: p(
              'Write each log entry in three parts: what happened, why you think it happened, and what you will do next time. Link the next session’s plan to the last entry so the assessor can follow your development across weeks.',
            ),
          },
        ],
      },
    ],
  },
  {
    slug: 'performance-analysis-basics',
    title: 'Performance analysis basics',
    summary: 'Code matches, build clips the coach will actually watch, and write a post-match report in a morning.',
    description: p(
      'An introduction to the work of a first-team or academy analyst: what coaches ask for, how to code a match consistently, and how to turn hours of footage into ten minutes that change the next training week.',
      'No software licence is needed: the methods work with any coding tool, including free ones.',
    ),
    category: 'performance-analysis',
    level: 'beginner',
    language: 'en',
    coach: 'coach2',
    colours: ['#1d3f6e', '#2d5a96'],
    publishedDaysAgo: 30,
    modules: [
      {
        title: 'What analysts do',
        lessons: [
          {
            title: 'A week in the life of a first-team analyst',
            isPreview: true,
            durationMinutes: 7,
            videoUrl: DEMO_VIDEOS.vimeo,
            body:
              p('The analyst’s week follows the match: post-match review on day one, opposition analysis in the middle of the week, and set-piece and team-shape clips before the pre-match meeting.') +
              list('Matchday +1: code the match, first clips to the head coach by the afternoon', 'Matchday +2 to +4: opposition analysis and training footage', 'Matchday −1: the pre-match meeting and individual clips'),
          },
          {
            title: 'Key performance indicators coaches use',
            durationMinutes: 11,
            body: p(
              'A KPI is worth measuring only if the coach will change something because of it. Agree a short list at the start of the season: for example entries into the final third, high regains, chances created from set pieces and goals conceded from transitions.',
              'Report the same KPIs every week in the same order, so trends are visible at a glance.',
            ),
          },
        ],
      },
      {
        title: 'Coding matches',
        lessons: [
          {
            title: 'Tagging events with a consistent code window',
            durationMinutes: 16,
            body:
              p('A code window is the set of buttons you press while watching. Keep it small enough to use live: ten to fifteen events, each with a definition written down so that two analysts would tag the same moment the same way.') +
              h('Definitions first') +
              p('“High regain” is only useful if everyone agrees where “high” starts: for example, winning the ball within 40 metres of the opponent’s goal.'),
            quiz: {
              title: 'Coding check',
              passMarkPercent: 60,
              attemptsAllowed: null,
              questions: [
                {
                  prompt: 'Why should every code in your window have a written definition?',
                  kind: 'single',
                  options: [
                    ['So two analysts tag the same moment the same way', true],
                    ['Because coding software requires it', false],
                    ['To make the code window look professional', false],
                  ],
                },
                {
                  prompt: 'How many events should a live code window usually hold?',
                  kind: 'single',
                  options: [
                    ['Two or three', false],
                    ['Ten to fifteen', true],
                    ['More than fifty', false],
                  ],
                },
                {
                  prompt: 'Which of these are useful KPIs for a coach? (Choose all that apply.)',
                  kind: 'multiple',
                  options: [
                    ['Entries into the final third', true],
                    ['High regains', true],
                    ['The number of substitutes on the bench', false],
                  ],
                },
                {
                  prompt: 'When does the head coach usually expect the first post-match clips?',
                  kind: 'single',
                  options: [
                    ['The afternoon after the match', true],
                    ['At the end of the season', false],
                    ['Only before the next match', false],
                  ],
                },
              ],
            },
          },
          {
            title: 'From tags to clips the coach will watch',
            durationMinutes: 13,
            body: p(
              'A coach has ten minutes, not ninety. Pick four to six moments that show one theme, put the best example first, and add a one-line caption to each clip saying what to look at.',
              'Send individual players their own clips with a question rather than a verdict: “What other pass was on here?” starts a conversation; “bad pass” ends one.',
            ),
          },
        ],
      },
      {
        title: 'Reporting',
        lessons: [
          {
            title: 'Writing the post-match report',
            durationMinutes: 12,
            body:
              p('The report starts with three lines the coach can read on the bus: what went well, what did not, and the one thing to work on this week. Numbers and clips come after.') +
              list('Summary in three lines', 'KPIs against the season average', 'Clips grouped by theme', 'Set pieces for and against'),
          },
          {
            title: 'Presenting to players',
            durationMinutes: 9,
            body: p(
              'Player meetings work best when they are short and specific: no more than fifteen minutes, one theme, and clips that include good examples as well as mistakes. End with what the team will practise on the pitch that day.',
            ),
            quiz: {
              title: 'Reporting check',
              passMarkPercent: 67,
              attemptsAllowed: 3,
              questions: [
                {
                  prompt: 'What comes first in a post-match report?',
                  kind: 'single',
                  options: [
                    ['A three-line summary', true],
                    ['Every statistic from the data provider', false],
                    ['The opposition’s line-up', false],
                  ],
                },
                {
                  prompt: 'How long should a team meeting with clips usually last?',
                  kind: 'single',
                  options: [
                    ['Up to fifteen minutes', true],
                    ['About an hour', false],
                    ['As long as the match', false],
                  ],
                },
                {
                  prompt: 'What should clips for players include? (Choose all that apply.)',
                  kind: 'multiple',
                  options: [
                    ['Good examples', true],
                    ['Mistakes linked to the theme', true],
                    ['Unrelated highlights from other leagues', false],
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'cv-and-interview-skills-for-football-jobs',
    title: 'CV and interview skills for football jobs',
    summary: 'A football CV a head of recruitment reads past the first half page, and interview answers built on your own sessions and results.',
    description: p(
      'Clubs receive hundreds of applications for coaching, analysis and operations roles. This course shows what recruiters read first, how to present licences and results, and how to prepare the presentation and scenario questions of a club interview.',
    ),
    category: 'careers',
    level: 'beginner',
    language: 'en',
    coach: 'coach',
    colours: ['#5b2a86', '#7a44a8'],
    publishedDaysAgo: 24,
    modules: [
      {
        title: 'Your football CV',
        lessons: [
          {
            title: 'What a head of recruitment reads first',
            isPreview: true,
            durationMinutes: 6,
            body:
              p('Recruiters decide in the first half page whether to read on. Put your current role, your highest licence and two results that match the job at the top; move hobbies and school grades to the end or leave them out.') +
              list('Current role and club, with dates', 'Highest licence or qualification', 'Two achievements with numbers, for example “four academy players to first-team debuts in two seasons”'),
          },
          {
            title: 'Licences, levels and results',
            durationMinutes: 10,
            body: p(
              'List licences with the awarding body and the year, and say where you are in a course that is not finished yet. For each role, describe the level (age group, league, tier) and one result that a club at the level you are applying to would value.',
            ),
          },
        ],
      },
      {
        title: 'Interviews',
        lessons: [
          {
            title: 'Preparing a presentation for a club interview',
            durationMinutes: 14,
            videoUrl: DEMO_VIDEOS.youtube,
            body: p(
              'Many clubs ask candidates to present their coaching philosophy or an analysis of a recent match. Keep it to ten slides, tie every idea to the club’s own players or style, and rehearse it aloud against a timer.',
              'Bring it on a memory stick and in your email outbox: the projector in a club meeting room rarely works the first time.',
            ),
          },
          {
            title: 'Answering “tell us about a session”',
            durationMinutes: 11,
            body: p(
              'Use one real session and walk through it in order: the objective, the organisation, two coaching points, what went wrong and what you changed. Interviewers listen for reflection more than for a perfect session.',
            ),
            quiz: {
              title: 'Interview readiness',
              passMarkPercent: 67,
              attemptsAllowed: null,
              questions: [
                {
                  prompt: 'What belongs in the first half page of a football CV? (Choose all that apply.)',
                  kind: 'multiple',
                  options: [
                    ['Your current role and club', true],
                    ['Your highest licence', true],
                    ['Your school grades', false],
                    ['Two results with numbers', true],
                  ],
                },
                {
                  prompt: 'How long should an interview presentation usually be?',
                  kind: 'single',
                  options: [
                    ['About ten slides', true],
                    ['Fifty slides or more', false],
                    ['No slides at all, ever', false],
                  ],
                },
                {
                  prompt: 'What do interviewers listen for when you describe a session?',
                  kind: 'single',
                  options: [
                    ['Reflection on what you changed', true],
                    ['A session with no mistakes', false],
                    ['The names of famous coaches', false],
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'writing-scouting-reports',
    title: 'Writing scouting reports',
    summary: 'Watch a player against a position profile, grade consistently and write a report a sporting director acts on.',
    description: p(
      'For scouts who already watch matches and want their reports to carry weight in a recruitment meeting. The course covers live and video scouting, position profiles, grading scales and the recommendation at the end of a report.',
    ),
    category: 'scouting',
    level: 'advanced',
    language: 'en',
    coach: 'coach2',
    priceMinor: 3900,
    colours: ['#7a3b12', '#a0541f'],
    publishedDaysAgo: 18,
    modules: [
      {
        title: 'Watching a player',
        lessons: [
          {
            title: 'Live versus video scouting',
            isPreview: true,
            durationMinutes: 9,
            videoUrl: DEMO_VIDEOS.vimeo,
            body: p(
              'Video shows every touch; live scouting shows everything else: off-the-ball movement, communication, body language after a mistake, and how the player warms up. Use video to shortlist and live viewings to decide.',
            ),
          },
          {
            title: 'Watching with a position profile',
            durationMinutes: 12,
            body:
              p('A position profile lists what the club needs from a role in its own game model. Watch for those qualities first and note anything else separately.') +
              list('In possession: for a full-back, for example, timing of overlaps and quality of crosses', 'Out of possession: defending the back post, recovery runs', 'Physical and mental: repeat sprints, reaction to setbacks'),
          },
        ],
      },
      {
        title: 'The report',
        lessons: [
          {
            title: 'The structure of a report a sporting director reads',
            durationMinutes: 13,
            body: p(
              'Open with the verdict and the grade, then the evidence: match details, the player’s role in that match, strengths and weaknesses against the profile, and clips with time codes. Keep opinions and observations apart.',
            ),
          },
          {
            title: 'Grading scales and projection',
            durationMinutes: 15,
            body: p(
              'Agree a scale with your department and write down what each grade means at your club: a 6 at one club can be a 4 at another. Grade the current level and the projected level separately, and say how many viewings the grade rests on.',
            ),
            quiz: {
              title: 'Reporting standards',
              passMarkPercent: 75,
              attemptsAllowed: 2,
              questions: [
                {
                  prompt: 'What does live scouting show that video often misses? (Choose all that apply.)',
                  kind: 'multiple',
                  options: [
                    ['Off-the-ball movement', true],
                    ['Communication with teammates', true],
                    ['The final score', false],
                    ['Reaction after a mistake', true],
                  ],
                },
                {
                  prompt: 'Where does the verdict go in a report?',
                  kind: 'single',
                  options: [
                    ['At the start, with the grade', true],
                    ['Hidden in the middle', false],
                    ['Only in a separate email', false],
                  ],
                },
                {
                  prompt: 'Why grade current and projected level separately?',
                  kind: 'single',
                  options: [
                    ['They answer different recruitment questions', true],
                    ['The software needs two numbers', false],
                    ['To make the report longer', false],
                  ],
                },
                {
                  prompt: 'What should a grade always state?',
                  kind: 'single',
                  options: [
                    ['How many viewings it rests on', true],
                    ['The scout’s favourite team', false],
                    ['The player’s agent', false],
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'introduction-to-sports-science-for-football',
    title: 'Introduction to sports science for football',
    summary: 'Training load, recovery and physical testing explained for coaches and analysts who work with a sports science team.',
    description: p(
      'Sports science decisions shape the training week at every professional club. This short course explains the language and the numbers, so coaches and analysts can take part in the conversation with the performance department.',
    ),
    category: 'sports-science',
    level: 'beginner',
    language: 'en',
    coach: 'coach',
    colours: ['#0f5c63', '#168a94'],
    publishedDaysAgo: 60,
    modules: [
      {
        title: 'Load and recovery',
        lessons: [
          {
            title: 'Training load: internal and external',
            isPreview: true,
            durationMinutes: 10,
            videoUrl: DEMO_VIDEOS.youtube,
            body:
              p('External load is what the player did: distance, high-speed running, accelerations. Internal load is what it cost them: heart rate and the player’s own rating of effort (RPE) multiplied by minutes.') +
              p('Both matter. Two players can run the same distance at very different cost, and the difference is often the first sign of fatigue or illness.'),
          },
          {
            title: 'Recovery between matches',
            durationMinutes: 12,
            body:
              p('With two matches a week, the days between are for recovery first and training second. Sleep, food and fluids do more than any recovery gadget.') +
              list('Matchday +1: light recovery for starters, a full session for those who did not play', 'Matchday +2: the main training day when there is a midweek match', 'Matchday −1: short, sharp, set pieces'),
            quiz: {
              title: 'Load and recovery check',
              passMarkPercent: 67,
              attemptsAllowed: null,
              questions: [
                {
                  prompt: 'Which of these measure external load? (Choose all that apply.)',
                  kind: 'multiple',
                  options: [
                    ['High-speed running distance', true],
                    ['Number of accelerations', true],
                    ['Rating of perceived exertion', false],
                  ],
                },
                {
                  prompt: 'How is session RPE load calculated?',
                  kind: 'single',
                  options: [
                    ['Effort rating multiplied by minutes', true],
                    ['Distance divided by heart rate', false],
                    ['Sprints multiplied by goals', false],
                  ],
                },
                {
                  prompt: 'What helps recovery most between matches?',
                  kind: 'single',
                  options: [
                    ['Sleep, food and fluids', true],
                    ['An extra hard session', false],
                    ['Skipping meals', false],
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        title: 'Physical testing',
        lessons: [
          {
            title: 'Choosing tests that answer a question',
            durationMinutes: 9,
            body: p(
              'Test only what will change a decision: a countermovement jump to track neuromuscular fatigue, a 30-metre sprint for speed, an intermittent running test for fitness. Test at the same time of day, on the same surface, after the same warm-up.',
            ),
          },
          {
            title: 'Reading the results with the coach',
            durationMinutes: 8,
            body: p(
              'Compare each player with their own baseline, not with the squad average. A drop beyond the normal week-to-week variation is worth a conversation; a single low number on its own is not.',
            ),
            quiz: {
              title: 'Testing check',
              passMarkPercent: 67,
              attemptsAllowed: null,
              questions: [
                {
                  prompt: 'Which test is commonly used to track neuromuscular fatigue?',
                  kind: 'single',
                  options: [
                    ['Countermovement jump', true],
                    ['Penalty shoot-out', false],
                    ['Beep test once a year', false],
                  ],
                },
                {
                  prompt: 'What should a player’s result be compared with?',
                  kind: 'single',
                  options: [
                    ['Their own baseline', true],
                    ['The best player in the league', false],
                    ['The squad’s oldest player', false],
                  ],
                },
                {
                  prompt: 'Which conditions should stay the same between tests? (Choose all that apply.)',
                  kind: 'multiple',
                  options: [
                    ['Time of day', true],
                    ['Surface', true],
                    ['Warm-up', true],
                    ['The weather forecast', false],
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'club-operations-matchday',
    title: 'عمليات النادي: إدارة يوم المباراة',
    summary: 'كيف يخطط فريق العمليات ليوم المباراة مع الشرطة والسلامة والتذاكر والإعلام، وكيف يدير الملعب من الوصول حتى المغادرة.',
    description: p(
      'دورة عملية لمن يعمل أو يريد العمل في إدارة العمليات بالأندية: اجتماعات التخطيط مع الجهات المعنية، والاعتماد والتذاكر، وغرفة التحكم، وما بعد صافرة النهاية.',
      'الدورة باللغة العربية، وتناسب موظفي الأندية والمتطوعين والطلاب في مجال إدارة الرياضة.',
    ),
    category: 'club-operations',
    level: 'intermediate',
    language: 'ar',
    coach: 'coach2',
    colours: ['#8a1c2b', '#b02a3d'],
    publishedDaysAgo: 10,
    modules: [
      {
        title: 'قبل يوم المباراة',
        lessons: [
          {
            title: 'التخطيط للمباراة مع الجهات المعنية',
            isPreview: true,
            durationMinutes: 9,
            body:
              p('يبدأ التخطيط قبل المباراة بأسبوعين على الأقل باجتماع يضم مسؤول السلامة والشرطة والإسعاف وممثل الفريق الضيف. الهدف تقدير حجم الحضور ومستوى المخاطر وتوزيع المسؤوليات.') +
              list('تقدير عدد المشجعين لكل فريق', 'تحديد مداخل الجماهير ومواقف الحافلات', 'الاتفاق على خطة الطوارئ وقنوات الاتصال'),
          },
          {
            title: 'الاعتماد والتذاكر',
            durationMinutes: 11,
            body: p(
              'كل شخص يدخل المناطق المقيدة يحتاج بطاقة اعتماد تحدد المناطق المسموح بها. أصدر البطاقات بأسماء أصحابها، وسلّمها قبل يوم المباراة، واحتفظ بقائمة محدثة عند كل مدخل.',
              'راقب مبيعات التذاكر يوميًا، وافصل جماهير الفريقين في الحجز منذ البداية لا في يوم المباراة.',
            ),
          },
        ],
      },
      {
        title: 'يوم المباراة',
        lessons: [
          {
            title: 'غرفة التحكم وإدارة الحشود',
            durationMinutes: 14,
            videoUrl: DEMO_VIDEOS.vimeo,
            body: p(
              'غرفة التحكم هي مركز القرار يوم المباراة: فيها مسؤول السلامة وممثل الشرطة وشاشات الكاميرات. كل بلاغ يُسجل بوقته ومن تعامل معه وما الإجراء المتخذ.',
              'افتح الأبواب مبكرًا بما يكفي لدخول الجماهير دون تكدس، وراقب معدل الدخول عند كل بوابة كل خمس عشرة دقيقة.',
            ),
            quiz: {
              title: 'اختبار عمليات يوم المباراة',
              passMarkPercent: 67,
              attemptsAllowed: 3,
              questions: [
                {
                  prompt: 'متى يبدأ التخطيط لمباراة عادية مع الجهات المعنية؟',
                  kind: 'single',
                  options: [
                    ['قبل المباراة بأسبوعين على الأقل', true],
                    ['صباح يوم المباراة', false],
                    ['بعد انتهاء المباراة', false],
                  ],
                },
                {
                  prompt: 'من يحضر عادة في غرفة التحكم؟ (اختر كل ما ينطبق)',
                  kind: 'multiple',
                  options: [
                    ['مسؤول السلامة', true],
                    ['ممثل الشرطة', true],
                    ['مدرب الفريق الضيف', false],
                  ],
                },
                {
                  prompt: 'ماذا يجب أن يُسجل لكل بلاغ في غرفة التحكم؟',
                  kind: 'single',
                  options: [
                    ['الوقت ومن تعامل معه والإجراء المتخذ', true],
                    ['اسم المبلّغ فقط', false],
                    ['لا شيء إذا حُلّت المشكلة', false],
                  ],
                },
              ],
            },
          },
          {
            title: 'بعد صافرة النهاية',
            durationMinutes: 8,
            body: p(
              'خروج الجماهير أخطر من دخولها لأنه يحدث في دقائق قليلة. افتح كل البوابات قبل نهاية المباراة، وأخّر خروج جماهير الفريق الضيف إذا أوصت الشرطة بذلك، ثم اعقد اجتماعًا قصيرًا لتسجيل الدروس المستفادة في اليوم التالي.',
            ),
          },
        ],
      },
    ],
  },
];

/** Who learns what in the demo (docs/coaching.md "Demo data"). */
export const DEMO_LEARNING = {
  /** `candidate` is halfway through this course: the first three lessons done, the coding quiz failed once then passed. */
  halfway: { username: 'candidate', course: 'performance-analysis-basics', completedLessons: 3 },
  /** `subscriber` finished this course and holds its certificate. */
  finished: { username: 'subscriber', course: 'introduction-to-sports-science-for-football' },
  /** `elite` has started this course: the first two lessons done. */
  started: { username: 'elite', course: 'cv-and-interview-skills-for-football-jobs', completedLessons: 2 },
} as const;

export const DEMO_REVIEWS: readonly { username: string; course: string; rating: number; body: string }[] = [
  {
    username: 'subscriber',
    course: 'introduction-to-sports-science-for-football',
    rating: 5,
    body: 'Clear and practical. I can finally follow what our performance staff mean by load and why Monday looks the way it does.',
  },
  {
    username: 'candidate',
    course: 'performance-analysis-basics',
    rating: 4,
    body: 'The code window lesson changed how I tag matches. I would like more examples of set-piece reports.',
  },
];

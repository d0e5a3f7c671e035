import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { StoreFile } from './candidates';
import { STATIC_PAGES } from './content-pages';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { insertDemoUser } from './demo-users';
import type { RenderPng } from './organisation-logos';
import { slugify } from './slugify';

/** Fixed publish dates so every fresh database holds the same posts in the same order. */
const NEWEST_POST_AT = Date.UTC(2026, 10, 20, 9, 0, 0);
const DAY = 86_400_000;
const COVER_PX = 480;

const ARTICLES: readonly [category: string, title: string, lead: string][] = [
  ['news', 'Clubs hire more performance analysts than ever', 'Analysis departments have doubled in size across Europe’s second tiers in three seasons.'],
  ['career-advice', 'How to write a coaching CV that gets read', 'Recruiters spend less than a minute on a first read. Lead with your licences and your last three roles.'],
  ['transfers', 'Winter window: what clubs are looking for off the pitch', 'Recruitment staff, medical teams and data scientists move in January too.'],
  ['news', 'Women’s football creates 400 new staff roles', 'Professionalisation of the women’s game means full-time kit managers, physios and coaches.'],
  ['career-advice', 'UEFA licences explained: C to Pro', 'Which licence you need for which job, how long each takes and what it costs.'],
  ['news', 'Academy directors: the most searched job this month', 'Clubs are restructuring youth departments after new category rules.'],
  ['transfers', 'Goalkeeping coaches in demand in the Gulf', 'Saudi and Emirati clubs advertise more specialist coaching roles than a year ago.'],
  ['career-advice', 'Five questions every analyst interview asks', 'From set-piece reports to tracking data: prepare answers with examples.'],
  ['news', 'Sports science graduates: where the jobs are', 'Strength and conditioning posts now outnumber traditional fitness coach roles.'],
  ['career-advice', 'Moving abroad for a football job: a checklist', 'Visas, contracts, tax and family: what to settle before you sign.'],
  ['transfers', 'Scouting networks go global', 'Clubs hire part-time scouts in Africa and South America to widen their reach.'],
  ['news', 'Grassroots coaching: paid roles are growing', 'Community trusts fund more full-time coaching jobs than ever before.'],
  ['career-advice', 'Building a LinkedIn profile recruiters trust', 'A clear headline, real results and references from people in the game.'],
  ['news', 'Data scouting platforms change how clubs recruit', 'Smaller clubs now compete on information, and hire people who read it well.'],
  ['transfers', 'Assistant managers follow their head coaches', 'Most backroom appointments this season came as a package.'],
  ['career-advice', 'From player to coach: planning the switch', 'Start your badges while you still play and keep a log of your sessions.'],
  ['news', 'Medical departments expand at second-tier clubs', 'Physiotherapists and sports doctors are the fastest growing staff group.'],
  ['career-advice', 'Salary negotiation for football staff', 'Know the range, ask about bonuses and performance clauses, and get it written.'],
  ['transfers', 'Technical directors: a role that keeps growing', 'Boards want one person to own recruitment strategy across age groups.'],
  ['news', 'Esports and football: new jobs at the edge of the game', 'Clubs hire content producers and community managers for their gaming teams.'],
  ['career-advice', 'Volunteering that leads to paid work', 'Match-day roles and academy support are a door into professional clubs.'],
  ['news', 'Kit managers: the job behind every match', 'Long days, early travel and a crucial role in the dressing room.'],
  ['transfers', 'Loan managers: looking after players away', 'Clubs with many players on loan now employ staff to follow their progress.'],
  ['career-advice', 'Your first week in a new club: what to do', 'Meet everyone, learn the routines and ask for the calendar of the season.'],
];

const SUCCESS_STORIES: readonly [title: string, lead: string][] = [
  ['From Sunday league to a national academy', 'Daniel found his first full-time coaching job through a premium listing and now leads an under-16 team.'],
  ['An analyst’s move to the Bundesliga', 'Priya applied to six analyst roles in one month with her Elite membership and signed with a top-flight club.'],
  ['Back in the game after injury', 'After retiring at 27, Marco retrained as a strength coach and was hired by a club he found on the jobs board.'],
  ['A physiotherapist finds her dream club', 'Aisha’s searchable CV brought a recruiter to her; two interviews later she moved to a women’s Super League side.'],
  ['Scouting in West Africa', 'Kwame turned weekend scouting into a paid regional role after a club found his featured profile.'],
  ['The kit manager who crossed an ocean', 'Luis applied from Mexico for a role in the United States and started before the new season.'],
];

const TESTIMONIALS: readonly [quote: string, name: string, club: string, designation: string][] = [
  ['We filled our head of recruitment role in three weeks with candidates we would never have reached otherwise.', 'Sarah Collins', 'Northbridge Athletic FC', 'Chief Executive'],
  ['The membership paid for itself with the first interview. The job alerts are exactly what I need.', 'Tom Reyes', 'Harbour City United', 'Goalkeeping Coach'],
  ['Clear, football-only and full of real jobs. I recommend it to every coach I mentor.', 'Nadia Haddad', 'Al Noor SC', 'Academy Director'],
  ['Posting a premium job put us in front of analysts across Europe the same day.', 'James O’Neill', 'Riverside Rovers', 'Head of Performance'],
  ['My featured profile brought two clubs to me. I signed with the second.', 'Kenji Sato', 'Kyoto Wave', 'First Team Analyst'],
  ['The CV writing service turned fifteen years of work into two pages recruiters read.', 'Elena Petrova', 'Dinamo Varna', 'Sports Scientist'],
];

const ADVERTS = [
  { title: 'Elite membership: 25% off career services', message: 'Upgrade this week and get featured on our homepage for a month.', link: '/plans/candidate-pricing/', button_label: 'See plans', placement: 'strip',
    title_ar: 'عضوية النخبة: خصم 25% على الخدمات المهنية', message_ar: 'رقِّ عضويتك هذا الأسبوع واظهر في صفحتنا الرئيسية لمدة شهر.', button_label_ar: 'عرض الخطط' },
  { title: 'Hiring this season?', message: 'Premium jobs appear first in search and in job alerts.', link: '/employer/packages/', button_label: 'Employer packages', placement: 'job',
    title_ar: 'توظّف هذا الموسم؟', message_ar: 'تظهر الوظائف المميزة أولًا في البحث وفي تنبيهات الوظائف.', button_label_ar: 'باقات أصحاب العمل' },
  { title: 'Football-specific CV writing', message: 'A CV written by people who recruit in football.', link: '/product/football-specific-cv-write-design/', button_label: 'Order now', placement: 'blog',
    title_ar: 'كتابة سيرة ذاتية خاصة بكرة القدم', message_ar: 'سيرة ذاتية يكتبها أشخاص يوظّفون في كرة القدم.', button_label_ar: 'اطلب الآن' },
] as const;

const PALETTE = ['#0b6e4f', '#1d3557', '#6a1b9a', '#b71c1c', '#0d47a1', '#263238', '#004d40', '#4e342e'] as const;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A generated cover: a pitch in the category's colour with the title's first words. */
function coverSvg(title: string, index: number): string {
  const colour = PALETTE[index % PALETTE.length]!;
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 20) lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < 4) lines.push(word);
  }
  const text = lines.map((line, i) => `<text x="40" y="${290 + i * 40}" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">${escape(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<rect width="480" height="480" fill="${colour}"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"><rect x="20" y="20" width="440" height="440"/><line x1="240" y1="20" x2="240" y2="460"/><circle cx="240" cy="240" r="60"/><rect x="20" y="150" width="70" height="180"/><rect x="390" y="150" width="70" height="180"/></g>
<rect x="20" y="250" width="440" height="${lines.length * 40 + 24}" fill="#000" fill-opacity="0.35"/>${text}</svg>`;
}

/** A round-portrait placeholder: initials on a coloured disc. */
function portraitSvg(name: string, index: number): string {
  const initials = name.split(' ').map((part) => part[0]).join('').slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><circle cx="100" cy="100" r="100" fill="${PALETTE[(index + 3) % PALETTE.length]}"/><text x="100" y="124" text-anchor="middle" font-family="sans-serif" font-size="68" font-weight="700" fill="#fff">${escape(initials)}</text></svg>`;
}

function body(title: string, lead: string, index: number): string {
  const paragraphs = [
    `<p><strong>${escape(lead)}</strong></p>`,
    `<p>${escape(title)} — this is what recruiters and candidates on Football Jobs told us this month. Vacancies in this area rose compared with the same period last season, and employers say the best applicants are those who show concrete results.</p>`,
    '<h3>What it means for you</h3>',
    '<ul><li>Keep your profile public and up to date so recruiters can find you.</li><li>Set a job alert for the roles you want.</li><li>Apply early: most clubs shortlist within the first week.</li></ul>',
    `<p>Read more in our <a href="https://www.uefa.com/">coaching resources</a> and browse the latest jobs on the jobs board. Story ${index + 1} of our series on careers in football.</p>`,
  ];
  return paragraphs.join('\n');
}

interface ContentSeedOptions {
  storeFile?: StoreFile;
  renderPng?: RenderPng;
  /** The demo password's hash, for the content editor account. */
  passwordHash?: string;
}

/** Every third article is written by the demo content editor; the rest by the demo administrator. */
const EDITOR_WRITES = (index: number) => index % 3 === 1;

/**
 * Demo content (docs/content.md): 24 articles across news, career advice and transfers plus 6 success stories
 * (30 posts) with generated covers, one post scheduled in the future, 6 testimonials, 3 advertisements, every
 * static page and 5 confirmed newsletter subscribers. Authored by the demo administrator and the demo content
 * editor (`editor`, created here).
 */
export async function seedContent(trx: Knex.Transaction, options: ContentSeedOptions): Promise<void> {
  const admin = await trx('users').where({ username: 'admin' }).first('id', 'display_name');
  if (!admin) return;
  const image = async (key: string, svg: string, size: number, title: string): Promise<number | null> => {
    if (!options.storeFile || !options.renderPng) return null;
    const bytes = await options.renderPng(svg, size);
    await options.storeFile(key, bytes, 'image/png');
    const [media] = await trx('media')
      .insert({ owner_user_id: admin.id, kind: 'image', title, attachment_type: '', mime: 'image/png', size: bytes.length, checksum_sha256: createHash('sha256').update(bytes).digest('hex'), storage_key: key })
      .returning(['id']);
    return media.id as number;
  };

  await trx('content_authors')
    .insert({
      user_id: admin.id,
      display_name: admin.display_name,
      slug: slugify(admin.display_name),
      bio: 'Alex edits the Football Jobs news desk: recruitment trends, career advice and the stories of members who found their next role.',
      photo_media_id: await image('seed/content/author-admin', portraitSvg(admin.display_name, 0), 200, 'Author photo'),
    })
    .onConflict('user_id')
    .ignore();
  const editor = await insertEditor(trx, options.passwordHash);
  if (editor) {
    await trx('content_authors').insert({
      user_id: editor.id,
      display_name: editor.displayName,
      slug: slugify(editor.displayName),
      bio: 'Eden covers careers and transfers behind the scenes: how coaches, analysts and medical staff move between clubs, and how to prepare for the move.',
      photo_media_id: await image('seed/content/author-editor', portraitSvg(editor.displayName, 5), 200, 'Author photo'),
    });
  }

  const categories = new Map<string, number>((await trx('post_categories').select('id', 'slug')).map((c: { id: number; slug: string }) => [c.slug, c.id]));
  const posts = [
    ...ARTICLES.map(([category, title, lead]) => ({ category, title, lead })),
    ...SUCCESS_STORIES.map(([title, lead]) => ({ category: 'success-stories', title, lead })),
  ].map((post, index) => ({ ...post, at: new Date(NEWEST_POST_AT - index * 1.5 * DAY) }));
  // Interleave success stories among the articles by date, so the newest page mixes both.
  posts.slice(ARTICLES.length).forEach((story, i) => (story.at = new Date(NEWEST_POST_AT - (i * 4 + 1) * DAY - 3_600_000)));

  for (const [index, post] of posts.entries()) {
    const slug = slugify(post.title);
    await trx('posts').insert({
      slug,
      title: post.title,
      excerpt: post.lead,
      body: body(post.title, post.lead, index),
      seo_description: post.lead,
      category_id: categories.get(post.category)!,
      author_user_id: editor && index < ARTICLES.length && EDITOR_WRITES(index) ? editor.id : admin.id,
      cover_media_id: await image(`seed/content/cover-${slug}`, coverSvg(post.title, index), COVER_PX, post.title),
      status: 'published',
      publish_at: post.at,
      created_at: post.at,
      updated_at: post.at,
    });
  }
  await trx('posts').insert({
    slug: 'season-review-coming-next-year',
    title: 'Season review: the year in football jobs',
    excerpt: 'Scheduled: our review of the year, published on the first day of next year.',
    body: '<p>The full review of a year of football recruitment.</p>',
    category_id: categories.get('news')!,
    author_user_id: admin.id,
    status: 'scheduled',
    publish_at: new Date(Date.UTC(2027, 0, 1, 8, 0, 0)),
  });

  for (const [index, [quote, name, club, designation]] of TESTIMONIALS.entries()) {
    await trx('testimonials').insert({ quote, name, club, designation, sort_order: index, photo_media_id: await image(`seed/content/testimonial-${index + 1}`, portraitSvg(name, index + 1), 200, name) });
  }
  for (const [index, advert] of ADVERTS.entries()) {
    const imageId = await image(`seed/content/advert-${index + 1}`, coverSvg(advert.title, index + 2), 240, advert.title);
    await trx('advertisements').insert({ ...advert, image_media_id: imageId, enabled: true, starts_at: new Date(Date.UTC(2026, 0, 1)), ends_at: new Date(Date.UTC(2030, 0, 1)) });
  }
  for (const page of STATIC_PAGES) {
    await trx('static_pages').insert({ slug: page.slug, title: page.title, body: page.body, seo_description: page.seo });
  }
  const consentAt = new Date(NEWEST_POST_AT - 30 * DAY);
  await trx('newsletter_subscribers').insert(
    ['reader1', 'reader2', 'reader3', 'reader4', 'reader5'].map((name, i) => ({
      email: `${name}@example.com`,
      status: 'confirmed',
      consent_source: i % 2 ? 'blog' : 'home',
      consent_at: consentAt,
      confirmed_at: new Date(consentAt.getTime() + 600_000),
      created_at: consentAt,
    })),
  );
}

/** The `editor` demo account (DEMO_ACCOUNTS' contentDemo): a content editor with the demo password. */
async function insertEditor(trx: Knex.Transaction, passwordHash: string | undefined): Promise<{ id: number; displayName: string } | undefined> {
  const demo = DEMO_ACCOUNTS.find((account) => account.contentDemo);
  if (!demo || !passwordHash) return undefined;
  return { id: await insertDemoUser(trx, demo, passwordHash), displayName: demo.displayName };
}

// How a saved form is read back, and the few forms deliberately not submitted. This is the only per-form
// knowledge of the guard: which forms there are and how to fill them is found on the pages.
import type { Page } from 'playwright-core';
import type { FieldInfo } from './discover';
import type { Filled } from './fill';
import type { PersonaName } from './routes';

export interface RunContext {
  apiUrl: string;
  stamp: string;
  password: string;
  /** Calls the API as a persona and answers the JSON. */
  get<T = unknown>(path: string, persona: PersonaName): Promise<T>;
  /** A fresh account made for one form (login, lost password), with the run's password. */
  freshAccount(kind: 'candidate' | 'employer'): Promise<{ username: string; email: string }>;
  /** Paths found outside pages (a reset link in an email) for routes with parameters. */
  addLink(path: string): void;
  /** The page the form was on, and who opened it. */
  pagePath: string;
  persona: PersonaName;
}

export type ReadBack =
  /** Open the page again (or `url`) and find every value in the same form's inputs. */
  | { how: 'inputs'; url?: (run: RunContext, filled: Filled[]) => Promise<string>; sameView?: boolean }
  /** GET `path` as `persona`: its JSON holds every value. */
  | { how: 'api'; path: (run: RunContext, filled: Filled[]) => Promise<string> | string; persona?: PersonaName }
  /** Open the page again (or `url`): its text shows every text value; an upload is shown by the title typed with it. */
  | { how: 'page-text'; url?: (run: RunContext, filled: Filled[]) => Promise<string> }
  /** Custom reading for what is not an object (a sign-in, a sent email); a path answered is where the form's inputs show every value. */
  | { how: 'check'; check: (run: RunContext, filled: Filled[], page: Page) => Promise<string | void> };

export interface FormRule {
  /** Matches the form's key (data-testid, aria-label, or its field names). */
  key: RegExp;
  readBack?: ReadBack;
  /** Not submitted, and why. */
  notSubmitted?: string;
  /** Values that must name something on the server (the login of an account made for the form). */
  values?: (run: RunContext) => Promise<Record<string, string>>;
  /** Fields whose value is not stored to be shown again (passwords: the rule signs in with them instead). */
  notStored?: readonly string[];
  /** A search or filter: it shows results, no message; saved means no error. */
  quiet?: boolean;
}

/** An interview form's time pickers (`datetime-local`, typed in the browser's zone; the API stores UTC). */
const INTERVIEW_SLOT_FIELDS: readonly string[] = [0, 1, 2, 3, 4].map((index) => `slots.${index}`);

const value = (filled: Filled[], name: RegExp) => filled.find((entry) => name.test(entry.field.name))?.value ?? '';

async function signIn(run: RunContext, username: string, password: string): Promise<void> {
  const response = await fetch(`${run.apiUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`signing in as ${username} with the password the form was given: ${response.status} ${await response.text()}`);
}

async function outboxMailTo(run: RunContext, email: string): Promise<{ subject: string; text: string; html?: string }> {
  const outbox = await run.get<{ data: { to: string; subject: string; text: string; html?: string }[] }>('/admin-api/mail-outbox', 'admin');
  const mail = outbox.data.find((entry) => entry.to.toLowerCase().includes(email.toLowerCase()));
  if (!mail) throw new Error(`no email to ${email} in the outbox`);
  return mail;
}

let loginAccount: { username: string; email: string } | undefined;
let resetAccount: { username: string; email: string } | undefined;

/** A form found on a page whose key no rule matches fails the guard with "form X has no read-back". */
export const FORM_RULES: FormRule[] = [
  // Search and filter forms keep what was searched in the address: the page opened again (or the results page they
  // lead to) shows it.
  { key: /^(hero-search|job-search-form|player-filters|cv-filters|hot-list-filters|coaching-filters|\[name,position\]|search:\[(?!Search organisations|posts-).*)$/, quiet: true, readBack: { how: 'inputs' } },
  // The recruiter directory and the content lists search in place (not in the address): the results show under the
  // search kept.
  { key: /^search:\[(Search organisations|posts-.*)\]$/, quiet: true, readBack: { how: 'inputs', sameView: true } },
  // The hot list (docs/hot-list.md): the page opened again shows the availability saved.
  { key: /^hot-list-form$/, readBack: { how: 'inputs' } },
  // Job alerts are listed with what was chosen.
  { key: /^job-alert-form$/, readBack: { how: 'api', path: () => '/get-my-job-alerts' } },
  // Credits set by an administrator: the account look-up answers the new balances.
  {
    key: /^\[admin-credits-account,premiumCredits,standardCredits\]$/,
    readBack: { how: 'api', persona: 'admin', path: (_run, filled) => `/get-candidate?input=${encodeURIComponent(value(filled, /account/).slice(0, 20))}` },
  },
  // The player editor: one form over eight tabs, each tab's values saved with it.
  // "Match number" only picks the match of a row to add; it is not a value of the player.
  { key: /^edit-player-form$/, notStored: ['Match number'], readBack: { how: 'inputs' } },
  // Edit forms of an object that exists: the page opened again shows the saved values.
  { key: /^(employer-profile-form|profile-tab-.*|\[slug\])$/, readBack: { how: 'inputs' } },
  // A new course (docs/coaching.md): it opens in its editor, whose details tab shows every value saved. Its price is
  // a course's (£1–£10,000), not the generic figure the guard would type. The guard types a cover address and then
  // uploads a cover picture, which takes its place (the field shows the upload's /media/ address).
  {
    key: /^course-details-form$/,
    values: async () => ({ price: '39.50' }),
    notStored: ['coverImage'],
    readBack: {
      how: 'inputs',
      url: async (run, filled) => {
        const title = value(filled, /^title$/);
        const list = await run.get<{ data: { id: number; title: string }[] }>(`/coaching-admin/courses?limit=50&search=${encodeURIComponent(title)}`, 'admin');
        const course = list.data.find((entry) => entry.title === title);
        if (!course) throw new Error(`the course "${title}" is not among the courses`);
        return `/admin/coaching/courses/${course.id}`;
      },
    },
  },
  // A partner resource (issue 22): the administrators' list holds every field (category and tier by their values).
  { key: /^partner-download-upload-form$/, readBack: { how: 'api', persona: 'admin', path: () => '/admin-api/partner-downloads' } },
  {
    // The community invite link must be a WhatsApp invite; the admin state holds it as the current link.
    key: /^community-link-form$/,
    values: async (run) => ({ url: `https://chat.whatsapp.com/FormsGuard${run.stamp}` }),
    readBack: { how: 'api', persona: 'admin', path: () => '/admin-api/community-link' },
  },
  // Uploads are listed (CVs) or shown (logo, photo) under the title typed with them.
  { key: /^(cv-upload-form)$/, readBack: { how: 'page-text' } },
  {
    // A profile photo or a logo is shown at once, from the media it was stored as (its title names the file only).
    key: /^(photo-upload-form|logo-form)$/,
    notStored: ['title'],
    readBack: {
      how: 'check',
      check: async (run, _filled, page) => {
        await page.goto(run.pagePath);
        await page.locator('img[src^="blob:"], img[src*="/media/"]').first().waitFor({ state: 'attached', timeout: 15_000 });
      },
    },
  },
  {
    key: /^job-post-form$/,
    readBack: {
      how: 'inputs',
      url: async (run, filled) => {
        const title = value(filled, /^job_title$/);
        const admin = run.pagePath.startsWith('/admin/');
        type Jobs = { data: { ID: number; title?: string; job?: string; job_title?: string }[] };
        // A new employer's job waits for moderation (docs/moderation.md): it is among the jobs that are not live.
        const lists: Jobs[] = admin
          ? [await run.get<Jobs>(`/admin-api/jobs?limit=50&search=${encodeURIComponent(title)}`, 'admin')]
          : [await run.get<Jobs>('/job-api/get-jobs?limit=100', 'employer'), await run.get<Jobs>('/job-api/get-jobs?limit=100&status=in-active', 'employer')];
        const job = lists.flatMap((list) => list.data).find((entry) => (entry.title ?? entry.job_title ?? entry.job) === title);
        if (!job) throw new Error(`the job "${title}" is not among the jobs`);
        return admin ? `/admin/job/post-all/${job.ID}` : `/employer/submit-a-job/${job.ID}`;
      },
    },
  },
  {
    key: /^email-template-form$/,
    readBack: {
      how: 'inputs',
      url: async (run, filled) => {
        const list = await run.get<{ data: { id: number; email_temp_name: string }[] }>('/get-email-templates?limit=100', 'employer');
        const name = value(filled, /^email_temp_name$/);
        const template = list.data.find((entry) => entry.email_temp_name === name);
        if (!template) throw new Error(`the template "${name}" is not among the templates`);
        return `/employer/add-template/${template.id}`;
      },
    },
  },
  {
    key: /^team-member-form$/,
    notStored: ['password', 'confirm_password'],
    readBack: {
      how: 'check',
      check: async (run, filled) => {
        const email = value(filled, /^email$/);
        const list = await run.get<{ data: { id: number; email: string; user_login: string }[] }>('/job-api/get-team-members?limit=100', 'employer');
        const member = list.data.find((entry) => entry.email === email);
        if (!member) throw new Error(`the team member ${email} is not among the team members`);
        await signIn(run, member.user_login, value(filled, /^password$/));
        return `/employer/add-team/${member.id}`;
      },
    },
  },
  {
    // The sign-in form: an account made for it signs in and lands in its area.
    key: /^Log in$/,
    values: async (run) => {
      loginAccount = await run.freshAccount('candidate');
      return { username: loginAccount.username, password: run.password };
    },
    readBack: {
      how: 'check',
      check: async (_run, _filled, page) => {
        await page.waitForFunction(() => !!localStorage.getItem('token'), undefined, { timeout: 20_000 });
        const claims = JSON.parse(atob((await page.evaluate(() => localStorage.getItem('token')))!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { roles?: string[] };
        if (!claims.roles?.includes('candidate')) throw new Error(`signed in without the account's role: ${JSON.stringify(claims)}`);
      },
    },
  },
  {
    // Lost password: the email with the reset link goes to the account made for it; the link opens the reset form.
    key: /^\[user_login\]$/,
    values: async (run) => {
      resetAccount = await run.freshAccount('candidate');
      return { user_login: resetAccount.username };
    },
    readBack: {
      how: 'check',
      check: async (run) => {
        const mail = await outboxMailTo(run, resetAccount!.email);
        const link = /\/my-account\/reset-password\/?\?token=[\w.-]+/.exec(`${mail.text} ${mail.html ?? ''}`);
        if (!link) throw new Error(`the reset email to ${resetAccount!.email} holds no reset link`);
        run.addLink(link[0]);
      },
    },
  },
  {
    // Reset password (reached through the link above): the new password signs in.
    key: /^\[confirm_password,password\]$/,
    notStored: ['password', 'confirm_password'],
    readBack: { how: 'check', check: async (run) => signIn(run, resetAccount!.username, run.password) },
  },
  {
    // The apply flow (a dialog of steps on a job page): the job's applications hold the CV chosen and the note.
    key: /^dialog:apply-nav$/,
    readBack: {
      how: 'api',
      persona: 'admin',
      path: async (run) => {
        const slug = run.pagePath.split('/').filter(Boolean).pop()!;
        const job = await run.get<{ data: { ID: number } }>(`/job-api/get-job-detail-by-slug?slug=${encodeURIComponent(slug)}`, run.persona);
        return `/job-api/get-job-applications?id=${job.data.ID}&limit=100`;
      },
    },
  },
  {
    // Sign-up: the account made is found by its login among the users, with the names and email given.
    key: /^(candidate|employer)-register-form$/,
    notStored: ['password', 'confirm_password', 'terms', 'profile_type'],
    readBack: { how: 'api', persona: 'admin', path: (_run, filled) => `/admin-api/users?search=${encodeURIComponent(value(filled, /^username$/))}` },
  },
  // A post written in the content tools is listed with what was written.
  { key: /^post-editor$/, readBack: { how: 'api', persona: 'admin', path: (_run, filled) => `/admin/content/posts?limit=50&search=${encodeURIComponent(value(filled, /^post-title$/))}` } },
  // An account's roles, as an administrator set them: the account's page opened again shows them ticked.
  { key: /^admin-roles-form$/, readBack: { how: 'inputs' } },
  // Suspending and adjusting credits: the account's record holds the reason shown to its owner and the balances.
  { key: /^(\[Reason shown to the user \*\]|\[Premium credits,Standard credits\])$/, readBack: { how: 'api', persona: 'admin', path: (run) => `/admin-api/users/${run.pagePath.split('/').filter(Boolean).pop()}` } },
  // Contact messages and newsletter sign-ups land in the content tools.
  { key: /contact-form/, readBack: { how: 'api', persona: 'admin', path: () => '/admin/content/contact-messages?limit=50' } },
  // A message (issue 20): the thread opened again shows the text sent (an attachment is listed under its file name).
  { key: /^message-composer$/, readBack: { how: 'page-text' } },
  { key: /^\[newsletter-email\]$/, readBack: { how: 'api', persona: 'admin', path: () => '/admin/content/newsletter/subscribers?limit=50' } },
  // The time zone interview times are shown in (both edit-profile pages): the page opened again shows the zone saved.
  { key: /^time-zone-form$/, readBack: { how: 'inputs' } },
  {
    // An interview scheduled (or new times offered) from an application: the application's interviews hold its kind,
    // place, length, interviewers and note, and the time offered (sent in the browser's zone, stored in UTC).
    key: /^interview-(schedule|reschedule)-form$/,
    notStored: INTERVIEW_SLOT_FIELDS,
    readBack: {
      how: 'check',
      check: async (run, filled, page) => {
        const applicationId = await page.locator('[data-testid="interviews-section"]').first().getAttribute('data-application-id');
        const list = await run.get<{ data: { slots: string[]; bookedSlot: string | null }[] }>(`/job-api/interviews?applicationId=${applicationId}`, run.persona);
        const json = JSON.stringify(list);
        // The kind decides the place: a video link typed before choosing on site (or an address before video) is not sent.
        const unusedPlace = value(filled, /^kind$/) === 'video' ? 'location' : 'videoUrl';
        const missing = filled.filter((item) => !INTERVIEW_SLOT_FIELDS.includes(item.field.name) && item.field.name !== unusedPlace && !jsonHolds(json, item));
        if (missing.length) throw new Error(`the application's interviews lack ${missing.map((item) => `${item.field.name}=${item.value}`).join(', ')}`);
        const offered = filled.filter((item) => INTERVIEW_SLOT_FIELDS.includes(item.field.name)).map((item) => item.value);
        // Typed in the zone saved on the profile, else the browser's.
        const saved = await run.get<{ data?: { timezone?: string | null } }>('/get-profile', run.persona);
        const zone = saved.data?.timezone || (await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
        for (const local of offered) {
          const shown = list.data.flatMap((entry) => entry.slots).map((slot) => new Date(slot).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16).replace(' ', 'T'));
          if (!shown.includes(local)) throw new Error(`no interview offers ${local} (${zone}); offered ${shown.join(', ')}`);
        }
      },
    },
  },
  // A time booked by the candidate, and an interview the candidate proposed (UNLIMITED): the candidate's interviews hold them.
  { key: /^interview-book-form$/, readBack: { how: 'api', path: () => '/get-my-interviews' } },
  { key: /^interview-request-form$/, notStored: INTERVIEW_SLOT_FIELDS, readBack: { how: 'api', path: () => '/get-my-interviews' } },
  {
    // An API key (issue 24, docs/api-keys.md): listed by its name with the scopes ticked and its last day; the key itself is shown once, never listed.
    key: /^api-key-form( @.*)?$/,
    readBack: {
      how: 'check',
      check: async (run, filled) => {
        const name = value(filled, /^name$/);
        const list = await run.get<{ data: { name: string; scopes: string[]; expires: string | null }[] }>('/api-keys', run.persona);
        const key = list.data.find((entry) => entry.name === name);
        if (!key) throw new Error(`the key "${name}" is not among the API keys`);
        const scopes = value(filled, /^scopes$/).split('|').filter(Boolean);
        if (!scopes.length || scopes.some((scope) => !key.scopes.includes(scope))) throw new Error(`the key "${name}" has scopes ${key.scopes.join(', ')}, not ${scopes.join(', ')}`);
        const day = value(filled, /^expiresAt$/);
        if (day && !key.expires?.startsWith(day)) throw new Error(`the key "${name}" expires ${key.expires}, not on ${day}`);
      },
    },
  },
  {
    // A webhook endpoint (docs/webhooks.md): the address is resolved when saved, so the guard gives one on this machine
    // (the journeys' server allows private addresses); the endpoints list holds it with its description and events.
    key: /^webhook(-edit)?-form( @.*)?$/,
    values: async (run) => ({ url: `http://127.0.0.1:9/forms-guard-${run.stamp}` }),
    readBack: {
      how: 'check',
      check: async (run, filled) => {
        const url = value(filled, /^url$/);
        const list = await run.get<{ data: { url: string; description: string; events: string[] }[] }>('/webhooks', run.persona);
        const hook = list.data.find((entry) => entry.url === url);
        if (!hook) throw new Error(`the endpoint ${url} is not among the webhooks`);
        const events = value(filled, /^events$/).split('|').filter(Boolean);
        if (!events.length || events.some((event) => !hook.events.includes(event))) throw new Error(`the endpoint ${url} hears ${hook.events.join(', ')}, not ${events.join(', ')}`);
        const description = value(filled, /^description$/);
        if (description && hook.description !== description) throw new Error(`the endpoint ${url} is described "${hook.description}", not "${description}"`);
      },
    },
  },
  // Job moderation (issue 25, docs/moderation.md): the word list holds the word added; a job rejected with a reason
  // is shown in the rejected tab with it; a report action's note is kept with the report.
  { key: /^moderation-word-form$/, readBack: { how: 'api', persona: 'admin', path: () => '/admin-api/moderation/words' } },
  { key: /^moderation-reject-form$/, readBack: { how: 'api', persona: 'admin', path: () => '/admin-api/moderation/jobs?status=rejected&limit=100' } },
  {
    key: /^report-action-form$/,
    readBack: {
      how: 'check',
      check: async (run, filled) => {
        const note = value(filled, /^reason$/);
        const statuses = ['hidden', 'suspended', 'dismissed', 'restored'];
        for (const status of statuses) {
          const list = await run.get<{ data: { resolutionNote: string }[] }>(`/admin-api/reports?status=${status}&limit=100`, 'admin');
          if (list.data.some((report) => report.resolutionNote === note)) return;
        }
        throw new Error(`no settled report holds the note "${note}"`);
      },
    },
  },
  // A background check (issue 25, docs/safeguarding.md): the candidate's checks hold it; the certificate is a file.
  {
    key: /^check-form$/,
    notStored: ['file'],
    // A real certificate: issued before today, valid for three years.
    values: async () => ({ issuedOn: isoDaysFromToday(-60), expiresOn: isoDaysFromToday(3 * 365) }),
    readBack: { how: 'api', path: () => '/candidate-api/background-checks' },
  },
  // A report (a dialog on job pages and others): the administrators' open reports hold its details.
  { key: /^report-form$/, notStored: ['email'], readBack: { how: 'api', persona: 'admin', path: () => '/admin-api/reports?status=open&limit=100' } },
];

/** A calendar date (YYYY-MM-DD) some days from today (negative: in the past). */
function isoDaysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function ruleFor(key: string): FormRule | undefined {
  return FORM_RULES.find((rule) => rule.key.test(key));
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a field found again holds what was filled: numbers as numbers, options by value or label, rich text by its text. */
export function holds(filled: Filled, now: FieldInfo | undefined): boolean {
  if (!now) return false;
  switch (filled.field.kind) {
    case 'number':
      return now.value !== '' && Number(now.value) === Number(filled.value);
    case 'react-select':
    case 'react-select-multi': {
      const shown = now.value.split('|').map(norm);
      return filled.shown.every((label) => shown.includes(norm(label)));
    }
    case 'rich-text':
      return norm(now.value).includes(norm(filled.value));
    case 'file':
      return true;
    default:
      return norm(now.value) === norm(filled.value);
  }
}

/** Whether a JSON answer holds a filled value (an option by its value, a date by its day, a box ticked as true). */
export function jsonHolds(json: string, filled: Filled): boolean {
  const text = norm(json);
  switch (filled.field.kind) {
    case 'checkbox':
      return new RegExp(`"${filled.field.name}":\\s*${filled.value}`).test(json) || filled.value === 'true';
    case 'file':
      return true;
    case 'react-select':
    case 'react-select-multi':
      return filled.shown.every((label) => text.includes(norm(label)));
    case 'number':
      return json.includes(String(Number(filled.value)));
    default:
      return text.includes(norm(JSON.stringify(filled.value).slice(1, -1)));
  }
}

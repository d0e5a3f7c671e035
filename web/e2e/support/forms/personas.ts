// Who fills the forms: a visitor, a fresh candidate and a fresh employer (made through the API for this run, so
// their saved values are theirs alone) and the seeded administrator, each in a browser context of their own.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { applicationCardHref, SIGNUP_STEPS, signupStepHref } from '@fj/shared';
import { tokenFor } from './api';
import { ownNetwork } from '../accounts';
import { tinyPdf } from '../files';
import type { PersonaName } from './routes';

export const PASSWORD = 'Forms-guard-2026';
/** Letters only: names refuse digits. */
export const stampOf = (seed: number) =>
  seed
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');

type Call = <T>(path: string, init?: { token?: string; json?: unknown; headers?: Record<string, string> }) => Promise<T>;

export interface Personas {
  page(persona: PersonaName): Page;
  token(persona: PersonaName): string;
  call: Call;
  freshAccount(kind: 'candidate' | 'employer'): Promise<{ username: string; email: string }>;
  /** Paths of routes with parameters that no page links to, taken from the data (a job a candidate can apply to). */
  linksFromData(): Promise<string[]>;
  close(): Promise<void>;
}

function apiCaller(apiUrl: string): Call {
  return async <T>(path: string, init: { token?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: init.json !== undefined ? 'POST' : 'GET',
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
}

export async function makePersonas(options: { chromium: Browser; apiUrl: string; webUrl: string; stamp: string }): Promise<Personas> {
  const { chromium, apiUrl, webUrl, stamp } = options;
  const call = apiCaller(apiUrl);
  let accounts = 0;

  const freshAccount = async (kind: 'candidate' | 'employer') => {
    accounts += 1;
    const username = `fg${stamp}${kind[0]}${accounts}`;
    const email = `${username}@example.com`;
    const names = { first_name: 'Formsguard', last_name: `Tester${stampOf(accounts)}` };
    const body =
      kind === 'candidate'
        ? { ...names, username, email, password: PASSWORD, confirm_password: PASSWORD, profile_type: 'coach', membership: 'FREE', terms: true }
        : { ...names, company_name: `Formsguard FC ${stamp}${stampOf(accounts)}`, username, email, password: PASSWORD, confirm_password: PASSWORD, terms: true };
    await call(kind === 'candidate' ? '/candidate-register' : '/employer-register', { json: body, headers: ownNetwork() });
    return { username, email };
  };

  const adminToken = await tokenFor(apiUrl, 'admin');
  const candidate = await freshAccount('candidate');
  const employer = await freshAccount('employer');
  const tokens: Record<PersonaName, string> = {
    visitor: '',
    candidate: await tokenFor(apiUrl, candidate.username, PASSWORD),
    employer: await tokenFor(apiUrl, employer.username, PASSWORD),
    admin: adminToken,
  };
  // Premium and standard jobs cost credits: the fresh employer gets some, as an administrator would give them.
  const employerId = (JSON.parse(Buffer.from(tokens.employer.split('.')[1], 'base64url').toString()) as { id: number }).id;
  await call(`/admin-api/users/${employerId}/credits`, { token: adminToken, json: { standardCredits: 20, premiumCredits: 20 } });

  const contexts: BrowserContext[] = [];
  const pages = {} as Record<PersonaName, Page>;
  for (const name of Object.keys(tokens) as PersonaName[]) {
    const context = await chromium.newContext({ baseURL: webUrl, viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
    // Short: the page has settled before anything is looked for, so a thing is either there or not.
    context.setDefaultTimeout(5_000);
    context.setDefaultNavigationTimeout(20_000);
    // Every full load starts as the persona, also after a form signed the browser in as someone else (Log in).
    await context.addInitScript((token) => {
      if (token) localStorage.setItem('token', token);
      else localStorage.removeItem('token');
    }, tokens[name]);
    contexts.push(context);
    pages[name] = await context.newPage();
  }

  /** A job of the demo data a free candidate can apply to on the site: free (not Premium), applications received here. */
  const jobToApplyTo = async (): Promise<string | undefined> => {
    const jobs = await call<{ data: { slug: string; job_class?: string }[] }>('/payment/get-jobs-homepage/?type=normal&limit=6');
    for (const job of jobs.data.filter((entry) => entry.job_class !== 'Premium')) {
      const detail = await call<{ data: { receive_applicants?: string; receiveApplicants?: string } }>(`/job-api/get-job-detail-by-slug?slug=${encodeURIComponent(job.slug)}`);
      if ((detail.data.receive_applicants ?? detail.data.receiveApplicants ?? 'site') !== 'exter') return job.slug;
    }
    return undefined;
  };

  /**
   * Issue 20's forms need an application between the two fresh accounts: the fresh employer posts a free job, the fresh
   * candidate applies to it with a CV of its own and opens the conversation (the thread page holds the message
   * composer), and the employer offers interview times (the candidate's interviews page holds the booking form). The
   * pipeline is opened on that application's card, which holds the thread, the interviews and "Schedule an interview".
   */
  const applicationBetweenPersonas = async (): Promise<string[]> => {
    const posted = await call<{ data: { ID: number } }>('/job-api/submit-job', {
      token: tokens.employer,
      json: {
        job_title: `Forms guard analyst ${stamp}`,
        job_cat: ['media'],
        job_description: '<p>Analyse our first team and academy matches.</p>',
        job_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        job_type: 'full-time',
        jobLocation: [{ country: 'gb', city: 'Leeds' }],
        class: 'free',
        receiveApplicants: 'site',
      },
    });
    // A new employer's job waits for a moderator (docs/moderation.md): the administrator approves it so the candidate can apply.
    await call(`/admin-api/moderation/jobs/${posted.data.ID}/approve`, { token: adminToken, json: {} });
    const upload = new FormData();
    upload.append('title', `Forms guard CV ${stamp}`);
    upload.append('file', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), `cv-${stamp}.pdf`);
    const uploaded = await fetch(`${apiUrl}/upload-my-resumes`, { method: 'POST', headers: { authorization: `Bearer ${tokens.candidate}` }, body: upload });
    if (!uploaded.ok) throw new Error(`/upload-my-resumes: ${uploaded.status} ${await uploaded.text()}`);
    const cv = (await uploaded.json()) as { data: { id: number } };
    const applied = await call<{ data: { id: number } }>('/job-api/apply', { token: tokens.candidate, json: { jobId: posted.data.ID, cv_media_id: cv.data.id, answers: [] } });
    const thread = await call<{ data: { id: number } }>(`/job-api/applications/${applied.data.id}/thread`, { token: tokens.candidate, json: {} });
    const dayAt = (days: number, hour: number) => {
      const slot = new Date(Date.now() + days * 86_400_000);
      slot.setUTCHours(hour, 0, 0, 0);
      return slot.toISOString();
    };
    await call('/job-api/interviews', {
      token: tokens.employer,
      json: { applicationId: applied.data.id, kind: 'video', videoUrl: 'https://meet.example.com/forms-guard', durationMinutes: 45, slots: [dayAt(3, 10), dayAt(4, 14)], interviewerIds: [employerId], message: 'Pick the time that suits you.' },
    });
    return [`/candidate/messages/${thread.data.id}`, `/employer/messages/${thread.data.id}`, applicationCardHref(posted.data.ID, applied.data.id)];
  };

  return {
    page: (persona) => pages[persona],
    token: (persona) => tokens[persona],
    call,
    freshAccount,
    linksFromData: async () => {
      const slug = await jobToApplyTo();
      // The sign-up's account step follows its plan step's Continue button (not a link).
      return [signupStepHref(SIGNUP_STEPS.REGISTER), ...(slug ? [`/job/${slug}`, `/job-detail/${slug}`, `/job1/${slug}`] : []), ...(await applicationBetweenPersonas())];
    },
    close: async () => {
      for (const context of contexts) await context.close();
    },
  };
}

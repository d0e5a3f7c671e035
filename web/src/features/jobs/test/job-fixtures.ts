import type { JobDetail, JobListItem } from '../api/types';

/** A listing item as `GET /search/get-browse-job` sends it. */
export function listingItem(overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    ID: 11,
    job: 'Academy Coach',
    slug: 'academy-coach-11',
    link: '/job/academy-coach-11',
    location: 'Manchester, United Kingdom',
    job_type: 'Full time',
    job_type_value: 'full-time',
    job_class: 'Free',
    employer: 'Riverside FC',
    employer_id: 4,
    startDate: '2026-01-02T10:00:00.000Z',
    endDate: '2026-02-01',
    postModified: '2026-01-03T10:00:00.000Z',
    catIds: ['coaching-performance'],
    categories: ['Coaching & Performance'],
    ...overrides,
  };
}

/** A job detail as `GET /job-api/get-job-detail-by-slug` sends it. */
export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ID: 11,
    slug: 'academy-coach-11',
    title: 'Academy Coach',
    employer: 'Riverside FC',
    employer_id: 4,
    author_link: '/profile/riverside-fc',
    available_jobs: 3,
    categories: ['Coaching & Performance'],
    catIds: ['coaching-performance'],
    location: 'Manchester, United Kingdom',
    locations: [{ country: 'GB', city: 'Manchester' }],
    job_type: 'Full time',
    job_type_value: 'full-time',
    job_class: 'Free',
    access: true,
    postDate: '2026-01-02T10:00:00.000Z',
    postModified: '2026-01-03T10:00:00.000Z',
    postEndDate: '2026-02-01',
    endDate: '2026-02-01',
    closing_date: '2026-02-01',
    postStatus: 'publish',
    is_active: true,
    job_salary: 'Pound 30,000 (Yearly)',
    _salary_offered: 30000,
    job_currency: 'Pound',
    job_salary_type: 'Yearly',
    job_experience: '3 Years',
    job_qualifications: ['UEFA B Licence'],
    job_shift: 'Weekends',
    job_vacancy: 2,
    description: '<p>Coach our <strong>under-12s</strong>.</p>',
    job_skills: [{ name: 'Session Planning' }],
    receive_applicants: 'site',
    screening_questions: [],
    ...overrides,
  };
}

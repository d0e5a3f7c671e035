/**
 * The job post form as formik holds it; `toJobPostBody` turns it into the §3 JSON body. Text inputs hold strings;
 * the number inputs (salary, vacancies) hold a string until edited, then the number formik parses, or '' once
 * cleared.
 */
export interface JobPostFormValues {
  job_title: string;
  job_cat: string[];
  job_description: string;
  job_date: string;
  job_salary_type: string;
  job_salary: string | number;
  job_currency: string;
  job_posts: string | number;
  job_type: string;
  job_experience: string;
  job_qualifications: string[];
  must_have_qualification: string;
  job_shift: string;
  job_skills: string[];
  receiveApplicants: string;
  job_external_url: string;
  job_external_email: string;
  class: string;
  workMode: string;
  jobLocation: { country: string; city: string }[];
  reference: string;
  isSendRejection: boolean;
  rejection_email_subject: string;
  rejection_email_content: string;
  screening_questions: { id: string; question: string; required: boolean }[];
  /** The role works with children or vulnerable adults: applicants need a verified background check (docs/safeguarding.md). */
  safeguardingRequired: boolean;
  status: string;
}

export const EMPTY_JOB_POST: JobPostFormValues = {
  job_title: '',
  job_cat: [],
  job_description: '',
  job_date: '',
  job_salary_type: '',
  job_salary: '',
  job_currency: '',
  job_posts: '1',
  job_type: '',
  job_experience: '',
  job_qualifications: [],
  must_have_qualification: '',
  job_shift: '',
  job_skills: [],
  receiveApplicants: 'site',
  job_external_url: '',
  job_external_email: '',
  class: 'free',
  workMode: '',
  jobLocation: [{ country: '', city: '' }],
  reference: '',
  isSendRejection: false,
  rejection_email_subject: '',
  rejection_email_content: '',
  screening_questions: [],
  safeguardingRequired: false,
  status: 'publish',
};

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str).filter(Boolean) : []);

/** `GET /job-api/get-job-detail?jobId` (the form's own fields) → form values. */
export function jobPostValuesFrom(job: Record<string, unknown>): JobPostFormValues {
  const locations = Array.isArray(job.jobLocation) ? (job.jobLocation as { country?: string; city?: string }[]) : [];
  const questions = Array.isArray(job.screening_questions) ? (job.screening_questions as { id?: string; question?: string; required?: boolean }[]) : [];
  const status = str(job.status);
  return {
    ...EMPTY_JOB_POST,
    job_title: str(job.job_title),
    job_cat: strings(job.job_cat),
    job_description: str(job.job_description),
    job_date: str(job.job_date).slice(0, 10),
    job_salary_type: str(job.job_salary_type),
    job_salary: str(job.job_salary),
    job_currency: str(job.job_currency),
    job_posts: str(job.job_posts) || '1',
    job_type: str(job.job_type),
    job_experience: str(job.job_experience),
    job_qualifications: strings(job.job_qualifications),
    must_have_qualification: str(job.must_have_qualification),
    job_shift: str(job.job_shift),
    job_skills: strings(job.job_skills),
    receiveApplicants: str(job.receiveApplicants) || 'site',
    job_external_url: str(job.job_external_url),
    job_external_email: str(job.job_external_email),
    class: str(job.class) || 'free',
    workMode: str(job.workMode),
    jobLocation: locations.length ? locations.map((entry) => ({ country: str(entry.country), city: str(entry.city) })) : EMPTY_JOB_POST.jobLocation,
    reference: str(job.reference),
    isSendRejection: Boolean(job.isSendRejection),
    rejection_email_subject: str(job.rejection_email_subject),
    rejection_email_content: str(job.rejection_email_content),
    screening_questions: questions.map((question) => ({ id: str(question.id), question: str(question.question), required: Boolean(question.required) })),
    safeguardingRequired: job.safeguardingRequired === true,
    status: status === 'draft' ? 'draft' : 'publish',
  };
}

/**
 * Form values → the JSON body of `POST /job-api/submit-job` (numbers as numbers). An empty salary is left out
 * rather than sent as null: the api's JSON coercion would read null as 0 and then ask for a currency.
 */
export function toJobPostBody(values: JobPostFormValues) {
  const { job_salary: salary, ...rest } = values;
  return {
    ...rest,
    ...(String(salary ?? '').trim() === '' ? {} : { job_salary: Number(salary) }),
    job_posts: Number(values.job_posts),
    jobLocation: values.jobLocation.map((entry) => ({ country: entry.country, city: entry.city.trim() })),
    screening_questions: values.screening_questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      question: question.question,
      required: question.required,
    })),
  };
}

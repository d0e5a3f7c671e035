import type { JobDetail } from '../api/types';
import { jobPostingLd } from '../lib/job-posting-ld';

/** schema.org JobPosting of an active job; nothing for other jobs. `<` is escaped so no text can end the script. */
export function JobPostingJsonLd({ job, pageUrl }: { job: JobDetail; pageUrl: string }) {
  const data = jobPostingLd(job, pageUrl);
  if (!data) return null;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="job-posting-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}

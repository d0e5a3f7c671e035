import type { FastifyInstance } from 'fastify';
import { API, type ImportJobsReport } from '@fj/shared';
import { translateApiMessage, translateFieldErrors } from '../../../i18n/api-messages';
import type { Locale } from '../../../i18n/locale';
import { requestLocale } from '../../../i18n/request-locale';
import { errorResponses } from '../../../lib/schemas';
import { readFeed } from './job-import.feed';
import { ImportJobsBody, ImportJobsResponse } from './job-import.schemas';
import { importSummary, type JobImportService } from './job-import.service';

/** 1,000 jobs with long descriptions do not fit the API's general 1 MB body limit. */
export const IMPORT_BODY_LIMIT_BYTES = 25 * 1024 * 1024;

/** The report's sentences in the caller's language, as the error answers are (docs/i18n.md). */
const translatedReport = (report: ImportJobsReport, locale: Locale): ImportJobsReport =>
  locale === 'en'
    ? report
    : {
        counts: report.counts,
        results: report.results.map((result) => ({
          ...result,
          ...(result.reason !== undefined ? { reason: translateApiMessage(result.reason, locale) } : {}),
          ...(result.errors !== undefined ? { errors: translateFieldErrors(result.errors, locale) } : {}),
        })),
      };

export function registerJobImportRoutes(app: FastifyInstance, deps: { importer: JobImportService }): void {
  app.route({
    method: 'POST',
    url: API.importJobs,
    // The same permission as POST /job-api/submit-job: whoever may post the employer's jobs may import them.
    config: { policy: { permission: 'manage_jobs' }, scope: 'jobs:write' },
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    schema: {
      tags: ['jobs'],
      operationId: 'importJobs',
      summary: "Upsert up to 1,000 of the caller's employer's jobs by their reference in the employer's own system (ATS)",
      description:
        'Each item is checked by the submit-job rules and saved in its own savepoint: new references are created ' +
        '(spending a credit when published, as posting does), changed ones updated, identical ones left untouched; ' +
        'with closeMissing the employer\'s imported jobs missing from the feed are closed. A bad item is refused in ' +
        'the report without stopping the others; sending the same feed again changes nothing. See docs/job-import.md.',
      body: ImportJobsBody,
      response: { 200: ImportJobsResponse, ...errorResponses(400, 401, 403, 413) },
    },
    // The body schema documents an item; the service reads each item itself, so one malformed item is refused on its
    // own instead of ajv failing the whole feed with a 400.
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    handler: async (request) => {
      const report = await deps.importer.importJobs(request.actor!, readFeed(request.body as unknown));
      const locale = requestLocale(request);
      return { success: true as const, message: translateApiMessage(importSummary(report), locale), data: translatedReport(report, locale) };
    },
  });
}

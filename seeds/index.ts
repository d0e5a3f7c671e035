import type { Knex } from 'knex';
import { seedCandidates, type StoreFile } from './candidates';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoJobs } from './jobs';
import { seedDemoApplications } from './applications';
import { seedDemoMessages } from './messages';
import { seedDemoInterviews } from './interviews';
import { seedEmployerArea } from './employer-area';
import { seedBilling } from './billing';
import { seedFootball } from './football';
import { seedContent } from './content';
import { seedOrganisationLogos, type RenderPng } from './organisation-logos';
import { insertDemoUser } from './demo-users';
import { slugify } from './slugify';
import { seedHotList } from './hot-list';
import { seedContractAdvice } from './contract-advice';
import { seedPartnerDownloads } from './partner-downloads';
import { seedCoaching } from './coaching';
import { seedWebhooks } from './webhooks';
import { seedSafeguarding } from './safeguarding';
import { seedModeration } from './moderation';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export type { DemoAccount } from './demo-accounts';

export interface SeedHelpers {
  hashPassword(plain: string): Promise<string>;
  /** Writes demo files (CVs, photos) to the app's storage; without it the demo data has no files. */
  storeFile?: StoreFile;
  /** SVG → PNG (the API passes sharp); with storeFile it gives each demo organisation a generated crest. */
  renderPng?: RenderPng;
}

/**
 * Deterministic demo data: the same rows in the same order on every fresh database.
 * Runs inside one transaction so a failure leaves nothing half-seeded.
 */
export async function seedDemo(knex: Knex, helpers: SeedHelpers): Promise<void> {
  const passwordHash = await helpers.hashPassword(DEMO_PASSWORD);
  await knex.transaction(async (trx) => {
    const userIds = new Map<string, number>();
    const employerIds = new Map<string, number>();

    for (const demo of DEMO_ACCOUNTS) {
      if (demo.billingDemo || demo.footballDemo || demo.contentDemo || demo.adviserDemo || demo.coachDemo) continue;
      const userId = await insertDemoUser(trx, demo, passwordHash);
      userIds.set(demo.username, userId);

      if (demo.companyName) {
        const [employer] = await trx('employers')
          .insert({ owner_user_id: userId, name: demo.companyName, slug: slugify(demo.companyName) })
          .returning(['id']);
        employerIds.set(demo.username, employer.id);
        await trx('users').where({ id: userId }).update({ employer_id: employer.id });
      }
    }

    for (const demo of DEMO_ACCOUNTS) {
      if (!demo.memberOf) continue;
      const employerId = employerIds.get(demo.memberOf);
      if (employerId === undefined) throw new Error(`Demo seed: ${demo.username} belongs to unknown employer ${demo.memberOf}`);
      await trx('users').where({ id: userIds.get(demo.username) }).update({ employer_id: employerId });
    }

    await seedCandidates(trx, { storeFile: helpers.storeFile });
    await seedDemoJobs(trx, { employerIds, userIds, passwordHash });
    await seedDemoApplications(trx);
    await seedDemoMessages(trx);
    await seedDemoInterviews(trx);
    await seedEmployerArea(trx, { passwordHash });
    await seedBilling(trx, { passwordHash });
    await seedFootball(trx, { passwordHash });
    await seedContent(trx, { storeFile: helpers.storeFile, renderPng: helpers.renderPng, passwordHash });
    // After billing: the hot list lists paid candidates only (docs/hot-list.md).
    await seedHotList(trx);
    await seedContractAdvice(trx, { storeFile: helpers.storeFile, passwordHash });
    await seedPartnerDownloads(trx, { storeFile: helpers.storeFile });
    // After billing (subscriber) and the candidates: the Employability Hub's courses, learners and a certificate.
    await seedCoaching(trx, { passwordHash, storeFile: helpers.storeFile, renderPng: helpers.renderPng });
    // After the applications: the `employer` account's webhook and its delivery log, one delivery retried (docs/webhooks.md).
    await seedWebhooks(trx);
    // After the jobs, billing (subscriber) and candidates: an academy job that needs a check, a verified and a pending check.
    await seedSafeguarding(trx, { storeFile: helpers.storeFile });
    // After every seed that posts jobs: employers with published jobs are trusted, then the untrusted demo organisation's queue (docs/moderation.md).
    await seedModeration(trx, { passwordHash });
    // After every seed that creates an organisation (the moderation seed adds one): each gets its generated crest.
    if (helpers.storeFile && helpers.renderPng) await seedOrganisationLogos(trx, { storeFile: helpers.storeFile, renderPng: helpers.renderPng });
    // Every demo account's address counts as confirmed (docs/retention.md): no banner, never removed as unconfirmed.
    await trx('users').whereNull('email_verified_at').update({ email_verified_at: trx.raw('created_at') });
  });
}

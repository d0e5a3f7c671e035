import type { Knex } from 'knex';
import { CONTRACT_ADVICE_LIMITS, addWorkingDays, type ContractAdviceStatus } from '@fj/shared';
import type { StoreFile } from './candidates';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { insertDemoUser } from './demo-users';
import { makeSamplePdf } from './sample-files';

/**
 * Contract advice demo (docs/contract-advice.md), run after the billing seed made `unlimited`: the demo adviser
 * `adviser`, and two requests by `unlimited` — one still open (past its due time, so the queue shows an overdue
 * request), one answered after a short conversation. Each has a generated one-page contract PDF when the seed may
 * store files. Times count back from now, so the states stay the same on any day.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoRequest {
  key: string;
  fileTitle: string;
  contractLines: string[];
  questions: string;
  submittedDaysAgo: number;
  deadlineInDays: number;
  /** Statuses after `open`, each some hours after the previous one, set by the adviser. */
  moves: ContractAdviceStatus[];
  /** The conversation: who speaks and what, a few hours apart after submission. */
  messages: ['member' | 'adviser', string][];
}

const REQUESTS: readonly DemoRequest[] = [
  {
    key: 'answered',
    fileTitle: 'Harbour City United – playing contract.pdf',
    contractLines: [
      'PROFESSIONAL PLAYER CONTRACT',
      'Harbour City United FC and Uma Unlimited',
      '',
      '1. Term: 1 July 2026 to 30 June 2028.',
      '2. Basic wage: GBP 1,850 per week, paid monthly.',
      '3. Appearance fee: GBP 250 per first-team league appearance.',
      '4. Release clause: GBP 400,000, valid during the summer window only.',
      '5. Image rights: assigned to the club for club-related promotion.',
      '6. Termination: either party on 3 months notice after the first season.',
    ],
    questions:
      'Is the release clause of GBP 400,000 normal for a player at my level?\nWhat does "club-related promotion" allow the club to do with my image rights?\nCan the club end the contract after one season with only 3 months notice?',
    submittedDaysAgo: 10,
    deadlineInDays: 20,
    moves: ['in_review', 'answered'],
    messages: [
      ['adviser', 'Hello Uma, I have taken your contract into review. I will come back to you on all three points tomorrow.'],
      ['adviser', 'The release clause is in line with League One contracts for a first professional deal. Clause 5 is broad: ask for "club-related promotion" to exclude third-party sponsors without your written consent. Clause 6 should be mutual only after the second season; ask them to remove the first-season break.'],
      ['member', 'Thank you, that is very clear. Should I ask for the wording change on clause 5 before or after the medical?'],
      ['adviser', 'Before signing, in writing, together with the clause 6 change. Clubs expect it and it costs you nothing to ask.'],
    ],
  },
  {
    key: 'open',
    fileTitle: 'Northbridge Athletic – pre-contract agreement.pdf',
    contractLines: [
      'PRE-CONTRACT AGREEMENT',
      'Northbridge Athletic FC and Uma Unlimited',
      '',
      '1. The player agrees to join the club on 1 January 2027.',
      '2. Signing-on fee: GBP 10,000 in two instalments.',
      '3. The agreement lapses if the player fails the medical examination.',
      '4. Loyalty bonus: payable only if the player is registered on 31 May 2027.',
    ],
    questions: 'Is the loyalty bonus in clause 4 safe if the club loans me out before May?\nWhat happens to the signing-on fee if the medical is delayed?',
    submittedDaysAgo: 6,
    deadlineInDays: 12,
    moves: [],
    messages: [],
  },
];

export async function seedContractAdvice(trx: Knex.Transaction, options: { storeFile?: StoreFile; passwordHash: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const adviserIds: number[] = [];
  for (const demo of DEMO_ACCOUNTS.filter((account) => account.adviserDemo)) adviserIds.push(await insertDemoUser(trx, demo, options.passwordHash));
  const member = await trx('users').where({ username: 'unlimited' }).first<{ id: number } | undefined>('id');
  const adviserId = adviserIds[0];
  if (!member || adviserId === undefined) throw new Error('Contract advice seed: run after the billing seed (unlimited) with the adviser account');

  for (const demo of REQUESTS) {
    const submitted = new Date(now.getTime() - demo.submittedDaysAgo * DAY);
    let mediaId: number | null = null;
    if (options.storeFile) {
      const bytes = makeSamplePdf(demo.contractLines);
      const key = `seed/contract-advice/${demo.key}`;
      await options.storeFile(key, bytes, 'application/pdf');
      const [media] = await trx('media')
        .insert({ owner_user_id: member.id, kind: 'other', title: demo.fileTitle, attachment_type: 'contract_advice', mime: 'application/pdf', size: bytes.length, checksum_sha256: '0'.repeat(64), storage_key: key, created_at: submitted })
        .returning(['id']);
      mediaId = media.id;
    }
    const moves = demo.moves.map((status, index) => ({ status, at: new Date(submitted.getTime() + (index + 1) * 5 * HOUR) }));
    const last = moves.at(-1);
    const [request] = await trx('contract_advice_requests')
      .insert({
        member_user_id: member.id,
        contract_media_id: mediaId,
        questions: demo.questions,
        deadline: new Date(now.getTime() + demo.deadlineInDays * DAY).toISOString().slice(0, 10),
        status: last?.status ?? 'open',
        adviser_user_id: moves.length ? adviserId : null,
        submitted_at: submitted,
        due_at: addWorkingDays(submitted, CONTRACT_ADVICE_LIMITS.workingDaysToAnswer),
        status_changed_at: last?.at ?? submitted,
      })
      .returning(['id']);
    await trx('contract_advice_status_history').insert([
      { request_id: request.id, status: 'open', changed_by_user_id: member.id, changed_at: submitted },
      ...moves.map((move) => ({ request_id: request.id, status: move.status, changed_by_user_id: adviserId, changed_at: move.at })),
    ]);
    await seedThread(trx, request.id, submitted, member.id, adviserId, adviserIds, demo.messages);
  }
}

/** The request's thread (opened on submission, as the API does) with its messages; everything counts as read and emailed. */
async function seedThread(trx: Knex.Transaction, requestId: number, opened: Date, memberId: number, adviserId: number, adviserIds: number[], lines: DemoRequest['messages']) {
  const [thread] = await trx('message_threads').insert({ context: 'contract_advice', context_id: requestId, created_at: opened }).returning(['id']);
  const threadId = Number(thread.id);
  const times = lines.map((_, index) => new Date(opened.getTime() + (index + 1) * 4 * HOUR));
  const messageIds: number[] = lines.length
    ? (await trx('messages').insert(lines.map(([who, body], index) => ({ thread_id: threadId, author_user_id: who === 'member' ? memberId : adviserId, body, created_at: times[index] }))).returning(['id'])).map(
        (row: { id: number | string }) => Number(row.id),
      )
    : [];
  const lastId = messageIds.at(-1) ?? null;
  const lastAt = times.at(-1) ?? null;
  if (lastId !== null) await trx('message_threads').where({ id: threadId }).update({ last_message_id: lastId, last_message_at: lastAt });
  const advisers = await trx('users').whereNull('deleted_at').whereRaw(`'contract_adviser' = ANY(roles)`).pluck('id');
  const people = [{ userId: memberId, side: 'member' }, ...[...new Set([...adviserIds, ...advisers.map(Number)])].map((userId) => ({ userId, side: 'adviser' }))];
  await trx('message_participants').insert(
    people.map(({ userId, side }) => ({ thread_id: threadId, user_id: userId, side, last_message_at: lastAt, last_read_message_id: lastId ?? 0, unread_count: 0, mailed_through_message_id: lastId ?? 0 })),
  );
}

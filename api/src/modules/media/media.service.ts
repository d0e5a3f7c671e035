import type { Knex } from 'knex';
import { LIMITS, mediaPath, type UploadKind } from '@fj/shared';
import { notFound } from '../../lib/http-error';
import type { Actor } from '../../plugins/policy-types';
import { newStorageKey, type Storage, type StoredObject } from '../../storage';
import type { CandidatesRepo } from '../candidates/candidates.repo';
import { canDeleteMedia, canReadMedia, type MediaAccessRules } from './media-access';
import type { MediaRepo, MediaRow } from './media.repo';
import { missingFile, type MultipartUpload } from './multipart-upload';
import { acceptUpload, checkUploadTitle } from './upload-rules';

export interface MediaServiceDeps {
  db: Knex;
  media: MediaRepo;
  candidates: CandidatesRepo;
  storage: Storage;
  access: MediaAccessRules;
  /** Creates the candidate's profile row when it does not exist yet (so a first photo has somewhere to go). */
  ensureCandidateProfile(userId: number): Promise<void>;
  log: { warn(details: object, message: string): void };
}

/** A stored file as the api lists it. */
export interface MediaItem {
  id: number;
  title: string;
  kind: UploadKind;
  attachmentType: string;
  mime: string;
  size: number;
  url: string;
  created: string;
}

export const toMediaItem = (row: MediaRow): MediaItem => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  attachmentType: row.attachment_type,
  mime: row.mime,
  size: row.size,
  url: mediaPath(row.id),
  created: new Date(row.created_at).toISOString(),
});

const ATTACHMENT_TYPE_PATTERN = /^[a-z0-9_-]{0,40}$/i;

export function createMediaService(deps: MediaServiceDeps) {
  /** Removes stored bytes after the rows are gone; a failure leaves an orphan to clean up, never a broken row. */
  async function removeBytes(keys: string[]): Promise<void> {
    for (const key of keys) {
      await deps.storage.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'could not delete stored file'));
    }
  }

  /** Runs the §5 rules, stores the bytes under a new key, then records the row (bytes first: no row without a file). */
  async function store(ownerUserId: number, kind: UploadKind, upload: MultipartUpload, trx?: Knex.Transaction): Promise<MediaRow> {
    // The title rule comes first (the form's own order), then whether there is a file at all.
    const title = checkUploadTitle(upload.fields.title);
    if (!upload.file) throw missingFile();
    const accepted = await acceptUpload({ kind, title, bytes: upload.file.bytes, truncated: upload.file.truncated });
    const attachmentType = (upload.fields.attachmentType ?? '').trim();
    const key = newStorageKey(kind);
    await deps.storage.put(key, accepted.bytes, accepted.mime);
    try {
      return await deps.media.insert(
        {
          owner_user_id: ownerUserId,
          kind,
          title: accepted.title,
          attachment_type: ATTACHMENT_TYPE_PATTERN.test(attachmentType) ? attachmentType : '',
          mime: accepted.mime,
          size: accepted.size,
          checksum_sha256: accepted.checksum,
          storage_key: key,
        },
        trx,
      );
    } catch (error) {
      await removeBytes([key]);
      throw error;
    }
  }

  return {
    /** `POST /upload-my-resumes`: a PDF CV with a title and an optional attachmentType. */
    async uploadResume(actor: Actor, upload: MultipartUpload): Promise<MediaItem> {
      return toMediaItem(await store(actor.id, 'cv', upload));
    },

    /** `POST /media`: a PDF or a picture with a title. */
    async uploadMedia(actor: Actor, upload: MultipartUpload): Promise<MediaItem> {
      return toMediaItem(await store(actor.id, 'other', upload));
    },

    /**
     * `POST /upload-profile-pic`: a picture with a title. For candidates it becomes the profile photo and the
     * previous photo is deleted with its bytes; other accounts (userType employer) get the stored picture back
     * for their own profile form.
     */
    async uploadProfilePicture(actor: Actor, upload: MultipartUpload, isCandidate: boolean): Promise<MediaItem> {
      const row = await store(actor.id, 'image', upload);
      if (!isCandidate) return toMediaItem(row);
      await deps.ensureCandidateProfile(actor.id);
      const previous = await deps.db.transaction(async (trx) => {
        const previousId = await deps.candidates.setProfilePicture(actor.id, row.id, trx);
        if (previousId === null) return undefined;
        await deps.media.markDeleted(previousId, trx);
        return deps.media.findById(previousId, trx);
      });
      if (previous) await removeBytes([previous.storage_key]);
      return toMediaItem(row);
    },

    /** `GET /get-my-resumes`: the caller's CVs, newest first. */
    async listMyResumes(actor: Actor, query: { offset?: number; limit?: number; attachmentType?: string; search?: string }) {
      const { rows, total } = await deps.media.listOwned({
        ownerUserId: actor.id,
        kind: 'cv',
        attachmentType: query.attachmentType?.trim() || undefined,
        search: query.search?.trim() || undefined,
        offset: Math.max(query.offset ?? 0, 0),
        limit: Math.min(Math.max(query.limit ?? LIMITS.defaultPageSize, 1), LIMITS.maxPageSize),
      });
      return { data: rows.map(toMediaItem), total };
    },

    /** `GET /delete-my-resume?id`: only the owner; someone else's CV is simply not found (no hint that it exists). */
    async deleteMyResume(actor: Actor, id: number): Promise<void> {
      const row = await deps.media.findLive(id);
      if (!row || row.kind !== 'cv' || !canDeleteMedia(actor, row)) throw notFound('CV not found');
      await deps.media.markDeleted(row.id);
      await removeBytes([row.storage_key]);
    },

    /** `GET /media/{id}`: the row and its bytes when the viewer may read them; 404 otherwise. */
    async open(viewer: Actor | undefined, id: number): Promise<{ row: MediaRow; object: StoredObject }> {
      const row = await deps.media.findLive(id);
      if (!row || !(await canReadMedia(viewer, row, deps.access))) throw notFound('File not found');
      return { row, object: await deps.storage.get(row.storage_key) };
    },

    removeBytes,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

import { Type } from 'typebox';
import { PARTNER_DOWNLOAD_LIMITS } from '@fj/shared';
import { IdParam, RequestObject, SkipCacheQuery, Str } from '../../lib/schemas';

const ItemFields = {
  id: Type.Integer(),
  title: Type.String(),
  partner: Type.String(),
  description: Type.String(),
  category: Type.String({ description: 'guides, templates, reports, training or offers' }),
  minimumTier: Type.String({ description: 'The lowest membership that may download it: STANDARD, ELITE or UNLIMITED' }),
  mime: Type.String({ description: 'Type read from the file itself' }),
  size: Type.Integer({ description: 'Bytes' }),
  fileName: Type.String({ description: 'The name the file downloads with' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const MemberItem = Type.Object({
  ...ItemFields,
  locked: Type.Boolean({ description: "True when the caller's current membership is below the resource's minimum tier" }),
  fileUrl: Type.String({ description: 'GET path of the file, relative to the API base URL' }),
  lastDownloadedAt: Nullable(Type.String({ format: 'date-time' })),
});

export const MemberListResponse = Type.Object({
  success: Type.Literal(true),
  membership: Type.String({ description: "The caller's membership now" }),
  data: Type.Array(MemberItem),
});

export const AdminItem = Type.Object({
  ...ItemFields,
  published: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  uploadedBy: Nullable(Type.String()),
  downloads: Type.Object({ total: Type.Integer(), members: Type.Integer({ description: 'Distinct members who downloaded it' }) }),
  lastDownloadedAt: Nullable(Type.String({ format: 'date-time' })),
});

export const AdminListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(AdminItem) });
export const AdminItemResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: AdminItem });

/** The fields an edit may change; those left out stay as they are. */
export const UpdateBody = RequestObject({
  title: Type.Optional(Str(PARTNER_DOWNLOAD_LIMITS.title * 2)),
  partner: Type.Optional(Str(PARTNER_DOWNLOAD_LIMITS.partner * 2)),
  description: Type.Optional(Str(PARTNER_DOWNLOAD_LIMITS.description * 2)),
  category: Type.Optional(Str(40)),
  minimumTier: Type.Optional(Str(20)),
  published: Type.Optional(Type.Boolean({ description: 'false unpublishes: members no longer see or download it' })),
});

export const PartnerDownloadParams = IdParam;
export const ListQuery = RequestObject({ ...SkipCacheQuery });

export const UPLOAD_DESCRIPTION =
  'multipart/form-data: `file` (PDF, Word, Excel, PowerPoint or OpenDocument, at most 20 MB), `title`, `partner`, `description`, `category`, `minimumTier` (STANDARD, ELITE or UNLIMITED), optional `published` (true by default).';

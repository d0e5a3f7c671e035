import { Type } from 'typebox';
import { RequestObject, SkipCacheQuery, Str, Id, IdParam, PagingFields } from '../../lib/schemas';

export const MediaItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.String({ description: 'cv, image or other' }),
  attachmentType: Type.String(),
  mime: Type.String({ description: 'Type read from the file itself' }),
  size: Type.Integer({ description: 'Bytes' }),
  url: Type.String({ description: 'GET path of the file, relative to the API base URL' }),
  created: Type.String({ format: 'date-time' }),
});

export const MediaItemResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: MediaItemSchema });

export const MediaListResponse = Type.Object({ success: Type.Literal(true), data: Type.Array(MediaItemSchema), total: Type.Integer() });

export const MyResumesQuery = RequestObject({
  ...PagingFields(),
  attachmentType: Type.Optional(Str(40)),
  search: Type.Optional(Str(200)),
  ...SkipCacheQuery,
});

export const IdQuery = RequestObject({ id: Id(), ...SkipCacheQuery });

export const MediaParams = IdParam;

/** The multipart fields, for the OpenAPI description (multipart bodies are read by the handler, not by ajv). */
export const UPLOAD_FIELDS_DESCRIPTION =
  'multipart/form-data: `file` (the file), `title` (letters or digits required), optional `attachmentType` (CVs) or `userType` (profile pictures).';

/** A file answer (the bytes are sent as they are, never through the JSON serializer). */
export const FileResponse = (description: string) => Type.Unsafe<unknown>({ type: 'string', format: 'binary', description });

import type { UploadValues } from './types';

/** §5/§7 uploads: a multipart body with the file and its title, plus the optional extra fields. */
export function uploadBody({ title, file }: UploadValues, extra: Record<string, string | undefined> = {}): FormData {
  const body = new FormData();
  body.append('title', title.trim());
  for (const [name, value] of Object.entries(extra)) if (value) body.append(name, value);
  // The file goes last: the server reads the fields before it streams the file.
  body.append('file', file, file.name);
  return body;
}

import { useMutation } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { downloadFile } from '../../media';

/** `<name>-cv.pdf`, the server's naming, for when its Content-Disposition header is not readable (CORS). */
export function atsCvFallbackName(name: string | null | undefined): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'my'}-cv.pdf`;
}

/** `GET /generate-ats-cv`: the profile as a text-based PDF, saved under the server's file name. */
export function downloadAtsCv(name?: string | null): Promise<string> {
  return downloadFile(API.generateAtsCv, atsCvFallbackName(name));
}

export function useDownloadAtsCv() {
  return useMutation({ mutationFn: downloadAtsCv });
}

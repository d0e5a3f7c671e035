import { useMutation } from '@tanstack/react-query';
import { API } from '@fj/shared';
import { downloadFile } from '../../media';

/** `GET /generate-ats-cv`: the profile as a text-based PDF, saved under the server's file name. */
export function downloadAtsCv(): Promise<string> {
  return downloadFile(API.generateAtsCv, 'cv.pdf');
}

export function useDownloadAtsCv() {
  return useMutation({ mutationFn: downloadAtsCv });
}

import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../media';
import { CANDIDATE_API } from './paths';

/** `GET /my-data/export`: everything held about the caller, as a JSON file. */
export function downloadMyData(): Promise<string> {
  return downloadFile(CANDIDATE_API.myDataExport, 'my-data.json');
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

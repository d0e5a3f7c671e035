import { API } from '@fj/shared';
import { downloadFile } from '../../media';
import { interviewPath } from './paths';

/** `GET /interviews/{id}.ics` read with the bearer token (a plain link could not send it), then saved as a file. */
export function downloadInterviewIcs(id: number): Promise<string> {
  return downloadFile(interviewPath(API.interviewIcs, id), `interview-${id}.ics`);
}

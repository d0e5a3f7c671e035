import axios from 'axios';

/** The HTTP status of a failed call, if it got an answer (apart from api-errors.ts, which carries the form messages). */
export function apiErrorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

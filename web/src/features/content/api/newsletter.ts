import { CONTENT_API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

/** `POST /newsletter/subscribe`: double opt-in; asking again resends the confirmation link. */
export async function subscribeNewsletter(email: string, source: string): Promise<string> {
  return (await apiClient.post<{ message: string }>(CONTENT_API.newsletterSubscribe, { email, source })).data.message;
}

import { useMutation } from '@tanstack/react-query';
import { CONTENT_API } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

// The content feature's mutations, apart from content.ts's reads: home's below-the-fold news and testimonials do
// not carry useMutation.

export function useSendContact() {
  return useMutation({
    mutationFn: async (values: { name: string; email: string; subject: string; message: string }) =>
      (await apiClient.post<{ message: string }>(CONTENT_API.contact, values)).data.message,
  });
}

export function useNewsletterToken(kind: 'confirm' | 'unsubscribe') {
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiClient.post<{ message: string }>(kind === 'confirm' ? CONTENT_API.newsletterConfirm : CONTENT_API.newsletterUnsubscribe, { token })).data.message,
  });
}

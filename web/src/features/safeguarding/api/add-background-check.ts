import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type BackgroundCheckDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { safeguardingKeys } from './query-keys';

export interface NewBackgroundCheck {
  checkType: string;
  referenceNumber: string;
  issuedOn: string;
  expiresOn: string;
  certificate: File;
}

/** `POST /candidate-api/background-checks` (multipart; the file last, after the fields the server reads first). */
export async function addBackgroundCheck(values: NewBackgroundCheck): Promise<BackgroundCheckDto> {
  const body = new FormData();
  body.append('checkType', values.checkType);
  body.append('referenceNumber', values.referenceNumber.trim());
  body.append('issuedOn', values.issuedOn);
  body.append('expiresOn', values.expiresOn);
  body.append('file', values.certificate, values.certificate.name);
  const { data } = await apiClient.post<ApiSuccess<BackgroundCheckDto>>(API.backgroundChecks, body);
  return data.data;
}

export function useAddBackgroundCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBackgroundCheck, onSuccess: () => queryClient.invalidateQueries({ queryKey: safeguardingKeys.mine() }) });
}

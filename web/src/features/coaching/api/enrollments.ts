import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type CoachingCertificateDto, type CoachingEnrollmentDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { coachingKeys, fillPath } from './query-keys';

/** `GET /coaching/enrollments`: my courses with progress, where to continue and the certificate once earned. */
export function useEnrollments(enabled = true) {
  return useQuery({
    queryKey: coachingKeys.enrollments,
    queryFn: async () => {
      const { data } = await apiClient.get<ApiSuccess<CoachingEnrollmentDto[]>>(API.coachingEnrollments, { skipCache: true });
      return Array.isArray(data.data) ? data.data : [];
    },
    enabled,
  });
}

/** `POST /coaching/enrollments/{id}/thread`: opens (or finds) the conversation with the course's coach. */
export function useOpenCoachThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enrollmentId: number) =>
      (await apiClient.post<ApiSuccess<{ id: number }>>(fillPath(API.coachingEnrollmentThread, 'id', enrollmentId), {})).data.data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coachingKeys.enrollments });
      void queryClient.invalidateQueries({ queryKey: coachingKeys.threads });
    },
  });
}

export const certificatePdfPath = (enrollmentId: number) => fillPath(API.coachingCertificatePdf, 'id', enrollmentId);

/** `GET /coaching/certificates/{code}`: public; 404 for a code that was never issued. */
export function useCertificate(code: string) {
  return useQuery({
    queryKey: coachingKeys.certificate(code),
    queryFn: async () => (await apiClient.get<ApiSuccess<CoachingCertificateDto>>(fillPath(API.coachingCertificate, 'code', code))).data.data,
    enabled: code !== '',
    retry: false,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { API, type ApiSuccess, type CoachingCourseDetailDto, type CoachingEnrollmentDto, type CoachingReviewDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { coachingKeys, fillPath } from './query-keys';

/** `GET /coaching/courses/{slug}`: the outline, the coach, reviews and the caller's enrollment. */
export function useCourse(slug: string) {
  return useQuery({
    queryKey: coachingKeys.course(slug),
    queryFn: async () => (await apiClient.get<ApiSuccess<CoachingCourseDetailDto>>(fillPath(API.coachingCourse, 'slug', slug), { skipCache: true })).data.data,
    enabled: slug !== '',
  });
}

/** What enrolling led to: enrolled, or the shop product to buy first (a paid course answers 402). */
export type EnrollOutcome = { kind: 'enrolled'; enrollment: CoachingEnrollmentDto } | { kind: 'payment-required'; productId: number };

/** `POST /coaching/courses/{slug}/enroll`: free at once; paid → 402 `{ error: 'payment-required', product }`. */
export function useEnroll(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<EnrollOutcome> => {
      try {
        const { data } = await apiClient.post<ApiSuccess<CoachingEnrollmentDto>>(fillPath(API.coachingEnroll, 'slug', slug), {});
        return { kind: 'enrolled', enrollment: data.data };
      } catch (error) {
        const product = axios.isAxiosError(error) && error.response?.status === 402 ? (error.response.data as { product?: { id?: unknown } }).product : undefined;
        if (product && typeof product.id === 'number') return { kind: 'payment-required', productId: product.id };
        throw error;
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'enrolled') void queryClient.invalidateQueries({ queryKey: coachingKeys.all });
    },
  });
}

export interface ReviewValues {
  rating: number;
  body: string;
}

/** `POST` (first) or `PUT` (edit) `/coaching/courses/{slug}/reviews`: one review per enrolled learner. */
export function useSaveReview(slug: string, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ReviewValues) => {
      const path = fillPath(API.coachingReviews, 'slug', slug);
      const body = { rating: values.rating, body: values.body.trim() };
      const { data } = editing ? await apiClient.put<ApiSuccess<CoachingReviewDto>>(path, body) : await apiClient.post<ApiSuccess<CoachingReviewDto>>(path, body);
      return data.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.course(slug) }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ApiSuccess, type CoachingLessonDto, type CoachingQuizAttemptDto } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import type { QuizAnswers } from '../lib/quiz-answers';
import { coachingKeys, fillPath } from './query-keys';

/** `GET /coaching/lessons/{id}`: enrolled, or a preview lesson (403 otherwise, 404 unknown). */
export function useLesson(id: number) {
  return useQuery({
    queryKey: coachingKeys.lesson(id),
    queryFn: async () => (await apiClient.get<ApiSuccess<CoachingLessonDto>>(fillPath(API.coachingLesson, 'id', id), { skipCache: true })).data.data,
    enabled: id > 0,
  });
}

/** `POST /coaching/lessons/{id}/complete`: the lesson, the course outline and my courses show the new progress. */
export function useCompleteLesson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post(fillPath(API.coachingLessonComplete, 'id', id), {})).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}

/** `POST /coaching/quizzes/{id}/attempts { answers }`: marked on the server; the right answers come back only now. */
export function useSubmitAttempt(quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: QuizAnswers) =>
      (await apiClient.post<ApiSuccess<CoachingQuizAttemptDto>>(fillPath(API.coachingQuizAttempts, 'id', quizId), { answers })).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}

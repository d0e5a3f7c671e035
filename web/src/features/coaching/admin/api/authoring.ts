import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  mediaPath,
  withQuery,
  type ApiSuccess,
  type CoachingAdminCourseDetailDto,
  type CoachingAdminCourseDto,
  type CoachingAttachmentDto,
  type CoachingCourseInput,
  type CoachingLearnerProgressDto,
  type CoachingLessonInput,
  type CoachingPersonDto,
  type CoachingQuizInput,
} from '@fj/shared';
import { apiClient } from '../../../../lib/api-client';

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const COURSES_PAGE_SIZE = 25;
export const LEARNERS_PAGE_SIZE = 50;

export const authoringKeys = {
  all: ['coaching-admin'] as const,
  courses: (page: number, search: string) => ['coaching-admin', 'courses', page, search] as const,
  course: (id: number) => ['coaching-admin', 'course', id] as const,
  learners: (id: number, page: number) => ['coaching-admin', 'learners', id, page] as const,
  coaches: ['coaching-admin', 'coaches'] as const,
};

interface Page<Row> {
  data: Row[];
  total: number;
}

/** `GET /coaching-admin/courses`: a coach's own courses, every course for an administrator. */
export function useAuthoredCourses(page: number, search: string) {
  return useQuery({
    queryKey: authoringKeys.courses(page, search),
    queryFn: async () =>
      (
        await apiClient.get<Page<CoachingAdminCourseDto>>(
          withQuery(API.coachingAdminCourses, { search: search || undefined, offset: (page - 1) * COURSES_PAGE_SIZE, limit: COURSES_PAGE_SIZE }),
          { skipCache: true },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useAuthoredCourse(id: number | null) {
  return useQuery({
    queryKey: authoringKeys.course(id ?? 0),
    queryFn: async () => (await apiClient.get<ApiSuccess<CoachingAdminCourseDetailDto>>(withId(API.coachingAdminCourse, id!), { skipCache: true })).data.data,
    enabled: id !== null,
  });
}

/** `GET /coaching-admin/coaches`: who may run a course (administrators choose one). */
export function useCoaches(enabled: boolean) {
  return useQuery({
    queryKey: authoringKeys.coaches,
    queryFn: async () => (await apiClient.get<ApiSuccess<CoachingPersonDto[]>>(API.coachingAdminCoaches, { skipCache: true })).data.data,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCourseLearners(id: number, page: number) {
  return useQuery({
    queryKey: authoringKeys.learners(id, page),
    queryFn: async () =>
      (
        await apiClient.get<Page<CoachingLearnerProgressDto>>(
          withQuery(withId(API.coachingAdminCourseLearners, id), { offset: (page - 1) * LEARNERS_PAGE_SIZE, limit: LEARNERS_PAGE_SIZE }),
          { skipCache: true },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** Every write changes what the course editor and the list show: both are read again. */
function useAuthoringWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authoringKeys.all }),
  });
}

export function useCreateCourse() {
  return useAuthoringWrite(async (input: CoachingCourseInput) => (await apiClient.post<ApiSuccess<{ id: number }>>(API.coachingAdminCourses, input)).data.data);
}

export function useUpdateCourse(id: number) {
  return useAuthoringWrite(async (input: CoachingCourseInput) => (await apiClient.put<ApiSuccess<unknown>>(withId(API.coachingAdminCourse, id), input)).data);
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.delete(withId(API.coachingAdminCourse, id))).data as unknown,
    // Not awaited: the page leaves the deleted course at once (waiting for the refetch would show its 404 first).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authoringKeys.all }),
  });
}

export function useCreateModule(courseId: number) {
  return useAuthoringWrite(async (title: string) => (await apiClient.post<ApiSuccess<{ id: number }>>(withId(API.coachingAdminModules, courseId), { title })).data.data);
}

/** Rename (`{ title }`) or move (`{ position }`, 0-based, the others shift) a module. */
export function useUpdateModule() {
  return useAuthoringWrite(async ({ id, ...change }: { id: number; title?: string; position?: number }) => (await apiClient.put(withId(API.coachingAdminModule, id), change)).data as unknown);
}

export function useDeleteModule() {
  return useAuthoringWrite(async (id: number) => (await apiClient.delete(withId(API.coachingAdminModule, id))).data as unknown);
}

export function useCreateLesson() {
  return useAuthoringWrite(async (input: CoachingLessonInput) => (await apiClient.post<ApiSuccess<{ id: number }>>(API.coachingAdminLessons, input)).data.data);
}

export function useUpdateLesson() {
  return useAuthoringWrite(async ({ id, input }: { id: number; input: CoachingLessonInput }) => (await apiClient.put(withId(API.coachingAdminLesson, id), input)).data as unknown);
}

export function useDeleteLesson() {
  return useAuthoringWrite(async (id: number) => (await apiClient.delete(withId(API.coachingAdminLesson, id))).data as unknown);
}

/** Multipart: the title first, the file last (the server reads the fields before the stream). */
export function useUploadAttachment(lessonId: number) {
  return useAuthoringWrite(async ({ file, title }: { file: File; title: string }) => {
    const body = new FormData();
    body.append('title', title);
    body.append('file', file, file.name);
    return (await apiClient.post<ApiSuccess<CoachingAttachmentDto>>(withId(API.coachingAdminLessonAttachments, lessonId), body)).data.data;
  });
}

export function useRemoveAttachment(lessonId: number) {
  return useAuthoringWrite(async (mediaId: number) => (await apiClient.delete(withId(API.coachingAdminLessonAttachment, lessonId).replace(':mediaId', String(mediaId)))).data as unknown);
}

export function useSaveQuiz(lessonId: number) {
  return useAuthoringWrite(async (input: CoachingQuizInput) => (await apiClient.put(withId(API.coachingAdminQuiz, lessonId), input)).data as unknown);
}

export function useDeleteQuiz(lessonId: number) {
  return useAuthoringWrite(async () => (await apiClient.delete(withId(API.coachingAdminQuiz, lessonId))).data as unknown);
}

/**
 * A cover picture through the picture rules (type sniffed, scaled, 3 MB), stored as an image the course points at
 * (`/media/{id}`). `userType: employer` keeps it from becoming the profile photo of a coach who is also a candidate,
 * as the content tools' picture uploads do.
 */
export async function uploadCoverPicture(file: File): Promise<string> {
  const body = new FormData();
  body.append('title', file.name.replace(/\.[^.]+$/, '').replace(/[^\p{L}\p{N} ]+/gu, ' ').trim() || 'Course cover');
  body.append('userType', 'employer');
  body.append('file', file, file.name);
  const { data } = await apiClient.post<ApiSuccess<{ id: number }>>(API.uploadProfilePic, body);
  return mediaPath(data.data.id);
}

/** React Query keys of the Employability Hub; enrolling, completing a lesson or passing a quiz invalidates `all`. */
export const coachingKeys = {
  all: ['coaching'] as const,
  catalogue: (filters: object) => ['coaching', 'catalogue', filters] as const,
  course: (slug: string) => ['coaching', 'course', slug] as const,
  lesson: (id: number) => ['coaching', 'lesson', id] as const,
  enrollments: ['coaching', 'enrollments'] as const,
  certificate: (code: string) => ['coaching', 'certificate', code] as const,
  /** Under the inbox's thread-list key: a message sent or read in the thread view refreshes this list too. */
  threads: ['messages', 'threads', { context: 'coaching' }] as const,
};

/** A path pattern of shared `API` with one placeholder filled in. */
export const fillPath = (pattern: string, name: 'id' | 'slug' | 'code', value: number | string): string =>
  pattern.replace(`:${name}`, encodeURIComponent(String(value)));

import type { CoachingModuleOutlineDto } from '@fj/shared';

/** The course's first lesson in order (modules and lessons come sorted by position). */
export function firstLessonId(modules: readonly CoachingModuleOutlineDto[]): number | null {
  for (const module of modules) if (module.lessons.length) return module.lessons[0]!.id;
  return null;
}

/** Every lesson of the outline, in order. */
export const allLessons = (modules: readonly CoachingModuleOutlineDto[]) => modules.flatMap((module) => module.lessons);

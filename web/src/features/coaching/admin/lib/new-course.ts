/** The course editor's address for a course not yet created: /admin/coaching/courses/new. */
export const NEW_COURSE = 'new';

/** `?lesson=new&module={id}`: the lesson editor for a lesson not yet created in that module. */
export const NEW_LESSON = 'new';

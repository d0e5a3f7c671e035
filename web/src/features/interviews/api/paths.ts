/** `/job-api/interviews/:id/cancel` with the interview's id. */
export const interviewPath = (pattern: string, id: number): string => pattern.replace(':id', encodeURIComponent(String(id)));

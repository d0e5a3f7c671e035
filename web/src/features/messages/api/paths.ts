/** A path pattern of shared `API` with its `:id` filled in. */
export const messagesPath = (pattern: string, id: number): string => pattern.replace(':id', encodeURIComponent(String(id)));

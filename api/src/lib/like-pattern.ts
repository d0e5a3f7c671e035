/** `%input%` for `ILIKE … ESCAPE '\'`: the user's `%`, `_` and `\` match themselves, not as wildcards. */
export const likePattern = (input: string) => `%${input.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

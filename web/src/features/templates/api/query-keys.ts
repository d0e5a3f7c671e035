export const templateKeys = {
  all: ['email-templates'] as const,
  list: () => ['email-templates', 'list'] as const,
  detail: (id: number) => ['email-templates', 'detail', id] as const,
  preview: (input: object) => ['email-templates', 'preview', input] as const,
};

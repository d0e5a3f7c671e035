/** React Query keys of the media feature; mutations invalidate by prefix. */
export const mediaKeys = {
  all: ['media'] as const,
  myResumes: (params: MyResumesParams) => ['media', 'my-resumes', params] as const,
  file: (path: string) => ['media', 'file', path] as const,
};

export interface MyResumesParams {
  offset?: number;
  limit?: number;
  attachmentType?: string;
}

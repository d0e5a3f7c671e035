import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, CONTENT_API, withQuery, type ApiSuccess, type PostStatus } from '@fj/shared';

export const adminPath = (template: string, params: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
import { apiClient } from '../../../lib/api-client';

const path = adminPath;

export interface AdminPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seoDescription: string;
  categorySlug: string;
  status: PostStatus;
  publishAt: string | null;
  coverMediaId: number | null;
  authorId: number | null;
  author: string;
  img: string | null;
  link: string;
  updatedAt: string;
}

/** `GET /admin/content/authors`: who may be named as a post's author. */
export interface AuthorOption {
  id: number;
  name: string;
  role: 'administrator' | 'content_editor';
}

export interface PostValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  seoDescription: string;
  category: string;
  status: PostStatus;
  publishAt: string | null;
  coverMediaId: number | null;
  /** Null: the caller, for a new post. */
  authorId: number | null;
}

const key = (section: string) => ['content-admin', section];

export function useAdminList<T>(section: string, url: string, params: Record<string, string | number | undefined> = {}) {
  return useQuery({
    queryKey: [...key(section), url, params],
    queryFn: async () => {
      const { data } = await apiClient.get<ApiSuccess<T> & { total?: number }>(withQuery(url, params));
      return { data: data.data, total: data.total ?? 0 };
    },
  });
}

export function useAdminPost(id: number | null) {
  return useQuery({
    queryKey: [...key('post'), id],
    enabled: id !== null,
    queryFn: async () => (await apiClient.get<ApiSuccess<AdminPost>>(path(CONTENT_API.adminPost, { id: id! }))).data.data,
  });
}

/** A save/delete call that refreshes the section's lists afterwards. */
export function useAdminWrite<V>(section: string, call: (values: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['content-admin'] }),
  });
}

export const adminCalls = {
  savePost: ({ id, values: { authorId, ...values } }: { id: number | null; values: PostValues }) => {
    const body = authorId ? { ...values, authorId } : values;
    return id ? apiClient.put<ApiSuccess<AdminPost>>(path(CONTENT_API.adminPost, { id }), body) : apiClient.post<ApiSuccess<AdminPost>>(CONTENT_API.adminPosts, body);
  },
  feature: ({ userId, featured, until }: { userId: number; featured: boolean; until?: string | null }) =>
    apiClient.put(path(CONTENT_API.adminFeatured, { userId }), featured ? { featured, until: until ?? null } : { featured }),
  deletePost: (id: number) => apiClient.delete(path(CONTENT_API.adminPost, { id })),
  savePage: ({ slug, values }: { slug: string; values: { title: string; body: string; seoDescription: string } }) => apiClient.put(path(CONTENT_API.adminPage, { slug }), values),
  saveTestimonial: ({ id, values }: { id: number | null; values: object }) => (id ? apiClient.put(path(CONTENT_API.adminTestimonial, { id }), values) : apiClient.post(CONTENT_API.adminTestimonials, values)),
  deleteTestimonial: (id: number) => apiClient.delete(path(CONTENT_API.adminTestimonial, { id })),
  saveAdvert: ({ id, values }: { id: number | null; values: object }) => (id ? apiClient.put(path(CONTENT_API.adminAdvert, { id }), values) : apiClient.post(CONTENT_API.adminAdverts, values)),
  deleteAdvert: (id: number) => apiClient.delete(path(CONTENT_API.adminAdvert, { id })),
  createIssue: (values: { subject: string; body: string }) => apiClient.post(CONTENT_API.adminIssues, values),
  sendIssue: (id: number) => apiClient.post(path(CONTENT_API.adminIssueSend, { id })),
  exportSubscribers: () => apiClient.get<Blob>(CONTENT_API.adminSubscribersCsv, { responseType: 'blob' }),
  uploadImage: async (file: File): Promise<{ id: number; url: string }> => {
    const body = new FormData();
    body.append('title', file.name.replace(/\.[^.]+$/, '').replace(/[^\p{L}\p{N} ]+/gu, ' ').trim() || 'Image');
    body.append('userType', 'employer');
    body.append('file', file);
    const { data } = await apiClient.post<ApiSuccess<{ id: number; url?: string }>>(API.uploadProfilePic, body);
    return { id: data.data.id, url: `/media/${data.data.id}` };
  },
};

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  CONTENT_API,
  withQuery,
  type AdvertisementStrip,
  type AdvertPlacement,
  type ApiSuccess,
  type BlogAuthorPage,
  type BlogPost,
  type BlogTile,
  type FeaturedMember,
  type StaticPage,
  type TestimonialTile,
} from '@fj/shared';
import { apiClient } from '../../../lib/api-client';

export interface Paged<T> {
  rows: T[];
  total: number;
}

const paged = <T>(body: ApiSuccess<T[]>): Paged<T> => ({ rows: Array.isArray(body.data) ? body.data : [], total: typeof body.total === 'number' ? body.total : 0 });

export interface BlogFilter {
  category?: string;
  author?: number;
  offset?: number;
  limit?: number;
}

/** `GET /get-blogs/{param}` (§7: limit default 5, optional category; data.data tiles). */
export async function fetchBlogs(filter: BlogFilter): Promise<Paged<BlogTile | TestimonialTile>> {
  const { data } = await apiClient.get<ApiSuccess<BlogTile[]>>(withQuery(API.blogs, { ...filter }));
  return paged(data);
}

export const blogsQuery = (filter: BlogFilter) =>
  queryOptions({ queryKey: ['content', 'blogs', filter], queryFn: () => fetchBlogs(filter), staleTime: 60_000, placeholderData: keepPreviousData });

export function useBlogs(filter: BlogFilter, enabled = true) {
  return useQuery({ ...blogsQuery(filter), enabled });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['content', 'blog', slug],
    queryFn: async () => (await apiClient.get<ApiSuccess<BlogPost>>(withQuery(API.blogDetail, { slug, skip_cache: 1 }))).data.data,
    staleTime: 60_000,
    retry: false,
  });
}

/** `GET /get-blog-author?slug` (designed): the author page, one page of their posts. */
export function useBlogAuthor(slug: string, offset: number, limit: number) {
  return useQuery({
    queryKey: ['content', 'author', slug, offset, limit],
    queryFn: async () => (await apiClient.get<ApiSuccess<BlogAuthorPage>>(withQuery(CONTENT_API.blogAuthor, { slug, offset, limit }))).data.data,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export function useAdvertisements(placement: AdvertPlacement) {
  return useQuery({
    queryKey: ['content', 'adverts', placement],
    queryFn: async () => (await apiClient.get<ApiSuccess<AdvertisementStrip[]>>(withQuery(API.advertisements, { placement }))).data.data ?? [],
    staleTime: 5 * 60_000,
  });
}

export function useFeaturedMembers(offset: number, limit: number) {
  return useQuery({
    queryKey: ['content', 'featured', offset, limit],
    queryFn: async () => paged((await apiClient.get<ApiSuccess<FeaturedMember[]>>(withQuery(API.featuredMembers, { offset, limit }))).data),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useStaticPage(slug: string) {
  return useQuery({
    queryKey: ['content', 'page', slug],
    queryFn: async () => (await apiClient.get<ApiSuccess<StaticPage>>(withQuery(CONTENT_API.staticPage, { slug }))).data.data,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export { useHomeFigures, type HomeFigures } from './home-figures';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, withQuery, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { shopKeys } from './query-keys';
import type { Order } from './types';

export const ORDERS_PAGE_SIZE = 10;

export interface OrdersPage {
  orders: Order[];
  total: number;
}

/** `GET /shop/orders?page&limit`: the caller's orders, newest first, with lines and payment status. */
export async function fetchOrders(page: number): Promise<OrdersPage> {
  const { data } = await apiClient.get<ApiSuccess<Order[]>>(withQuery(API.orders, { page, limit: ORDERS_PAGE_SIZE }));
  const orders = Array.isArray(data?.data) ? data.data : [];
  return { orders, total: typeof data?.total === 'number' ? data.total : orders.length };
}

export const ordersQuery = (userId: number | undefined, page: number) =>
  queryOptions({ queryKey: shopKeys.orders(userId ?? null, page), queryFn: () => fetchOrders(page), placeholderData: keepPreviousData });

export function useOrders(userId: number | undefined, page: number, loggedIn: boolean) {
  return useQuery({ ...ordersQuery(userId, page), enabled: loggedIn });
}

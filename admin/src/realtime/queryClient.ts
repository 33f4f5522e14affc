import { QueryClient } from '@tanstack/react-query';

/**
 * react-query as the app runs it: listeners keep data current, so it never refetches on its own
 * (focus, staleness), and a refetch would reset an open form.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false } } });
}

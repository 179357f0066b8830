import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';

/** Failed answers are not retried blindly: only connection problems get one more try. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 1 && error instanceof ApiError && error.failure.kind === 'network',
      },
    },
  });
}

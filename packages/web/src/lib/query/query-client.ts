import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/** One client for the app and its route loaders. A 4xx will not change on retry, so it is final. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
    },
    mutations: { retry: false },
  },
});

/** The TanStack Query client with the specs' retry, delay and stale-time rules (domain retry policy). */
import {
  mutationRetryDelay,
  QUERY_STALE_TIME_MS,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from "@onboard/domain/http/retry-policy";
import { QueryCache, QueryClient } from "@tanstack/react-query";
import { errorStatus } from "./api-error";
import { handleBackgroundError } from "./error-handler";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { reportErrors?: boolean };
  }
}

/** react-query passes the failures so far (0 before the first retry); the policy counts attempts from 1. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.reportErrors) handleBackgroundError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => shouldRetryQuery(failureCount, { status: errorStatus(error) }),
        retryDelay: (failureCount) => queryRetryDelay(failureCount + 1),
      },
      mutations: {
        retry: (failureCount, error) => shouldRetryMutation(failureCount, { message: error.message }),
        retryDelay: (failureCount) => mutationRetryDelay(failureCount + 1),
      },
    },
  });
}

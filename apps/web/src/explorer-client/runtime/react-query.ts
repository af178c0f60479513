/**
 * Stands in for @tanstack/react-query in the explorer's light client and its server render
 * (vite.explorer.config.ts aliases the package here). The public explorer has no query cache: its page arrives with
 * the HTML. What its components still use is here: `useMutation` for the lead and plan e-mail forms, `queryOptions`
 * (an identity), and the error-boundary reset.
 */
import { useCallback, useMemo, useRef, useState } from "react";

export function queryOptions<T>(options: T): T {
  return options;
}

export function useQueryErrorResetBoundary(): { reset(): void } {
  return { reset: () => undefined };
}

interface MutateCallbacks<TData, TError, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: TError, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => unknown;
}

export interface UseMutationOptions<TData = unknown, TError = Error, TVariables = void>
  extends MutateCallbacks<TData, TError, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
}

type Status = "idle" | "pending" | "success" | "error";

export function useMutation<TData = unknown, TError = Error, TVariables = void>(
  options: UseMutationOptions<TData, TError, TVariables>,
) {
  const [state, setState] = useState<{ status: Status; data?: TData; error: TError | null }>({
    status: "idle",
    error: null,
  });
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const mutateAsync = useCallback(
    async (variables: TVariables, callbacks?: MutateCallbacks<TData, TError, TVariables>): Promise<TData> => {
      const current = optionsRef.current;
      setState({ status: "pending", error: null });
      try {
        const data = await current.mutationFn(variables);
        setState({ status: "success", data, error: null });
        await current.onSuccess?.(data, variables);
        await callbacks?.onSuccess?.(data, variables);
        await current.onSettled?.(data, null, variables);
        await callbacks?.onSettled?.(data, null, variables);
        return data;
      } catch (caught) {
        const error = caught as TError;
        setState({ status: "error", error });
        await current.onError?.(error, variables);
        await callbacks?.onError?.(error, variables);
        await current.onSettled?.(undefined, error, variables);
        await callbacks?.onSettled?.(undefined, error, variables);
        throw error;
      }
    },
    [],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateCallbacks<TData, TError, TVariables>) => {
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );
  const reset = useCallback(() => setState({ status: "idle", error: null }), []);
  return useMemo(
    () => ({
      ...state,
      isIdle: state.status === "idle",
      isPending: state.status === "pending",
      isSuccess: state.status === "success",
      isError: state.status === "error",
      mutate,
      mutateAsync,
      reset,
    }),
    [state, mutate, mutateAsync, reset],
  );
}

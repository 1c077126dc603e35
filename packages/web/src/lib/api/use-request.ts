import { useCallback, useEffect, useRef, useState } from 'react';

export interface RequestCallbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: unknown) => void;
}

/** Idle, sent, answered (`data`, until the next request or a reset) or refused (`error`). */
type RequestStatus<T> =
  | { isPending: false; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: false; isSuccess: true; isError: false; data: T; error: null }
  | { isPending: false; isSuccess: false; isError: true; data: undefined; error: unknown };

export type RequestState<V, T> = RequestStatus<T> & {
  mutate: (variables: V, callbacks?: RequestCallbacks<T>) => void;
  reset: () => void;
};

const IDLE = { isPending: false, isSuccess: false, isError: false, data: undefined, error: null } as const;

/**
 * One request a form sends, with its pending, error and answer state: the part of TanStack
 * Query's `useMutation` the sign-in page's forms use, so that page paints without TanStack Query
 * (docs/decisions.md, Performance budgets). `send` is a module's function, the same at every
 * render. An answer that arrives after the form has gone, or after a newer request, changes nothing.
 */
export function useRequest<V, T>(send: (variables: V) => Promise<T>): RequestState<V, T> {
  const [state, setState] = useState<RequestStatus<T>>(IDLE);
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((variables: V, callbacks: RequestCallbacks<T> = {}) => {
    const id = ++latest.current;
    setState({ ...IDLE, isPending: true });
    send(variables).then(
      (data) => {
        if (!mounted.current || id !== latest.current) return;
        setState({ ...IDLE, isSuccess: true, data });
        callbacks.onSuccess?.(data);
      },
      (error: unknown) => {
        if (!mounted.current || id !== latest.current) return;
        setState({ ...IDLE, error, isError: true });
        callbacks.onError?.(error);
      },
    );
  }, [send]);
  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);
  return { mutate, reset, ...state };
}

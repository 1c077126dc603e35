/**
 * What to do when a call ends, given to the hook rather than to mutate(): TanStack Query runs the
 * hook's callbacks even when the component that started the call is gone (a menu item once its
 * menu has closed), while mutate()'s own callbacks are dropped then.
 */
export interface Outcome<T> {
  onSuccess?: (answer: T) => void;
  onError?: (error: Error) => void;
}

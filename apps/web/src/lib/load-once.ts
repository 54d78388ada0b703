/**
 * Something kept out of a page's first load and loaded when first needed (decision 035): a lazy
 * contract (`lazyEndpoint`), a check a page draws with (`moduleOnFirstUse`).
 */
export interface LoadOnce<T> {
  /** Loads it: one load serves every caller, and what it gave is kept. A failed load is tried again on the next call. */
  readonly load: () => Promise<T>;
  /** What the load gave, once it has; else undefined. */
  readonly loaded: () => T | undefined;
}

export function loadOnce<T>(loadIt: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load: () =>
      (loading ??= loadIt().then(
        (value) => (loaded = value),
        (error: unknown) => {
          // A phone that lost its signal for a moment loads it on the next call, without a reload.
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

/**
 * A module loaded on its first use rather than when the API starts: the image, PDF and card renderers take longer to
 * load than the rest of the API together, and only a few requests need them (docs/operations.md, "Start time").
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed load is tried again by the next caller
      throw error;
    });
    return loading;
  };
}

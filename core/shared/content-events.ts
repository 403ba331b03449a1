/**
 * Changes to what public pages show (catalogue, pages, categories, homepage, site settings), as one
 * in-process feed: services that write such content `emit` after their transaction commits, and
 * whatever holds copies of public pages (the anonymous page cache) listens and drops them. On the
 * embedded database one process serves the site, so this feed reaches every copy; on a PostgreSQL
 * server several may, and server/content-channel.ts carries each change to the others (NOTIFY).
 */

/**
 * What changed, for listeners that care (the page cache drops everything on any change). `spaces`: what
 * is free on a departure changed (a booking, a payment, a cancellation), its prices and text did not.
 */
export type ContentChange = {
  kind:
    | "boat"
    | "dive-site"
    | "course"
    | "page"
    | "category"
    | "homepage"
    | "site"
    | "trip"
    | "spaces"
    | "review";
  id?: string;
};

export type ContentListener = (change: ContentChange) => void;

export type ContentEvents = {
  /** Adds a listener; returns the function that removes it. */
  on(listener: ContentListener): () => void;
  /** Tells every listener, in the order they were added. A listener that throws does not stop the rest. */
  emit(change: ContentChange): void;
};

export function createContentEvents(onListenerError: (error: unknown) => void = () => {}): ContentEvents {
  const listeners = new Set<ContentListener>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change) {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}

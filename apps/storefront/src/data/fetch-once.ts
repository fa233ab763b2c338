const loads = new Map<string, Promise<unknown>>();

/**
 * A JSON document of our own origin, fetched once per page and shared by every caller; a failure (network, non-2xx) is
 * forgotten, so the next call asks again. For data a part of the page fetches when it first opens.
 */
export function fetchJsonOnce<T>(path: string, fetchJson: typeof fetch = fetch): Promise<T> {
  let load = loads.get(path) as Promise<T> | undefined;
  if (!load) {
    load = fetchJson(path)
      .then(async (response) => (response.ok ? ((await response.json()) as T) : Promise.reject(new Error(`HTTP ${response.status}`))))
      .catch((error: unknown) => {
        loads.delete(path);
        throw error;
      });
    loads.set(path, load);
  }
  return load;
}

const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once; rejects when it cannot be fetched (offline, blocked). */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error(`timeout loading ${src}`)), timeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  // A failed load may succeed on a later attempt (network back).
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}

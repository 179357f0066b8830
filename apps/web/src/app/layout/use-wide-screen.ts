import { useSyncExternalStore } from 'react';

/** The sidebar shows from 1025 px wide (spec 1 §2); narrower screens use a drawer. */
const WIDE_QUERY = '(min-width: 1025px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a delay (the spec's 2 s after an expired code); cancelled on unmount. */
export function useDelayedRedirect(): {
  pending: boolean;
  redirect(to: string, delayMs: number): void;
} {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  const [pending, setPending] = useState(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const redirect = useCallback(
    (to: string, delayMs: number) => {
      setPending(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    },
    [navigate],
  );
  return { pending, redirect };
}

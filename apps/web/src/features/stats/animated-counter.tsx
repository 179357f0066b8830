import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../../app/i18n/use-format';

/** Spec 1 §9: counters animate for 3 seconds. */
const DURATION_MS = 3_000;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Counts from the previous value to `value` over 3 s (ease-out); shows the value at once when the
 * user prefers reduced motion. Screen readers get the final value only.
 */
export function AnimatedCounter(props: {
  value: number;
  format?: (value: number) => string;
  testId?: string;
}) {
  const counts = useFormat();
  const format = props.format ?? counts.count;
  const [shown, setShown] = useState(() => (reducedMotion() ? props.value : 0));
  const from = useRef(shown);
  useEffect(() => {
    if (reducedMotion()) {
      setShown(props.value);
      from.current = props.value;
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION_MS);
      const eased = 1 - (1 - t) ** 3;
      const current = origin + (props.value - origin) * eased;
      setShown(current);
      from.current = current;
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [props.value]);
  return (
    <span data-testid={props.testId} data-value={props.value}>
      <span aria-hidden>{format(shown)}</span>
      <span className="visually-hidden">{format(props.value)}</span>
    </span>
  );
}

import { useEffect, useImperativeHandle, type Ref } from 'react';
import type { RobotCheckHandle } from './use-robot-check';

/** The server runs without a robot check: nothing to show, always verified with ''. */
export function RobotCheckOff({
  onChange,
  ref,
}: {
  onChange(value: string | null): void;
  ref?: Ref<RobotCheckHandle>;
}) {
  useEffect(() => onChange(''), [onChange]);
  useImperativeHandle(ref, () => ({ reset: () => onChange('') }), [onChange]);
  return null;
}

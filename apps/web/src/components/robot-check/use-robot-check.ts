import { useCallback, useRef, useState } from 'react';

export interface RobotCheckHandle {
  reset(): void;
}

/**
 * State of a form's robot check: the value to send as recaptchaResponse once verified, or null.
 * `bind` goes on the <RobotCheck> element.
 */
export function useRobotCheck() {
  const [value, setValue] = useState<string | null>(null);
  const ref = useRef<RobotCheckHandle>(null);
  const reset = useCallback(() => {
    // Cleared first: the "off" provider reports '' again from its own reset.
    setValue(null);
    ref.current?.reset();
  }, []);
  return { value, verified: value !== null, reset, bind: { ref, onChange: setValue } };
}

import type { ReactNode } from 'react';
import { NotificationToasts } from './notification-toasts';
import { RealtimeProvider } from './realtime-provider';

/** The signed-in shell's live connection with its notification toasts. */
export function ShellRealtime({ children }: { children: ReactNode }) {
  return (
    <RealtimeProvider>
      <NotificationToasts />
      {children}
    </RealtimeProvider>
  );
}

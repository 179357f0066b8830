import { App } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResponse } from '@chargedeck/shared';
import { api } from '../api/api';
import { clearSession, readSession, writeSession } from '../storage/session-storage';
import { browserStore } from '../storage/storage-keys';
import { accessContextOf, SessionContext, type SessionValue } from './session-context';
import { REDIRECT_MESSAGE_SECONDS, SESSION_EXPIRED_TEXT } from './session-texts';

/** Holds the signed-in session and ends it when the server answers 401 (spec 1 §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => readSession(browserStore()));
  const navigate = useNavigate();
  const { message } = App.useApp();

  useEffect(() => {
    api.onSessionExpired(() => {
      setSession(null);
      void message.warning(SESSION_EXPIRED_TEXT, REDIRECT_MESSAGE_SECONDS);
      void navigate('/auth/login', { replace: true });
    });
  }, [message, navigate]);

  const value = useMemo<SessionValue>(
    () => ({
      session,
      access: accessContextOf(session),
      signIn: (answer: LoginResponse) => setSession(writeSession(browserStore(), answer)),
      signOut: () => {
        clearSession(browserStore());
        setSession(null);
      },
    }),
    [session],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

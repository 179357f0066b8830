import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResponse, SessionUser } from '@chargedeck/shared';
import { api } from '../api/api';
import { applyLanguage } from '../i18n/i18n';
import { clearSession, readSession, writeSession, writeUser } from '../storage/session-storage';
import { browserStore } from '../storage/storage-keys';
import { accessContextOf, SessionContext, type SessionValue } from './session-context';
import { REDIRECT_MESSAGE_SECONDS, SESSION_TEXTS } from './session-texts';

/** Holds the signed-in session and ends it when the server answers 401 (spec 1 §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => readSession(browserStore()));
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  const forget = useCallback(() => {
    setSession(null);
    // Nothing one user loaded may be shown to the next.
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    api.onSessionExpired(() => {
      forget();
      void message.warning(SESSION_TEXTS.expired, REDIRECT_MESSAGE_SECONDS);
      void navigate('/auth/login', { replace: true });
    });
  }, [forget, message, navigate]);

  // The language the user chose in the user menu applies at sign-in (and on each visit), once
  // per session: a later refresh of the user (GET /api/session) that answers with the language
  // saved before a choice made meanwhile in the user menu must not undo that choice.
  const token = session?.token;
  const savedLanguage = useRef(session?.user.locale);
  savedLanguage.current = session?.user.locale;
  useEffect(() => {
    if (token && savedLanguage.current) void applyLanguage(savedLanguage.current);
  }, [token]);

  const updateUser = useCallback((user: SessionUser) => {
    setSession((current) => {
      if (!current) return current;
      const same =
        JSON.stringify({ ...user, tenant: current.user.tenant }) === JSON.stringify(current.user);
      return same ? current : writeUser(browserStore(), current, user);
    });
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      session,
      access: accessContextOf(session),
      signIn: (answer: LoginResponse) => setSession(writeSession(browserStore(), answer)),
      updateUser,
      signOut: () => {
        clearSession(browserStore());
        forget();
      },
    }),
    [session, updateUser, forget],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

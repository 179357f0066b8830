import { createContext, use } from 'react';
import type { AccessContext, LoginResponse, SessionUser } from '@chargedeck/shared';
import type { Session } from '../storage/session-storage';

export interface SessionValue {
  session: Session | null;
  /** The permission context of the signed-in user, for canAccess. */
  access: AccessContext | null;
  signIn(answer: LoginResponse): void;
  /** The server's current view of the user (GET /api/session). */
  updateUser(user: SessionUser): void;
  /** Forgets the session locally (storage and state). */
  signOut(): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

export function accessContextOf(session: Session | null): AccessContext | null {
  if (!session) return null;
  const { permissions, tenant } = session.user;
  return { permissions, features: tenant.features, theme: tenant.theme };
}

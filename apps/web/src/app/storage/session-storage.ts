import { sessionTenant, sessionUser } from '@chargedeck/shared';
import type { LoginResponse, SessionTenant, SessionUser } from '@chargedeck/shared';
import { STORAGE_KEYS, type KeyValueStore } from './storage-keys';

/** What auth-user holds: the signed-in user together with the tenant of the login answer. */
export type StoredUser = SessionUser & { tenant: SessionTenant };

export interface Session {
  token: string;
  user: StoredUser;
}

const storedUser = sessionUser.extend({ tenant: sessionTenant });

export function readSession(store: KeyValueStore): Session | null {
  const token = store.getItem(STORAGE_KEYS.authToken);
  const raw = store.getItem(STORAGE_KEYS.authUser);
  if (!token || !raw) return null;
  try {
    const parsed = storedUser.safeParse(JSON.parse(raw));
    return parsed.success ? { token, user: parsed.data } : null;
  } catch {
    return null;
  }
}

export function writeSession(store: KeyValueStore, answer: LoginResponse): Session {
  const user: StoredUser = { ...answer.user, tenant: answer.tenant };
  store.setItem(STORAGE_KEYS.authToken, answer.token);
  store.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
  return { token: answer.token, user };
}

/** Refreshes the stored user (permissions may have changed) and keeps the login's tenant. */
export function writeUser(store: KeyValueStore, session: Session, user: SessionUser): Session {
  const next: StoredUser = { ...user, tenant: session.user.tenant };
  store.setItem(STORAGE_KEYS.authUser, JSON.stringify(next));
  return { token: session.token, user: next };
}

export function clearSession(store: KeyValueStore): void {
  store.removeItem(STORAGE_KEYS.authToken);
  store.removeItem(STORAGE_KEYS.authUser);
}

import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@chargedeck/shared';
import { clearSession, readSession, writeSession, writeUser } from './session-storage';
import { memoryStore } from './storage-keys';

const answer: LoginResponse = {
  token: 'tok-1',
  user: {
    id: 7,
    name: 'Ana',
    email: 'ana@example.com',
    tenant_pk: 1,
    permissions: [{ role_id: null, route: '/stations', status: true }],
  },
  tenant: {
    tenant_pk: 1,
    name: 'Move',
    theme: 'move',
    features: {
      monetization: true,
      vouchers: true,
      logs: true,
      smartCharging: true,
      payment: true,
    },
  },
};

describe('session storage', () => {
  it('keeps token and user with its tenant under auth-token and auth-user', () => {
    const store = memoryStore();
    writeSession(store, answer);
    expect(store.getItem('auth-token')).toBe('tok-1');
    const session = readSession(store);
    expect(session?.user.tenant.theme).toBe('move');
    expect(session?.user.permissions).toHaveLength(1);
  });

  it('treats a damaged or partial auth-user as no session', () => {
    expect(readSession(memoryStore({ 'auth-token': 't', 'auth-user': '{bad' }))).toBeNull();
    expect(readSession(memoryStore({ 'auth-token': 't', 'auth-user': '{"id":1}' }))).toBeNull();
    expect(readSession(memoryStore({ 'auth-user': JSON.stringify(answer.user) }))).toBeNull();
  });

  it('clears only the session keys', () => {
    const store = memoryStore({ 'api-key': 'k', theme: 'move' });
    writeSession(store, answer);
    clearSession(store);
    expect(readSession(store)).toBeNull();
    expect(store.getItem('api-key')).toBe('k');
    expect(store.getItem('theme')).toBe('move');
  });

  it('refreshes the user and keeps the tenant of the login', () => {
    const store = memoryStore();
    const session = writeSession(store, answer);
    writeUser(store, session, { ...answer.user, permissions: [] });
    const read = readSession(store);
    expect(read?.user.permissions).toEqual([]);
    expect(read?.user.tenant.name).toBe('Move');
    expect(read?.token).toBe('tok-1');
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TenantsRepository } from '../tenants';
import type { UsersRepository } from '../users';
import { bootstrapFirstStart } from './bootstrap';

/** Repositories of an empty installation: no root tenant yet. */
function emptyInstallation() {
  const tenants = {
    findRoot: async () => undefined,
    create: async () => ({ tenant_pk: 1 }),
  } as unknown as TenantsRepository;
  const users = {
    create: async () => ({ user_pk: 1 }),
    grant: async () => undefined,
  } as unknown as UsersRepository;
  const log = { info: vi.fn() } as unknown as FastifyBaseLogger;
  return { tenants, users, log };
}

describe('first start', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints a generated password once, in a framed block that stands out', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const { tenants, users, log } = emptyInstallation();
    await bootstrapFirstStart(tenants, users, { email: 'Boss@Example.com' }, log);
    expect(written).toHaveLength(1);
    const block = written[0]!;
    expect(block.startsWith('\n+===')).toBe(true);
    expect(block.endsWith('===+\n\n')).toBe(true);
    const lines = block.trim().split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines.slice(1, -1).every((line) => line.startsWith('|') && line.endsWith('|'))).toBe(
      true,
    );
    expect(block).toContain('e-mail:    boss@example.com');
    expect(block).toMatch(/password: {2}Cd\S{15}7!/);
    expect(block).toContain('shown once only');
  });

  it('prints nothing when the password was configured', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { tenants, users, log } = emptyInstallation();
    await bootstrapFirstStart(tenants, users, { password: 'Admin123!' }, log);
    expect(write).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledOnce();
  });
});

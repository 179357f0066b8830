import type { AccessContext } from '@chargedeck/shared';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth';

/** The caller's permissions in the shape of the shared access rules. */
export function accessOf(request: FastifyRequest): AccessContext {
  const auth = authOf(request);
  return {
    permissions: auth.permissions,
    features: auth.features,
    theme: auth.tenant.theme,
  };
}

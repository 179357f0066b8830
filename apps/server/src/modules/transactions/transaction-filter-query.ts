import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../platform/http/access-of';
import { badRequest } from '../../platform/http/http-error';
import { callerZone } from '../../platform/http/human-time';
import { queryInstant } from '../../platform/http/zone-dates';
import type { TransactionFilter } from './transaction-search';

/** The filters of the transactions list, which its .xlsx download takes too (spec 2 §7). */
export const transactionFilterFields = {
  chargeBoxPK: z.coerce.number().int().positive().optional(),
  fromDate: z.string().max(40).optional(),
  toDate: z.string().max(40).optional(),
  ocppUserTag: z.string().max(20).optional(),
  paymentStatus: z.string().max(20).optional(),
  searchInput: z.string().trim().max(64).optional(),
  timeZone: z.string().max(64).optional(),
};

type FilterQuery = z.infer<z.ZodObject<typeof transactionFilterFields>> & {
  /** The station card's spelling of chargeBoxPK. */
  chargeBoxPk?: number;
  /** The station card's spelling of ocppUserTag. */
  userOcppTag?: string;
};

/**
 * The caller's filter from those fields, with the zone its dates are read in; 400 naming a date
 * that is none.
 */
export function transactionFilterOf(request: FastifyRequest, q: FilterQuery) {
  const zone = callerZone(request, q.timeZone);
  const from = q.fromDate ? queryInstant(q.fromDate, zone, false) : undefined;
  const to = q.toDate ? queryInstant(q.toDate, zone, true) : undefined;
  if (q.fromDate && !from) throw badRequest('fromDate', 'notADate');
  if (q.toDate && !to) throw badRequest('toDate', 'notADate');
  const filter: TransactionFilter = {
    visibleTenantPks: authOf(request).visibleTenantPks,
    chargeBoxPk: q.chargeBoxPk ?? q.chargeBoxPK,
    idTag: (q.userOcppTag ?? q.ocppUserTag) || undefined,
    from,
    to,
    paymentStatus: q.paymentStatus || undefined,
    searchInput: q.searchInput || undefined,
  };
  return { filter, zone };
}

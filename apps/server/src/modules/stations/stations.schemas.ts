import { z } from 'zod';
import { stationDetailFields, stationRuleIssues, type StationDetails } from '@chargedeck/shared';
import { stationDetailView } from './station-detail.schemas';
import { OCPP_TOLERANCES } from '@chargedeck/shared/ocpp16';

const chargeBoxId = z
  .string({ error: 'stationIdMandatory' })
  .min(1, { error: 'stationIdMandatory' })
  .max(64, { error: 'maxChars' })
  .refine((v) => !/\s/.test(v), { error: 'stationIdBlanks' })
  .refine((v) => /^[\x21-\x7e]+$/.test(v) && !v.includes('/'), {
    error: 'printableNoSlash',
  });

const securityProfile = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  error: 'securityProfileRange',
});

/** Write-only: accepted on create and edit, never returned. */
const authorizationKey = z
  .string()
  .min(16, { error: 'authKeyLength' })
  .max(40, { error: 'authKeyLength' })
  .refine((v) => /^[\x20-\x7e]+$/.test(v), { error: 'printableAscii' });

const description = z
  .string({ error: 'stationDescriptionMandatory' })
  .trim()
  .min(1, { error: 'stationDescriptionMandatory' })
  .max(90, { error: 'maxChars' });

const editable = {
  description,
  tenant_pk: z.number().int().positive().optional(),
  typeOf: z.enum(['PUBLIC', 'PRIVATE']).optional(),
  active: z.boolean().optional(),
  ocppSecurityProfile: securityProfile.optional(),
  authorizationKey: authorizationKey.optional(),
  registrationStatus: z.enum(['Accepted', 'Pending', 'Rejected']).optional(),
  ocppTolerances: z.array(z.enum(OCPP_TOLERANCES)).max(OCPP_TOLERANCES.length).optional(),
  ...stationDetailFields,
};

/** The spec's rules across fields (spec 2 §5), each reported on its own field. */
function withStationRules(body: StationDetails, ctx: z.RefinementCtx): void {
  for (const issue of stationRuleIssues(body)) {
    ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
  }
}

export const createStationBody = z
  .object({ chargeBoxId, ...editable })
  .superRefine(withStationRules);
export type CreateStationBody = z.infer<typeof createStationBody>;

export const updateStationBody = z
  .object({ ...editable, description: description.optional() })
  .superRefine(withStationRules);
export type UpdateStationBody = z.infer<typeof updateStationBody>;

export const adoptStationBody = z.object({
  ...editable,
  description: description.optional(),
});
export type AdoptStationBody = z.infer<typeof adoptStationBody>;

export const chargePointDetail = z.object({
  chargeBoxPk: z.number(),
  chargeBoxId: z.string(),
  description: z.string(),
  tenant_pk: z.number(),
  typeOf: z.string(),
  active: z.boolean(),
  ocppSecurityProfile: z.number(),
  hasAuthorizationKey: z.boolean(),
  registrationStatus: z.string(),
  ocppTolerances: z.array(z.string()),
  ocppProtocol: z.string().nullable(),
  chargePointVendor: z.string().nullable(),
  chargePointModel: z.string().nullable(),
  chargePointSerialNumber: z.string().nullable(),
  fwVersion: z.string().nullable(),
  online: z.boolean(),
  lastHeartbeatTimestamp: z.string().nullable(),
  lastBootTimestamp: z.string().nullable(),
  ...stationDetailView,
});

export const unknownChargePoint = z.object({
  chargeBoxId: z.string(),
  numberOfAttempts: z.number(),
  firstAttemptTimestamp: z.string(),
  lastAttemptTimestamp: z.string(),
  lastAttemptTimestampHumanReadable: z.string(),
  remoteAddress: z.string().nullable(),
  ocppProtocol: z.string().nullable(),
  tenantPk: z.number().nullable(),
  tenantName: z.string().nullable(),
});

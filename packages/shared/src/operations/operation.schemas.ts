import { z } from 'zod';
import {
  AVAILABILITY_TYPES,
  CLEAR_FILTER_TYPES,
  KEY_TYPES,
  OPERATION_TEXTS,
  PROFILE_PURPOSES,
  RESET_TYPES,
  TRIGGER_MESSAGE_TYPES,
  type OperationCommand,
} from './operation-commands';

const required = { error: 'required' };
const text = (max: number) => z.string(required).trim().min(1, required).max(max);
const connector = z.number(required).int().min(0);
const positive = z.number(required).int().positive();
const count = z.number().int().min(0).default(1);
const instant = z.iso.datetime({ offset: true, error: 'dateTimeFormat' });

export const chargePointSelectList = z
  .array(z.object({ chargeBoxId: z.string().trim().min(1).max(64) }).loose(), {
    error: OPERATION_TEXTS.selectStation,
  })
  .min(1, { error: OPERATION_TEXTS.selectStation })
  .max(1000);

/** The fields of each command (spec 2 §5 "Operations"); unknown fields are dropped. */
export const OPERATION_BODIES = {
  change_availability: z.object({
    availType: z.enum(AVAILABILITY_TYPES, required),
    connectorId: connector.optional(),
  }),
  /** With 'generate payment': the payment option (a type of GET payment/types) it is paid by. */
  remote_start_transaction: z.object({
    connectorId: positive,
    idTag: text(20),
    paymentType: z.string().trim().max(40).optional(),
  }),
  remote_stop_transaction: z.object({ transactionId: positive }),
  reset: z.object({ resetType: z.enum(RESET_TYPES, required) }),
  get_configuration: z.object({
    confKeyList: z.array(text(50), required).min(1, required).max(100),
  }),
  change_configuration: z
    .object({
      keyType: z.enum(KEY_TYPES, required),
      confKey: z.string().trim().max(50).optional(),
      customConfKey: z.string().trim().max(50).optional(),
      value: z.string(required).max(500),
    })
    .superRefine((body, ctx) => {
      const field = body.keyType === 'CUSTOM' ? 'customConfKey' : 'confKey';
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    }),
  clear_cache: z.object({}),
  get_diagnostics: z.object({
    location: text(512),
    retries: count,
    retryInterval: count,
    start: instant.optional(),
    stop: instant.optional(),
  }),
  unlock_connector: z.object({ connectorId: positive }),
  update_firmware: z.object({
    location: text(512),
    retrieve: instant,
    retries: count,
    retryInterval: count,
  }),
  data_transfer: z.object({
    vendorId: text(255),
    messageId: z.string().trim().max(50).optional(),
    data: z.string().optional(),
  }),
  trigger_message: z.object({
    triggerMessage: z.enum(TRIGGER_MESSAGE_TYPES, required),
    connectorId: positive.optional(),
  }),
  set_charging_profile: z.object({ chargingProfilePk: positive, connectorId: connector }),
  clear_charging_profile: z
    .object({
      filterType: z.enum(CLEAR_FILTER_TYPES, required),
      chargingProfilePk: positive.optional(),
      connectorId: connector.optional(),
      chargingProfilePurpose: z.enum(PROFILE_PURPOSES).optional(),
      stackLevel: z.coerce.number().int().min(0).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.filterType === 'ChargingProfileId' && body.chargingProfilePk === undefined) {
        ctx.addIssue({ code: 'custom', path: ['chargingProfilePk'], message: 'required' });
      }
    }),
} satisfies Record<OperationCommand, z.ZodType>;

export type OperationBody<C extends OperationCommand> = z.infer<(typeof OPERATION_BODIES)[C]>;

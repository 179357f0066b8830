import { describe, expect, it } from 'vitest';
import { SchemaViolation, validatePayload } from './schema-validator';
import type { OcppTolerance } from '@chargedeck/shared/ocpp16';

const status = (over: object) => ({
  connectorId: 1,
  errorCode: 'NoError',
  status: 'Available',
  ...over,
});
const allowing = (...tolerances: OcppTolerance[]) => new Set(tolerances);

describe('1.6 schema validation with per-station tolerances', () => {
  it('passes a valid payload through unchanged', () => {
    const payload = status({});
    expect(validatePayload('urn:StatusNotification.req', payload)).toBe(payload);
  });

  it('refuses a deviation the station is not allowed, with the schema error code', () => {
    const fail = (payload: object, schema = 'urn:StatusNotification.req') => {
      try {
        validatePayload(schema, payload);
        return undefined;
      } catch (error) {
        return error instanceof SchemaViolation ? error.rpcErrorCode : 'other';
      }
    };
    expect(fail(status({ extra: 1 }))).toBe('PropertyConstraintViolation');
    expect(fail({ connectorId: 1, status: 'Available' })).toBe('OccurenceConstraintViolation');
    expect(fail(status({ connectorId: 'one' }))).toBe('TypeConstraintViolation');
    expect(fail(status({ status: 'available' }))).toBe('FormatViolation');
  });

  it('repairs only the classes of deviation the station is allowed', () => {
    const messy = status({
      status: 'suspendedEV',
      timestamp: '2026-05-01T08:00',
      vendor: 'x',
      connectorId: '2',
    });
    const repaired = validatePayload<Record<string, unknown>>(
      'urn:StatusNotification.req',
      messy,
      allowing('enum-case', 'local-timestamps', 'extra-fields', 'loose-numbers'),
    );
    expect(repaired).toEqual({
      connectorId: 2,
      errorCode: 'NoError',
      status: 'SuspendedEV',
      timestamp: '2026-05-01T08:00:00Z',
    });
    expect(messy.status).toBe('suspendedEV');
    expect(() =>
      validatePayload('urn:StatusNotification.req', messy, allowing('enum-case')),
    ).toThrow(SchemaViolation);
  });

  it('keeps an over-long string whole when long strings are allowed', () => {
    const boot = { chargePointVendor: 'V', chargePointModel: 'M', firmwareVersion: 'f'.repeat(80) };
    expect(() => validatePayload('urn:BootNotification.req', boot)).toThrow(SchemaViolation);
    const kept = validatePayload<typeof boot>(
      'urn:BootNotification.req',
      boot,
      allowing('long-strings'),
    );
    expect(kept.firmwareVersion).toHaveLength(80);
  });

  it('repairs decimals sent for integers inside nested arrays', () => {
    const values = {
      connectorId: 1.0,
      transactionId: 7.4,
      meterValue: [{ timestamp: '2026-05-01T08:00:00Z', sampledValue: [{ value: '1' }] }],
    };
    const repaired = validatePayload<{ transactionId: number }>(
      'urn:MeterValues.req',
      values,
      allowing('loose-numbers'),
    );
    expect(repaired.transactionId).toBe(7);
  });
});

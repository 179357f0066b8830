import { createRPCError, createValidator } from 'ocpp-rpc';
import schemas from 'ocpp-rpc/lib/schemas/ocpp1_6.json' with { type: 'json' };
import type { OcppTolerance } from '@chargedeck/shared/ocpp16';

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A payload that failed its schema: becomes a CALLERROR with the schema's error code. */
export class SchemaViolation extends Error {
  constructor(
    readonly rpcErrorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SchemaViolation';
  }

  toRpcError(): Error {
    return createRPCError(this.rpcErrorCode, this.message) as unknown as Error;
  }
}

const validator = createValidator('ocpp1.6', schemas);
type CompiledSchema = (payload: unknown) => boolean;
/** The library looks each schema up by id on every call; the compiled functions are kept here. */
const ajv = (
  validator as unknown as { _ajv: { getSchema(id: string): CompiledSchema | undefined } }
)._ajv;
const compiled = new Map<string, CompiledSchema | undefined>();

function passes(schemaId: string, payload: unknown): boolean {
  let validate = compiled.get(schemaId);
  if (!compiled.has(schemaId)) {
    validate = ajv.getSchema(schemaId);
    compiled.set(schemaId, validate);
  }
  return validate?.(payload) === true;
}

const SHORT_DATE_TIME = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;
const MAX_REPAIRS = 64;

interface Failure {
  error: SchemaError | undefined;
  violation: SchemaViolation;
}

function check(schemaId: string, payload: unknown): Failure | undefined {
  if (passes(schemaId, payload)) return undefined;
  // The library's validate gives the error code and message (or a missing schema's error).
  try {
    void validator.validate(schemaId, payload);
    return undefined;
  } catch (thrown) {
    const rpc = thrown as {
      rpcErrorCode?: string;
      message: string;
      details?: { errors?: SchemaError[] };
    };
    return {
      error: rpc.details?.errors?.[0],
      violation: new SchemaViolation(rpc.rpcErrorCode ?? 'FormatViolation', rpc.message),
    };
  }
}

function pathOf(instancePath: string): string[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

type Container = Record<string, unknown> | unknown[];

function containerAt(root: unknown, path: readonly string[]): Container | undefined {
  let node: unknown = root;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== null && typeof node === 'object' ? (node as Container) : undefined;
}

function setAt(root: unknown, path: readonly string[], value: unknown): void {
  const parent = containerAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  if (parent && key !== undefined) (parent as Record<string, unknown>)[key] = value;
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return root;
  const parent = containerAt(root, path.slice(0, -1));
  const key = path[path.length - 1];
  return parent && key !== undefined ? (parent as Record<string, unknown>)[key] : undefined;
}

interface Repair {
  /** Applied to the copy that is validated. */
  fix(): void;
  /** Applied to the payload handed on, after validation (a long string stays whole). */
  restore?: () => void;
}

function repairOf(
  error: SchemaError,
  copy: unknown,
  allowed: ReadonlySet<OcppTolerance>,
): Repair | undefined {
  const path = pathOf(error.instancePath);
  const value = valueAt(copy, path);
  switch (error.keyword) {
    case 'additionalProperties': {
      if (!allowed.has('extra-fields')) return undefined;
      const extra = String(error.params.additionalProperty);
      return { fix: () => delete (containerAt(copy, path) as Record<string, unknown>)[extra] };
    }
    case 'maxLength': {
      if (!allowed.has('long-strings') || typeof value !== 'string') return undefined;
      const limit = Number(error.params.limit);
      return {
        fix: () => setAt(copy, path, value.slice(0, limit)),
        restore: () => setAt(copy, path, value),
      };
    }
    case 'format': {
      if (!allowed.has('local-timestamps') || error.params.format !== 'date-time') return undefined;
      if (typeof value !== 'string' || !SHORT_DATE_TIME.test(value)) return undefined;
      return { fix: () => setAt(copy, path, `${value.replace(' ', 'T')}:00Z`) };
    }
    case 'type': {
      if (!allowed.has('loose-numbers')) return undefined;
      const wanted = error.params.type;
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && NUMERIC.test(value)
            ? Number(value)
            : NaN;
      if (Number.isNaN(number) || (wanted !== 'integer' && wanted !== 'number')) return undefined;
      return { fix: () => setAt(copy, path, wanted === 'integer' ? Math.round(number) : number) };
    }
    case 'enum': {
      if (!allowed.has('enum-case') || typeof value !== 'string') return undefined;
      const options = (error.params.allowedValues as unknown[]).filter(
        (v) => typeof v === 'string',
      );
      const match = options.find((option) => option.toLowerCase() === value.toLowerCase());
      return match ? { fix: () => setAt(copy, path, match) } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Validates a payload against the 1.6 schema `Action.req` or `Action.conf`. Errors of a tolerated
 * class are repaired on a copy; the first error that is not tolerated is thrown as a
 * SchemaViolation. Returns the payload to use (the repaired copy, or the original).
 */
export function validatePayload<T>(
  schemaId: string,
  payload: unknown,
  tolerances: ReadonlySet<OcppTolerance> = new Set(),
): T {
  const first = check(schemaId, payload);
  if (!first) return payload as T;
  const copy: unknown = structuredClone(payload);
  const restores: (() => void)[] = [];
  let failure: Failure | undefined = first;
  for (let i = 0; failure && i < MAX_REPAIRS; i++) {
    const repair = failure.error && repairOf(failure.error, copy, tolerances);
    if (!repair) throw first.violation;
    repair.fix();
    if (repair.restore) restores.push(repair.restore);
    failure = check(schemaId, copy);
  }
  if (failure) throw first.violation;
  for (const restore of restores) restore();
  return copy as T;
}

import { chargingProfileBody, type ChargingProfileBody } from '@chargedeck/shared';

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** The shared rules of spec 2 §5 as antd field errors (empty when the form is valid). */
export function profileFormErrors(body: ChargingProfileBody): FieldError[] {
  const parsed = chargingProfileBody.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    name: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    errors: [issue.message],
  }));
}

import { SMART_CHARGING_MESSAGES as M } from '@chargedeck/shared';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { catalogueText } from '../../app/i18n/catalogue-text';

const FIELD = 'smart_charging';
const CURRENT = /^\+?\d+(\.\d+)?$/;

/** The block applies: on create when included, on edit when enabled. */
const activeIn = (form: FormInstance, edit: boolean) =>
  Boolean(form.getFieldValue([FIELD, edit ? 'enabled' : 'included']));

/** The rules of spec 3 §5 "Configuration" for the smart-charging block, with its texts. */
export function smartChargingRules(form: FormInstance, edit: boolean, t: TFunction) {
  const when =
    (check: (value: unknown) => string | undefined): FormRule =>
    () => ({
      validator: async (_rule, value: unknown) => {
        if (!activeIn(form, edit)) return;
        const key = check(value);
        if (key) throw new Error(catalogueText(t, key));
      },
    });
  const end = () => form.getFieldValue([FIELD, 'end_date']) as string | null;
  return {
    start: [
      when((v) => (v ? undefined : M.startDateRequired)),
      when((v) => (v && end() && String(v) > String(end()) ? M.startAfterEnd : undefined)),
    ],
    end: [when((v) => (v ? undefined : M.endDateRequired))],
    current: [
      when((v) => (v === null || v === undefined || v === '' ? M.currentRequired : undefined)),
      when((v) => {
        if (!v) return undefined;
        const amps = Number(v);
        return CURRENT.test(String(v)) && amps > 0 && amps < 1000 ? undefined : M.currentFormat;
      }),
    ],
  };
}

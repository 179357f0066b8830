import { TAG_NOTE_MAX_LENGTH, ocppTagCreateBody } from '@chargedeck/shared';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { schemaRule } from '../../components/schema-rule';

/**
 * The note's rules from the schema the server parses it with: a note of only spaces is trimmed
 * to nothing and refused before the request, in the user's language.
 */
export function noteRules(t: TFunction): FormRule[] {
  return [
    schemaRule(ocppTagCreateBody.shape.note, t, { required: t('stationOps.tags.required') }),
    { max: TAG_NOTE_MAX_LENGTH },
  ];
}

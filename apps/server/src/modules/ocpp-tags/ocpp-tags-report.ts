import { messageText, type MessageKey } from '@chargedeck/shared';
import type { Readable } from 'node:stream';
import { xlsxStream, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import type { OcppTagFilter, OcppTagsRepository } from './ocpp-tags.repository';

const PAGE = 1000;
const COLUMNS: [MessageKey, number][] = [
  ['colTagId', 24],
  ['colType', 8],
  ['colAccount', 24],
  ['colOwnerId', 10],
  ['colOwner', 28],
  ['colParentTag', 22],
  ['colFreeRecharge', 14],
  ['colInactive', 10],
  ['colCharging', 10],
  ['colNote', 40],
];

/**
 * The tag list as an .xlsx, written row by row a page of tags at a time, so a large network
 * never sits in memory whole.
 */
export function ocppTagsWorkbook(
  tags: OcppTagsRepository,
  filter: OcppTagFilter,
  locale: string,
): Readable {
  const t = (key: MessageKey) => messageText(key, locale);
  const yesNo = (value: boolean) => t(value ? 'labelYes' : 'labelNo');
  async function* pages() {
    for (let offset = 0; ; offset += PAGE) {
      const { rows } = await tags.list(filter, { offset, limit: PAGE });
      yield rows.map((row): XlsxRow => [
        row.id_tag,
        row.type,
        row.tenant_name,
        row.owner_user_pk,
        row.owner_user_name,
        row.parent_id_tag,
        yesNo(row.is_free_recharge),
        yesNo(row.inactive),
        yesNo(row.in_transaction),
        row.note,
      ]);
      if (rows.length < PAGE) return;
    }
  }
  const columns = COLUMNS.map(([key, width]) => ({ header: t(key), width }));
  return xlsxStream({ name: t('xlsxOcppTags'), columns }, pages());
}

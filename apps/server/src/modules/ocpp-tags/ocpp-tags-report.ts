import type { Readable } from 'node:stream';
import { xlsxStream, type XlsxRow } from '../../platform/xlsx/xlsx-writer';
import type { OcppTagFilter, OcppTagsRepository } from './ocpp-tags.repository';

const PAGE = 1000;
const COLUMNS = [
  { header: 'Tag ID', width: 24 },
  { header: 'Type', width: 8 },
  { header: 'Account', width: 24 },
  { header: 'Owner ID', width: 10 },
  { header: 'Owner', width: 28 },
  { header: 'Parent tag', width: 22 },
  { header: 'Free recharge', width: 14 },
  { header: 'Inactive', width: 10 },
  { header: 'Charging', width: 10 },
  { header: 'Note', width: 40 },
];

/**
 * The tag list as an .xlsx, written row by row a page of tags at a time, so a large network
 * never sits in memory whole.
 */
export function ocppTagsWorkbook(tags: OcppTagsRepository, filter: OcppTagFilter): Readable {
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
        row.is_free_recharge ? 'Sim' : 'Não',
        row.inactive ? 'Sim' : 'Não',
        row.in_transaction ? 'Sim' : 'Não',
        row.note,
      ]);
      if (rows.length < PAGE) return;
    }
  }
  return xlsxStream({ name: 'OCPP Tags', columns: COLUMNS }, pages());
}

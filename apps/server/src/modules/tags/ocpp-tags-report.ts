import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { OcppTagFilter, OcppTagsRepository } from './ocpp-tags.repository';

const PAGE = 1000;
const COLUMNS = [
  { header: 'Tag ID', key: 'idTag', width: 24 },
  { header: 'Type', key: 'type', width: 8 },
  { header: 'Account', key: 'tenantName', width: 24 },
  { header: 'Owner ID', key: 'ownerUserPk', width: 10 },
  { header: 'Owner', key: 'ownerUserName', width: 28 },
  { header: 'Parent tag', key: 'parentIdTag', width: 22 },
  { header: 'Free recharge', key: 'isFreeRecharge', width: 14 },
  { header: 'Inactive', key: 'inactive', width: 10 },
  { header: 'Charging', key: 'inTransaction', width: 10 },
  { header: 'Note', key: 'note', width: 40 },
];

/**
 * The tag list as an .xlsx, written row by row (exceljs streaming writer) a page of tags at a
 * time, so a large network never sits in memory whole.
 */
export function ocppTagsWorkbook(tags: OcppTagsRepository, filter: OcppTagFilter): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('OCPP Tags');
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for (let offset = 0; ; offset += PAGE) {
      const { rows } = await tags.list(filter, { offset, limit: PAGE });
      for (const row of rows) {
        sheet
          .addRow({
            idTag: row.id_tag,
            type: row.type,
            tenantName: row.tenant_name,
            ownerUserPk: row.owner_user_pk,
            ownerUserName: row.owner_user_name,
            parentIdTag: row.parent_id_tag,
            isFreeRecharge: row.is_free_recharge ? 'Sim' : 'Não',
            inactive: row.inactive ? 'Sim' : 'Não',
            inTransaction: row.in_transaction ? 'Sim' : 'Não',
            note: row.note,
          })
          .commit();
      }
      if (rows.length < PAGE) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

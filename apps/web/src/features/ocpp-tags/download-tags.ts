import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { MessageInstance } from 'antd/es/message/interface';
import { saveFile } from '../../app/api/download';
import { ocppTagsApi } from './ocpp-tags-api';
import { TAG_TEXTS } from './ocpp-tags-texts';
import { REPORT_TEXTS } from '../reports/report-texts';

/** Excel download with the spec's 403 dialog (monthly report limit) and failure message. */
export async function downloadTags(
  query: { tenantPk?: number; searchInput?: string },
  ui: { message: MessageInstance; modal: Pick<ModalStaticFunctions, 'warning'> },
): Promise<void> {
  const result = await ocppTagsApi.download(query);
  if (result.ok && result.data) {
    saveFile(result.data, 'ocpp-tags.xlsx');
    return;
  }
  if (!result.ok && result.status === 403) {
    ui.modal.warning({ title: REPORT_TEXTS.limitTitle, content: REPORT_TEXTS.limitHint });
    return;
  }
  void ui.message.error(TAG_TEXTS.downloadFailure);
}

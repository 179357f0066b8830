import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import { api } from '../../app/api/api';
import type { Query } from '../../app/api/api-request';
import { saveFile } from '../../app/api/download';
import { TAG_TEXTS } from '../ocpp-tags/ocpp-tags-texts';
import { REPORT_TEXTS } from '../reports/report-texts';

/** An Excel download with the spec's 403 dialog (monthly report limit) and failure message. */
export async function downloadReport(
  path: string,
  query: Query,
  fallbackName: string,
  ui: { message: MessageInstance; modal: Pick<ModalStaticFunctions, 'warning'> },
): Promise<void> {
  const result = await api.download(path, { query });
  if (result.ok && result.data) {
    saveFile(result.data, fallbackName);
    return;
  }
  if (!result.ok && result.status === 403) {
    ui.modal.warning({ title: REPORT_TEXTS.limitTitle, content: REPORT_TEXTS.limitHint });
    return;
  }
  void ui.message.error(TAG_TEXTS.downloadFailure);
}

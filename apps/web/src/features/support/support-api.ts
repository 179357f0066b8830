import type { SupportMailBody } from '@chargedeck/shared';
import { api } from '../../app/api/api';

export const supportApi = {
  send: (body: SupportMailBody) => api.post<{ data: { sent: true } }>('settings/supportMail', body),
};

import type {
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  SendCodeBody,
} from '@chargedeck/shared';
import { api } from '../../app/api/api';

export const authApi = {
  /** A 401 here means wrong credentials, not an expired session. */
  login: (body: LoginBody) => api.post<LoginResponse>('login', body, { sessionExpiry: false }),
  register: (body: RegisterBody) => api.post<{ data: { registered: true } }>('register', body),
  sendCode: (body: SendCodeBody) =>
    api.post<{ data?: { sent: boolean }; error?: string }>('forgotpassword/sendCode', body),
  changePassword: (body: ChangePasswordBody) =>
    api.post<{ data?: object }>('forgotpassword/change', body),
};

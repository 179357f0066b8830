import { USER_MESSAGES } from '@chargedeck/shared';

/** Texts the spec quotes for the users screens (spec 2 §2, §5, §8); shown as written. */
export const USER_TEXTS = {
  ...USER_MESSAGES,
  noIdTag: 'ID Tag não cadastrada',
  noEmail: 'E-mail não cadastrado',
  created: 'Usuário criado com sucesso!',
  updated: 'Usuário alterado com sucesso!',
  saveFailure:
    'Não foi possível realizar a operação. Certifique-se de que os campos foram corretamente preenchidos.',
  downloadFailure: 'Unable to download the .xlsx file.',
  permissionDenied: 'Permission denied',
} as const;

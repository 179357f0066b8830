/** Texts the spec quotes for the tag screens (spec 2 §2, §8); shown as written. */
export const TAG_TEXTS = {
  saveFailure: 'Unable to perform the operation. Make sure the fields are filled in correctly.',
  duplicate: (id: string) => `Tag RFID ${id} já cadastrada!`,
  created: 'OCPP Tag successfully created!',
  updated: 'OCPP Tag successfully updated!',
  deleted: 'Ocpp Tag successfully deleted!',
  deleteFailure: 'Unable to delete Ocpp Tag.',
  reportLimit: 'Limite de relatórios atingido no mês!',
  reportLimitHint: 'Para baixar mais relatórios neste mês, conheça a versão Pro.',
  downloadFailure: 'Unable to download the .xlsx file.',
  notFound: 'Nenhum Ocpp Tag encontrado com este id.',
  approved: (id: string) => `${id}: RFID Tag successfully approved!`,
  approveFailure: (id: string) => `${id}: Error when trying to approve RFID Tag`,
  unknownDeleted: (id: string) => `${id}: RFID Tag successfully deleted!`,
  unknownDeleteFailure: (id: string) => `${id}: Error when trying to delete RFID Tag`,
  listsFailure: 'Erro ao carregar listas',
} as const;

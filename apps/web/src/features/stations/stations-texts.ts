/** Texts the spec quotes for stations and groups (spec 2 §8); shown as written. */
export const STATION_TEXTS = {
  saveFailure: 'Unable to perform the operation. Make sure the fields are filled in correctly.',
  limitTitle: 'Limite de estações atingido!',
  duplicate: 'There is already a station registered with this identifier.',
  created: 'Station created successfully!',
  updated: 'Station updated successfully!',
  zipNotFound: 'CEP não encontrado.',
  uploadFailed: 'Error uploading image!',
  deleted: 'Estação deletada com sucesso!',
  deleteFailed: 'Não foi possível deletar a estação.',
  notFound: 'Nenhuma estação encontrada com este id.',
  photoType: 'You can only upload .jpg/.jpeg/.png file!',
  photoSize: 'Image must smaller than 10MB!',
  photoName: 'An image with this name already exists!',
} as const;

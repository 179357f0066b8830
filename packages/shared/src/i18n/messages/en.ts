import { serverVouchersEn } from './server-vouchers-en';
import { serverRulesEn } from './server-rules-en';
import { serverDocumentsEn } from './server-documents-en';
import { serverErrorsEn } from './server-errors-en';
/**
 * Server and validation messages in English: the spec's texts. Schemas and services carry the
 * keys; the API answers with the text of the request's language (see `messageText`).
 */
export const messagesEn = {
  required: 'is required',
  mandatory: 'is mandatory',
  invalid: 'is invalid',
  maxChars: 'must be at most {{maximum}} characters',
  tooBig: 'must be at most {{maximum}}',
  tooSmall: 'must be at least {{minimum}}',
  oneOf: 'must be one of {{values}}',
  dateFormat: 'must be a date YYYY-MM-DD',
  dateTimeFormat: 'must be an ISO 8601 date-time',
  timeFormat: 'must be HH:mm:ss',
  emailFormat: 'must be a valid e-mail address',
  emailCode: 'must be the 6-digit code sent by e-mail',
  macFormat: 'must be six hex pairs separated by colons',
  printable: 'must be printable characters without blanks',
  positive: 'must be greater than 0',
  maxAmps: 'must be at most 1000 A',
  deviceToken: 'must be a device token issued by the push service',
  zipFormat: 'must be 5 digits, a hyphen and 3 digits',
  docType: 'is not a document type',
  tagType: 'must be CARD or USER',
  intervalsMin: 'at least one interval',
  passwordRule:
    'must have 8 to 25 characters with uppercase, lowercase, digit and special character',
  stationIdMandatory: 'The ChargeBox ID field is mandatory.',
  stationIdBlanks: 'The ChargeBox ID field cannot contain blanks.',
  stationDescriptionMandatory: 'The Description field is mandatory.',
  stationLatitudeMissing: 'The Latitude field must be filled in.',
  stationLatitudeRange: 'The Latitude field must be between -90 and 90.',
  stationLongitudeMissing: 'The Longitude field must be filled in.',
  stationLongitudeRange: 'The Longitude field must be between -180 and 180.',
  stationOpenTime: 'Opening time must be defined',
  stationCloseTime: 'Closing time must be defined',
  stationConnectorType: 'The connector type field cannot be null.',
  stationFaceReaderMac: 'The Facial Reader MAC Address field is mandatory.',
  stationRequired: 'Required field',
  userNameRequired: 'The Name field is mandatory.',
  userNameLetters: 'The Name field must only contain letters.',
  userPasswordRequired: 'The Password field is mandatory.',
  userEmailRequired: 'The E-mail field is mandatory.',
  userEmailInvalid: 'Invalid E-mail',
  userPhoneRequired: 'The Phone field is mandatory.',
  userCpfInvalid: 'Please enter a valid CPF to continue.',
  groupNameRequired: 'The name is required.',
  groupLatitudeRequired: 'The latitude is required.',
  groupLatitudeRange: 'The latitude must be between -90 and 90.',
  groupLongitudeRequired: 'The longitude is required.',
  groupLongitudeRange: 'The longitude must be between -180 and 180.',
  groupRequired: 'Required field.',
  groupZipFormat: 'Invalid ZIP code.',
  ...serverErrorsEn,
  ...serverDocumentsEn,
  ...serverRulesEn,
  ...serverVouchersEn,
};

export type MessageKey = keyof typeof messagesEn;
export type MessageCatalogue = Record<MessageKey, string>;

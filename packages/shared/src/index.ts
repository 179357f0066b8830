export * from './auth';
export * from './permissions';
export * from './themes/themes';
export * from './i18n/locales';
export * from './http/api-error';
export * from './messages/messages.schemas';
export * from './payments/card-authentication.schemas';

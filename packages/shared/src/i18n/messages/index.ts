export { messagesEn, type MessageKey, type MessageCatalogue } from './en';
export { messagesPtBR } from './pt-br';
export { messagesEs } from './es';
export { messageText, pickLanguage, isMessageKey } from './message-text';

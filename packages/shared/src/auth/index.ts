export * from './password-rule';
export * from './auth.schemas';

export * from './charging-profile.schemas';

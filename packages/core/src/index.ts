export * from './access.ts';
export * from './api-permissions.ts';
export * from './constants.ts';
export * from './features.ts';
export * from './navigation.ts';
export * from './roles.ts';

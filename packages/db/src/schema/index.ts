export * from './admin.ts';
export * from './billing.ts';
export * from './integrations.ts';
export * from './leads.ts';
export * from './outbox.ts';
export * from './teams.ts';
export * from './users.ts';

export * from './leads.ts';
export * from './teams.ts';
export * from './users.ts';

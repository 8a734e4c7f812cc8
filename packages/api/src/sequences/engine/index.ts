export * from './enroll.ts';
export * from './enrollment-actions.ts';
export * from './outreach-settings.ts';
export * from './preview.ts';
export * from './stop-rules.ts';
export * from './tick.ts';

export * from './linkedin-connector.ts';

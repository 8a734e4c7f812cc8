export * from './linkedin-connector.ts';
export * from './sandbox-network.ts';
export * from './unipile-client.ts';

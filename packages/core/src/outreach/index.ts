export * from './gap-free-time.ts';
export * from './placeholders.ts';
export * from './send-caps.ts';
export * from './sending-window.ts';
export * from './sequence-steps.ts';
export * from './unsubscribe-line.ts';

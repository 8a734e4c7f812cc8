import { describe, expect, it } from 'vitest';
import { createMemoryFlowStateStore } from '../flow-state/memory-flow-state-store.ts';
import { createSandboxConnector } from './sandbox-connector.ts';

const paul = { id: 'u1', email: 'paul@example.com', name: 'Paul' };
const tokenOf = (url: string) => new URL(url, 'http://app').searchParams.get('session')!;

describe('sandbox connector', () => {
  it('sends the browser to the in-app consent page of the app', async () => {
    const connector = createSandboxConnector(createMemoryFlowStateStore(), () => 0);
    const session = await connector.startSession(paul, 'google-calendar');
    expect(session.url).toMatch(/^\/connect\/sandbox\/google-calendar\?session=[\w-]{32}$/);
    expect(session.expiresAt).toEqual(new Date(30 * 60 * 1000));
  });

  it('confirms an allowed connection for its user and app only', async () => {
    const connector = createSandboxConnector(createMemoryFlowStateStore());
    const token = tokenOf((await connector.startSession(paul, 'hubspot')).url);
    expect(await connector.decide('u2', 'hubspot', token, 'allow')).toBeNull();
    const { connectionId } = (await connector.decide('u1', 'hubspot', token, 'allow'))!;
    expect(connectionId).toMatch(/^sandbox-/);
    expect(
      await connector.confirmConnection({
        userId: 'u1',
        providerConfigKey: 'hubspot',
        connectionId: connectionId!,
      }),
    ).toBe(connectionId);
    expect(await connector.confirmConnection({ userId: 'u1', providerConfigKey: 'hubspot' })).toBe(
      connectionId,
    );
    expect(
      await connector.confirmConnection({
        userId: 'u2',
        providerConfigKey: 'hubspot',
        connectionId: connectionId!,
      }),
    ).toBeNull();
    expect(
      await connector.confirmConnection({
        userId: 'u1',
        providerConfigKey: 'zoom',
        connectionId: connectionId!,
      }),
    ).toBeNull();
    await connector.deleteConnection('hubspot', connectionId!);
    expect(await connector.confirmConnection({ userId: 'u1', providerConfigKey: 'hubspot' })).toBeNull();
  });

  it('spends a session on Deny and forgets it after 30 minutes', async () => {
    let now = 0;
    const connector = createSandboxConnector(createMemoryFlowStateStore(), () => now);
    const denied = tokenOf((await connector.startSession(paul, 'zoom')).url);
    expect(await connector.decide('u1', 'zoom', denied, 'deny')).toEqual({ connectionId: null });
    expect(await connector.readSession('u1', 'zoom', denied)).toBeNull();
    const late = tokenOf((await connector.startSession(paul, 'zoom')).url);
    expect(await connector.readSession('u1', 'zoom', late)).not.toBeNull();
    now += 30 * 60 * 1000;
    expect(await connector.decide('u1', 'zoom', late, 'allow')).toBeNull();
  });
});

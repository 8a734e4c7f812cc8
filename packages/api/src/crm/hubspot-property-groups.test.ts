import { sandboxCrmFields } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveUserIntegration } from '../integrations/user-integrations.ts';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  await saveUserIntegration(t.db, pro.id, 'hubspot', 'conn-hubspot', t.clock.now);
  const create = async (json: Record<string, unknown>) => {
    const res = await t.request('/api/hubspot/create-property', { method: 'POST', json, cookie });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const groupOf = (name: string) =>
    t.db
      .select({ groupName: sandboxCrmFields.groupName, object: sandboxCrmFields.object })
      .from(sandboxCrmFields)
      .where(and(eq(sandboxCrmFields.userId, pro.id), eq(sandboxCrmFields.name, name)))
      .get();
  return { create, groupOf };
}

const property = { fieldLabel: 'Tier', fieldType: 'string' } as const;

describe('POST /api/hubspot/create-property: the group belongs to the object', () => {
  it("without a group, a property goes in its object's information group", async () => {
    const t = await setup();
    expect(await t.create({ ...property, objectType: 'companies', fieldName: 'tier' })).toMatchObject({
      status: 200,
      body: { success: true, message: 'Property tier created on companies' },
    });
    expect(await t.groupOf('tier')).toEqual({ groupName: 'companyinformation', object: 'account' });
    expect((await t.create({ ...property, objectType: 'contacts', fieldName: 'rank' })).status).toBe(200);
    expect(await t.groupOf('rank')).toEqual({ groupName: 'contactinformation', object: 'contact' });
  });

  it('a group of the other object is refused with 400 and creates nothing', async () => {
    const t = await setup();
    const cases = [
      { objectType: 'companies', groupName: 'contactinformation' },
      { objectType: 'contacts', groupName: 'companyinformation' },
    ];
    for (const change of cases) {
      expect(await t.create({ ...property, fieldName: 'tier', ...change })).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Choose a property group' }),
      });
    }
    expect(await t.groupOf('tier')).toBeUndefined();
  });
});

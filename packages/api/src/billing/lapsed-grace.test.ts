import { planChanges, subscriptions, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { settleLapsedGrace } from './lapsed-grace.ts';

const DAY = 86_400_000;

describe('settleLapsedGrace', () => {
  it('two requests at once after the grace period end the plan once: one history row', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'lapsed@example.com', role: 'Pro', tier: 'Pro' });
    await t.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        customerId: 'cus_lapsed',
        subscriptionId: 'sub_lapsed',
        plan: 'Pro',
        period: 'monthly',
        status: 'past_due',
        graceUntil: new Date(t.clock.now - DAY),
        lastEventAt: new Date(t.clock.now - 2 * DAY),
        updatedAt: new Date(t.clock.now - 2 * DAY),
      })
      .run();
    const [first, second] = await Promise.all([
      settleLapsedGrace(t.db, user, t.clock.now),
      settleLapsedGrace(t.db, user, t.clock.now),
    ]);
    expect(first).toMatchObject({ tier: 'Free', role: 'Free' });
    expect(second).toMatchObject({ tier: 'Free', role: 'Free' });
    expect(await t.db.select().from(users).where(eq(users.id, user.id)).get()).toMatchObject({
      tier: 'Free',
    });
    expect(await t.db.select().from(planChanges).where(eq(planChanges.userId, user.id)).all()).toMatchObject([
      { fromTier: 'Pro', toTier: 'Free', source: 'grace-ended' },
    ]);
  });

  it('a user whose subscription is in order is answered as is, with nothing written', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'fine@example.com', role: 'Pro', tier: 'Pro' });
    expect(await settleLapsedGrace(t.db, user, t.clock.now)).toBe(user);
    expect(await t.db.select().from(planChanges).all()).toEqual([]);
  });
});

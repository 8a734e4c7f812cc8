import { randomBytes, randomUUID } from 'node:crypto';
import { type BillingPeriod, type PaidPlan, planPricing } from '@leadpath/core';
import { type Db, sandboxInvoices } from '@leadpath/db';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';

const INVOICE_LIST_LENGTH = 24;

export const sandboxInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  plan: z.enum(['Starter', 'Premium', 'Pro']),
  period: z.enum(['monthly', 'yearly']),
  /** Whole US dollars. */
  amount: z.number(),
  status: z.enum(['paid', 'open']),
  periodStart: z.number(),
  periodEnd: z.number(),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
});
export type SandboxInvoice = z.infer<typeof sandboxInvoiceSchema>;

export interface InvoiceCharge {
  userId: string;
  subscriptionId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  periodEnd: number;
  /** Paid at once (a checkout or a plan change), or left open (a declined renewal). */
  paid: boolean;
}

const periodMs = (period: BillingPeriod) => (period === 'yearly' ? 365 : 30) * 86_400_000;

/** Records what the sandbox provider charged: the full price of the plan for the period that starts. */
export async function recordSandboxInvoice(db: Db, charge: InvoiceCharge, now: number): Promise<void> {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  await db
    .insert(sandboxInvoices)
    .values({
      id: randomUUID(),
      userId: charge.userId,
      number: `LP-${day}-${randomBytes(4).toString('hex').toUpperCase()}`,
      subscriptionId: charge.subscriptionId,
      plan: charge.plan,
      period: charge.period,
      amount: planPricing[charge.plan][charge.period],
      status: charge.paid ? 'paid' : 'open',
      periodStart: new Date(Math.min(now, charge.periodEnd - periodMs(charge.period))),
      periodEnd: new Date(charge.periodEnd),
      createdAt: new Date(now),
      paidAt: charge.paid ? new Date(now) : null,
    })
    .run();
}

/** The open invoice of a declined renewal is paid (a new card). */
export async function payOpenSandboxInvoices(db: Db, userId: string, now: number): Promise<void> {
  await db
    .update(sandboxInvoices)
    .set({ status: 'paid', paidAt: new Date(now) })
    .where(and(eq(sandboxInvoices.userId, userId), eq(sandboxInvoices.status, 'open')))
    .run();
}

/** The user's invoices, newest first, as the portal lists them. */
export async function sandboxInvoicesOf(db: Db, userId: string): Promise<SandboxInvoice[]> {
  const rows = await db
    .select()
    .from(sandboxInvoices)
    .where(eq(sandboxInvoices.userId, userId))
    .orderBy(desc(sandboxInvoices.createdAt))
    .limit(INVOICE_LIST_LENGTH)
    .all();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    plan: row.plan,
    period: row.period,
    amount: row.amount,
    status: row.status,
    periodStart: row.periodStart.getTime(),
    periodEnd: row.periodEnd.getTime(),
    createdAt: row.createdAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
  }));
}

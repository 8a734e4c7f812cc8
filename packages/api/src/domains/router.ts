import { randomUUID } from 'node:crypto';
import {
  addDomainSchema,
  domainIdSchema,
  publishDemoRecordsSchema,
  setDemoRecordSchema,
} from '@leadpath/core/schemas/domains';
import { type Db, isUniqueViolation, type SendingDomainRow, sendingDomains } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { accessProcedure, createTRPCRouter } from '../trpc.ts';
import { putDemoRecord, resolverFor } from './demo-zone.ts';
import { dkimSelectorFor, generateDkimKeyPair } from './dkim-keys.ts';
import { dkimKeyPurpose } from './dkim-signer.ts';
import { scheduleDomainRecheck } from './recheck-job.ts';
import { expectedRecords } from './records.ts';
import { verifyDomain } from './verify-domain.ts';
import { domainsListSchema, sendingDomainSchema, toDomainView } from './view.ts';

export const DOMAIN_NOT_FOUND = 'Domain not found';
export const DOMAIN_ALREADY_ADDED = 'You have already added this domain';
export const MAX_SENDING_DOMAINS = 20;
export const MAX_SENDING_DOMAINS_REACHED = `You can add at most ${MAX_SENDING_DOMAINS} sending domains. Delete one first.`;
export const DEMO_ZONE_OFF =
  'The demo DNS zone is off: this server looks records up in real DNS (DNS_RESOLVER=system). Publish the records at your DNS provider.';

const tags = ['Domains'];

const configOf = (ctx: Context) => ctx.config.domains ?? {};

async function domainOf(db: Db, ownerId: string, id: string): Promise<SendingDomainRow> {
  const row = await db
    .select()
    .from(sendingDomains)
    .where(and(eq(sendingDomains.id, id), eq(sendingDomains.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: DOMAIN_NOT_FOUND });
  return row;
}

function requireDemoZone(ctx: Context) {
  if (resolverFor(ctx, ctx.user?.id ?? '').mode !== 'demo')
    throw new TRPCError({ code: 'BAD_REQUEST', message: DEMO_ZONE_OFF });
}

export const domainsRouter = createTRPCRouter({
  list: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/domains',
        summary: 'The sending domains: the DNS records to publish and each one’s state (missing, wrong, ok)',
        description:
          "resolver says where verification looks records up: 'system' (real DNS) or 'demo' (the built-in demo zone, DNS_RESOLVER=demo). DKIM private keys are never returned.",
        tags,
        permission: null,
      },
    })
    .output(domainsListSchema)
    .query(async ({ ctx }) => {
      const rows = await ctx.db
        .select()
        .from(sendingDomains)
        .where(eq(sendingDomains.ownerId, ctx.user.id))
        .orderBy(asc(sendingDomains.createdAt), asc(sendingDomains.domain))
        .all();
      return {
        resolver: resolverFor(ctx, ctx.user.id).mode,
        domains: rows.map((row) => toDomainView(row, configOf(ctx))),
      };
    }),

  add: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/domains',
        summary:
          'Add a sending domain: the app generates its DKIM key pair (2048-bit RSA) and the records to publish',
        description:
          'The selector is chosen by the app (lp<yyyymm>). The domain is checked again every day once added; POST /api/domains/{id}/verify checks it now.',
        tags,
        permission: null,
        errors: [409],
      },
    })
    .input(addDomainSchema)
    .output(sendingDomainSchema)
    .mutation(async ({ ctx, input }) => {
      const id = randomUUID();
      const now = ctx.now();
      try {
        // The limit and the duplicate check in the same transaction as the insert: two adds at once
        // must not both pass the check for the last free place.
        const row = await ctx.db.transaction(async (tx) => {
          const existing =
            (
              await tx
                .select({ n: count() })
                .from(sendingDomains)
                .where(eq(sendingDomains.ownerId, ctx.user.id))
                .get()
            )?.n ?? 0;
          if (existing >= MAX_SENDING_DOMAINS)
            throw new TRPCError({ code: 'BAD_REQUEST', message: MAX_SENDING_DOMAINS_REACHED });
          const taken = await tx
            .select({ id: sendingDomains.id })
            .from(sendingDomains)
            .where(and(eq(sendingDomains.ownerId, ctx.user.id), eq(sendingDomains.domain, input.domain)))
            .get();
          if (taken) throw new TRPCError({ code: 'CONFLICT', message: DOMAIN_ALREADY_ADDED });
          const { privateKeyPem, publicKey } = generateDkimKeyPair();
          const inserted = await tx
            .insert(sendingDomains)
            .values({
              id,
              ownerId: ctx.user.id,
              domain: input.domain,
              dkimSelector: dkimSelectorFor(now),
              dkimPrivateKeySealed: ctx.secrets.seal(privateKeyPem, dkimKeyPurpose(id)),
              dkimPublicKey: publicKey,
              recordChecks: {},
              createdAt: new Date(now),
            })
            .returning()
            .get();
          await scheduleDomainRecheck(tx, id, now);
          return inserted;
        });
        return toDomainView(row, configOf(ctx));
      } catch (error) {
        if (isUniqueViolation(error))
          throw new TRPCError({ code: 'CONFLICT', message: DOMAIN_ALREADY_ADDED });
        throw error;
      }
    }),

  get: accessProcedure
    .meta({
      rest: { method: 'GET', path: '/domains/{id}', summary: 'One sending domain', tags, permission: null },
    })
    .input(domainIdSchema)
    .output(sendingDomainSchema)
    .query(async ({ ctx, input }) =>
      toDomainView(await domainOf(ctx.db, ctx.user.id, input.id), configOf(ctx)),
    ),

  verify: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/domains/{id}/verify',
        summary: 'Look the domain’s records up now and record each one’s state, with what to fix',
        description:
          'Verified when SPF, DKIM and DMARC are ok; mail whose From is at a verified domain is DKIM-signed. A lookup that gets no answer keeps that record’s last result.',
        tags,
        permission: null,
      },
    })
    .input(domainIdSchema)
    .output(sendingDomainSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await domainOf(ctx.db, ctx.user.id, input.id);
      const updated = await verifyDomain(ctx, configOf(ctx), row);
      if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: DOMAIN_NOT_FOUND });
      await scheduleDomainRecheck(ctx.db, updated.id, ctx.now());
      return toDomainView(updated, configOf(ctx));
    }),

  delete: accessProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/domains/{id}',
        summary: 'Delete a sending domain and its DKIM key; its mail is no longer signed',
        tags,
        permission: null,
      },
    })
    .input(domainIdSchema)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const gone = await ctx.db
        .delete(sendingDomains)
        .where(and(eq(sendingDomains.id, input.id), eq(sendingDomains.ownerId, ctx.user.id)))
        .returning({ id: sendingDomains.id })
        .get();
      if (!gone) throw new TRPCError({ code: 'NOT_FOUND', message: DOMAIN_NOT_FOUND });
      return { deleted: true as const };
    }),

  publishDemoRecords: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/domains/{id}/demo-records',
        summary: 'Publish the domain’s records in the built-in demo DNS zone (DNS_RESOLVER=demo only)',
        description:
          'For trying Domains with no DNS at all: afterwards, verify finds the records. Refused with 400 when the server uses real DNS.',
        tags,
        permission: null,
      },
    })
    .input(publishDemoRecordsSchema)
    .output(sendingDomainSchema)
    .mutation(async ({ ctx, input }) => {
      requireDemoZone(ctx);
      const row = await domainOf(ctx.db, ctx.user.id, input.id);
      const kinds = new Set(input.kinds ?? ['spf', 'dkim', 'dmarc', 'mx']);
      const records = expectedRecords(row.domain, row.dkimSelector, row.dkimPublicKey, configOf(ctx));
      await ctx.db.transaction(async (tx) => {
        for (const record of records) {
          if (!kinds.has(record.kind)) continue;
          await putDemoRecord(
            tx,
            ctx.user.id,
            {
              name: record.name,
              type: record.type,
              // The user's provider's MX stands in as mail.<domain> in the demo zone.
              value: record.value ?? `mail.${row.domain}`,
              priority: record.priority,
              onlySpf: record.kind === 'spf',
            },
            ctx.now(),
          );
        }
      });
      return toDomainView(row, configOf(ctx));
    }),

  setDemoRecord: accessProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/domains/{id}/demo-records',
        summary:
          'Set one of the domain’s records in the demo DNS zone to any value, e.g. to see what a wrong record shows',
        description: 'MX: the value is the exchange host. DNS_RESOLVER=demo only (400 otherwise).',
        tags,
        permission: null,
      },
    })
    .input(setDemoRecordSchema)
    .output(sendingDomainSchema)
    .mutation(async ({ ctx, input }) => {
      requireDemoZone(ctx);
      const row = await domainOf(ctx.db, ctx.user.id, input.id);
      const record = expectedRecords(row.domain, row.dkimSelector, row.dkimPublicKey, configOf(ctx)).find(
        (candidate) => candidate.kind === input.kind,
      );
      if (!record) throw new TRPCError({ code: 'NOT_FOUND', message: DOMAIN_NOT_FOUND });
      // Read, delete and insert as one: two puts at once must not leave both records.
      await ctx.db.transaction(async (tx) => {
        await putDemoRecord(
          tx,
          ctx.user.id,
          {
            name: record.name,
            type: record.type,
            value: input.value,
            priority: record.priority,
            onlySpf: input.kind === 'spf',
          },
          ctx.now(),
        );
      });
      return toDomainView(row, configOf(ctx));
    }),
});

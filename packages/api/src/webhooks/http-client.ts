import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, type ResolveHost, systemResolveHost } from '@leadpath/integrations';
import type { WebhookAnswer, WebhookHttpClient, WebhookPost } from '../context.ts';
import { WEBHOOK_PRIVATE_TARGET, webhookResolvedToPrivate } from './targets.ts';

/** How much of an answer the delivery log keeps. */
export const WEBHOOK_LOG_CHARS = 500;
/** A receiver that has not answered within this gets the delivery counted as failed (and retried). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Thrown before any connection when the target is not a public address. */
export class WebhookTargetRefusedError extends Error {
  override name = 'WebhookTargetRefusedError';
}

/**
 * The outgoing side of webhooks is a service (AppServices.webhooks, its interface in context.ts): the
 * server uses the node:http client below; tests may use it against a local receiver (with private
 * targets allowed) or check its refusals.
 */
/** Resolves a host name to every address it has (the DNS step, replaceable in tests). */
export type { ResolveHost, WebhookAnswer, WebhookHttpClient, WebhookPost };

/**
 * A lookup for node:net that resolves, refuses the whole name when any of its addresses is not
 * public, and hands the connection exactly the addresses it checked.
 */
function guardedLookup(resolve: ResolveHost, allowPrivateTargets: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = allowPrivateTargets ? undefined : addresses.find((a) => !isPublicAddress(a.address));
        if (refused) {
          callback(new WebhookTargetRefusedError(webhookResolvedToPrivate(hostname, refused.address)), '', 0);
          return;
        }
        const usable = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        if (usable.length === 0) {
          const error = Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
          callback(error, '', 0);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** The client of the server: node:http(s), no redirects followed, the answer cut to what the log keeps. */
export function createWebhookHttpClient(options: { resolve?: ResolveHost } = {}): WebhookHttpClient {
  const resolve = options.resolve ?? systemResolveHost;
  return {
    post(request) {
      const url = new URL(request.url);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // A literal address never reaches the lookup: check it here.
      if (isIP(host) && !request.allowPrivateTargets && !isPublicAddress(host))
        return Promise.reject(new WebhookTargetRefusedError(WEBHOOK_PRIVATE_TARGET));
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise<WebhookAnswer>((done, fail) => {
        let settled = false;
        const finish = (error: Error | null, answer?: WebhookAnswer) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          request.signal?.removeEventListener('abort', onAbort);
          if (error) fail(error);
          else done(answer!);
        };
        const req = send(url, {
          method: 'POST',
          headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body).toString() },
          lookup: guardedLookup(resolve, request.allowPrivateTargets),
          agent: false,
        });
        const timer = setTimeout(() => {
          req.destroy(new Error(`No answer within ${request.timeoutMs / 1000} s`));
        }, request.timeoutMs);
        const onAbort = () => req.destroy(new Error('The delivery was cancelled'));
        request.signal?.addEventListener('abort', onAbort, { once: true });
        req.on('error', (error) => finish(error));
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            // Enough for the log: stop reading a large answer.
            if (text.length >= WEBHOOK_LOG_CHARS) {
              finish(null, { status: res.statusCode ?? 0, body: text.slice(0, WEBHOOK_LOG_CHARS) });
              res.destroy();
            }
          });
          res.on('end', () => finish(null, { status: res.statusCode ?? 0, body: text }));
          res.on('error', (error) => finish(error));
        });
        req.end(request.body);
      });
    },
  };
}

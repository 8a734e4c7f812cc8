import {
  CALLING_HOURS_ORDER,
  callDigitsSchema,
  callScriptSchema,
  dialerSessionIdSchema,
  dispositionListSchema,
  listCallsSchema,
  logCallSchema,
  nextInSessionSchema,
  startDialerSessionSchema,
  updateCallSchema,
  updateDialerSettingsSchema,
  voicemailDropSchema,
  voiceTokenSchema,
} from '@leadpath/core/schemas/dialer';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { languageModelOf } from '../assist/language-model/services.ts';
import type { Context } from '../context.ts';
import { downloadFileSchema } from '../lists/download.ts';
import { createTRPCRouter, featureProcedure, publicProcedure } from '../trpc.ts';
import { browserCallSchema, startBrowserCall } from './browser-call.ts';
import { dropVoicemail, hangUpCall, sendCallDigits } from './call-actions.ts';
import { callSchema, listCalls, toCallView, updateCall } from './calls-list.ts';
import { receiveCarrierCallback } from './carrier/carrier-callback-route.ts';
import { dispositionsOf, replaceDispositions } from './dispositions.ts';
import { logCall } from './log-call.ts';
import { nextInSession } from './next-in-session.ts';
import { placeCall, TWILIO_STATUS_PATH } from './place-call.ts';
import { dialerScopeOf } from './scope.ts';
import { callScriptTemplate, writeCallScript } from './script.ts';
import { sessionView, sessionViewSchema } from './session-view.ts';
import { readDialerSettings, writeDialerSettings } from './settings.ts';
import { startSession } from './start-session.ts';
import { sandboxTelephony, type TelephonyProvider } from './telephony.ts';
import { dialerToday, dialerTodaySchema } from './today.ts';
import { answerBrowserCall, TWILIO_VOICE_PATH } from './twilio/browser-call-route.ts';
import { voiceProcedures } from './voices/router.ts';
import { voicemailAudio, voicemailAudioUrl } from './voices/voicemail-audio.ts';

const tags = ['Power Dialer'];
const dialerProcedure = featureProcedure('power-dialer');

/** The carrier the server was given (Twilio), else the sandbox carrier (ADR 048). */
const telephonyOf = (ctx: Pick<Context, 'services'>): TelephonyProvider =>
  ctx.services.telephony ?? sandboxTelephony;

/** A call as the API answers it, with its caller's name. */
const callViewOf = (ctx: { user: { name: string } }, row: Parameters<typeof toCallView>[0]) =>
  toCallView(row, ctx.user.name);

const dispositionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** What logging it does besides the record: a meeting or do-not-call stops the prospect's sequences. */
  effect: z.enum(['none', 'meeting', 'do_not_call', 'bad_number']),
});

const toDispositions = (
  rows: { id: string; label: string; effect: z.infer<typeof dispositionSchema>['effect'] }[],
) => ({
  dispositions: rows.map(({ id, label, effect }) => ({ id, label, effect })),
});

const scriptTemplateSchema = z.object({
  opener: z.string(),
  objections: z.array(z.object({ objection: z.string(), answer: z.string() })),
});

const settingsSchema = z.object({
  callingStartMinute: z.number().int(),
  callingEndMinute: z.number().int(),
  defaultCountryCode: z.string(),
});

const toSettings = (row: z.infer<typeof settingsSchema>) => ({
  callingStartMinute: row.callingStartMinute,
  callingEndMinute: row.callingEndMinute,
  defaultCountryCode: row.defaultCountryCode,
});

export const dialerRouter = createTRPCRouter({
  ...voiceProcedures,

  dispositions: dialerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dialer/dispositions',
        summary: "The team's disposition list, in the picker's order",
        tags,
        permission: 'voice:read',
      },
    })
    .output(z.object({ dispositions: z.array(dispositionSchema) }))
    .query(async ({ ctx }) =>
      toDispositions(await dispositionsOf(ctx.db, await dialerScopeOf(ctx.db, ctx.user.id), ctx.now())),
    ),

  replaceDispositions: dialerProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/dialer/dispositions',
        summary: "Replace the team's disposition list (labels, what each does, the order)",
        description:
          "Send the whole list in the picker's order. An entry with an id keeps that disposition; one without is added; one left out is removed (calls logged with it keep its label). effect: meeting marks the prospect and stops its sequences, do_not_call puts the prospect and number on the do-not-call list, bad_number counts toward skipping the number.",
        tags,
        permission: 'voice:update',
      },
    })
    .input(dispositionListSchema)
    .output(z.object({ dispositions: z.array(dispositionSchema) }))
    .mutation(async ({ ctx, input }) => {
      const scopeId = await dialerScopeOf(ctx.db, ctx.user.id);
      return toDispositions(await replaceDispositions(ctx.db, scopeId, input.dispositions, ctx.now()));
    }),

  script: dialerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dialer/script',
        summary:
          "The team's call script as written: the opener with its placeholders and the objection answers",
        tags,
        permission: 'voice:read',
      },
    })
    .output(scriptTemplateSchema)
    .query(async ({ ctx }) => callScriptTemplate(ctx.db, await dialerScopeOf(ctx.db, ctx.user.id))),

  updateScript: dialerProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/dialer/script',
        summary: "Replace the team's call script",
        description:
          'The opener may use {{my_name}}, {{prospect_first_name}}, {{prospect_last_name}}, {{prospect_title}} and {{prospect_company_name}}, filled for the prospect on screen.',
        tags,
        permission: 'voice:update',
      },
    })
    .input(callScriptSchema)
    .output(scriptTemplateSchema)
    .mutation(async ({ ctx, input }) =>
      writeCallScript(ctx.db, await dialerScopeOf(ctx.db, ctx.user.id), input, ctx.now()),
    ),

  settings: dialerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dialer/settings',
        summary: "Calling hours (minutes after midnight in the prospect's zone) and the default country code",
        tags,
        permission: 'voice:read',
      },
    })
    .output(settingsSchema)
    .query(async ({ ctx }) => toSettings(await readDialerSettings(ctx.db, ctx.user.id, ctx.now()))),

  today: dialerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dialer/today',
        summary: "Today's calls by disposition, meetings booked and call tasks due (Home's counts)",
        description:
          "Today is the signed-in user's own day: from midnight to midnight in their time zone (UTC when none is set). Call tasks count when due by the end of that day.",
        tags,
        permission: 'voice:read',
      },
    })
    .output(dialerTodaySchema)
    .query(({ ctx }) => dialerToday(ctx.db, ctx.user, ctx.now())),

  updateSettings: dialerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/dialer/settings',
        summary: 'Change the calling hours or the default country code',
        description: 'A partial update; the hours must end after they start.',
        tags,
        permission: 'voice:update',
      },
    })
    .input(updateDialerSettingsSchema)
    .output(settingsSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const current = await readDialerSettings(ctx.db, ctx.user.id, now);
      const start = input.callingStartMinute ?? current.callingStartMinute;
      const end = input.callingEndMinute ?? current.callingEndMinute;
      if (end <= start) throw badRequest(CALLING_HOURS_ORDER);
      return toSettings(await writeDialerSettings(ctx.db, ctx.user.id, input, now));
    }),

  start: dialerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dialer/sessions',
        summary:
          "Start a dialer session from a selection of prospects, a saved Prospects filter or today's due call tasks",
        description:
          'A saved filter queues its first 500 prospects in the Prospects list order (404 when the filter is not yours). The first prospect that may be called now is put on screen and reserved: prospects outside calling hours, on the do-not-call list, with a bad number or held by another rep are skipped with the reason.',
        tags,
        permission: 'voice:create',
        errors: [404],
      },
    })
    .input(startDialerSessionSchema)
    .output(sessionViewSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const sessionId = await startSession(ctx.db, ctx.user.id, input, now);
      await nextInSession(ctx.db, { ownerId: ctx.user.id, sessionId, skip: false, now });
      return sessionView(ctx.db, {
        ownerId: ctx.user.id,
        sessionId,
        provider: telephonyOf(ctx),
        now,
        languageModel: languageModelOf(ctx.services),
      });
    }),

  session: dialerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dialer/sessions/{id}',
        summary: 'A dialer session: its queue and the prospect on screen with card and script',
        tags,
        permission: 'voice:read',
      },
    })
    .input(dialerSessionIdSchema)
    .output(sessionViewSchema)
    .query(({ ctx, input }) =>
      sessionView(ctx.db, {
        ownerId: ctx.user.id,
        sessionId: input.id,
        provider: telephonyOf(ctx),
        now: ctx.now(),
        languageModel: languageModelOf(ctx.services),
      }),
    ),

  next: dialerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dialer/sessions/{id}/next',
        summary: 'Move to the next prospect that may be called; skip: true leaves the current one uncalled',
        description:
          'Without skip, the prospect on screen must have a logged call first (400 otherwise). The next one is reserved for ten minutes.',
        tags,
        permission: 'voice:update',
      },
    })
    .input(nextInSessionSchema)
    .output(sessionViewSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      await nextInSession(ctx.db, {
        ownerId: ctx.user.id,
        sessionId: input.id,
        skip: input.skip ?? false,
        now,
      });
      return sessionView(ctx.db, {
        ownerId: ctx.user.id,
        sessionId: input.id,
        provider: telephonyOf(ctx),
        now,
        languageModel: languageModelOf(ctx.services),
      });
    }),

  logCall: dialerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/calls',
        summary: 'Log a call with its disposition (required), notes, duration and follow-up',
        description:
          "A 'Meeting booked' disposition marks the prospect as meeting and stops its sequences; 'Do not call' puts the prospect and number on the do-not-call list and removes it from its sequences. A call from a session completes the sequence's call task it came from.",
        tags,
        permission: 'voice:create',
      },
    })
    .input(logCallSchema)
    .output(callSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await logCall(ctx.db, {
        ownerId: ctx.user.id,
        call: input,
        now: ctx.now(),
      });
      return toCallView(row, ctx.user.name);
    }),

  placeCall: dialerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dialer/sessions/{id}/call',
        summary:
          'Call the prospect on screen through the carrier (the sandbox carrier unless Twilio is set up)',
        description:
          "The call is recorded as queued and follows the carrier's states (ringing, in progress, completed, busy, no answer, failed) as its status callbacks arrive; log its disposition with POST /api/calls and callId once it has ended.",
        tags,
        permission: 'voice:create',
        errors: [400, 404, 409, 502],
      },
    })
    .input(dialerSessionIdSchema)
    .output(callSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await placeCall(ctx.db, {
        ownerId: ctx.user.id,
        sessionId: input.id,
        provider: telephonyOf(ctx),
        publicUrl: ctx.config.publicUrl,
        now: ctx.now(),
      });
      return callViewOf(ctx, row);
    }),

  voiceToken: dialerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dialer/voice-token',
        summary:
          'Call the prospect on screen from the browser: the call on record and a Twilio Access Token for the Voice JS SDK',
        description:
          "Only when the server's carrier is Twilio with an API key and a TwiML App (400 on the sandbox carrier, which places no browser calls). The call is recorded as queued; the browser connects with Device.connect({ params: { To, callId } }) and Twilio asks POST /api/dialer/twilio/voice, which checks the calling rules again and dials. The token lasts 10 minutes.",
        tags,
        permission: 'voice:create',
        errors: [400, 404, 409],
      },
    })
    .input(voiceTokenSchema)
    .output(browserCallSchema)
    .mutation(({ ctx, input }) =>
      startBrowserCall(ctx.db, {
        ownerId: ctx.user.id,
        sessionId: input.sessionId,
        provider: telephonyOf(ctx),
        now: ctx.now(),
      }),
    ),

  browserCallVoice: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dialer/twilio/voice',
        summary: "The TwiML App's Voice URL: Twilio's signed request for a call from the rep's browser",
        description:
          "Form fields as Twilio sends them (CallSid, From client:<identity>, To, callId), checked with X-Twilio-Signature over this URL and the fields. Answers TwiML: <Dial> to the prospect with status callbacks and a recording to POST /api/dialer/twilio/status, or, when the call is not the identity's or the calling rules refuse it (hours, do-not-call, another rep holds the prospect), <Say> with the reason and <Hangup/>.",
        tags,
        public: true,
        permission: null,
        body: 'raw',
        signatureHeader: 'X-Twilio-Signature',
        answer: 'file',
        fileTypes: ['text/xml'],
        errors: [400, 403],
      },
    })
    .input(z.object({ payload: z.string(), signature: z.string().nullable() }))
    .output(downloadFileSchema)
    .mutation(async ({ ctx, input }) => ({
      fileName: 'voice.xml',
      contentType: 'text/xml',
      body: await answerBrowserCall(ctx.db, {
        provider: ctx.services.telephony,
        url: `${ctx.config.publicUrl}${TWILIO_VOICE_PATH}`,
        statusCallbackUrl: `${ctx.config.publicUrl}${TWILIO_STATUS_PATH}`,
        ...input,
        now: ctx.now(),
      }),
    })),

  hangUp: dialerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/calls/{id}/hang-up',
        summary: 'Hang up a call that is still on the line',
        tags,
        permission: 'voice:update',
      },
    })
    .input(dialerSessionIdSchema)
    .output(callSchema)
    .mutation(async ({ ctx, input }) => {
      const row = await hangUpCall(ctx.db, {
        ownerId: ctx.user.id,
        callId: input.id,
        provider: telephonyOf(ctx),
        now: ctx.now(),
      });
      return callViewOf(ctx, row);
    }),

  sendDigits: dialerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/calls/{id}/digits',
        summary: 'Play dial-pad tones (DTMF) into a connected call, e.g. to get through a phone menu',
        description: 'digits: 0-9, * and #, w waits half a second; only while the call is in progress.',
        tags,
        permission: 'voice:update',
        errors: [400, 404, 502],
      },
    })
    .input(callDigitsSchema)
    .output(z.object({ callId: z.string(), digits: z.string() }))
    .mutation(({ ctx, input }) =>
      sendCallDigits(ctx.db, {
        ownerId: ctx.user.id,
        callId: input.id,
        digits: input.digits,
        provider: telephonyOf(ctx),
      }),
    ),

  dropVoicemail: dialerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/calls/{id}/voicemail-drop',
        summary: "Drop a voice's recorded message into the voicemail that answered, then hang up",
        description:
          'Only once answering-machine detection says a voicemail answered. On the sandbox carrier the call ends at once; on Twilio the carrier fetches the message from a signed link valid for 10 minutes, and its completed callback ends the call.',
        tags,
        permission: 'voice:update',
        errors: [400, 404, 502],
      },
    })
    .input(voicemailDropSchema)
    .output(callSchema)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const row = await dropVoicemail(ctx.db, {
        ownerId: ctx.user.id,
        callId: input.id,
        voiceId: input.voiceId,
        now,
        provider: telephonyOf(ctx),
        audioUrlOf: (callId, voiceId) =>
          voicemailAudioUrl(ctx.secrets, ctx.config.publicUrl, { callId, voiceId, now }),
      });
      return callViewOf(ctx, row);
    }),

  voicemailAudio: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dialer/voicemail-audio/{token}',
        summary: "A dropped voicemail message as WAV, for the carrier's player (a signed link)",
        description:
          'The link is made by POST /api/calls/{id}/voicemail-drop and handed to the carrier; it names the call and the voice, sealed with the server key, and expires after 10 minutes.',
        tags,
        public: true,
        permission: null,
        answer: 'file',
        fileTypes: ['audio/wav'],
        errors: [404, 502],
      },
    })
    .input(z.object({ token: z.string().max(1000) }))
    .output(downloadFileSchema)
    .query(({ ctx, input }) =>
      voicemailAudio(ctx.db, {
        secrets: ctx.secrets,
        token: input.token,
        now: ctx.now(),
        speech: ctx.services.speech,
      }),
    ),

  carrierStatus: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dialer/twilio/status',
        summary: "The carrier's signed status callbacks (Twilio)",
        description:
          'Form fields as Twilio sends them (CallSid, CallStatus, AnsweredBy, CallDuration, RecordingUrl), checked with X-Twilio-Signature over this URL and the fields. States only move forward, so a repeated callback changes nothing.',
        tags,
        public: true,
        permission: null,
        body: 'raw',
        signatureHeader: 'X-Twilio-Signature',
        errors: [400, 403],
      },
    })
    .input(z.object({ payload: z.string(), signature: z.string().nullable() }))
    .output(z.object({ received: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await receiveCarrierCallback(ctx.db, {
        provider: ctx.services.telephony,
        url: `${ctx.config.publicUrl}${TWILIO_STATUS_PATH}`,
        ...input,
        now: ctx.now(),
      });
      return { received: true as const };
    }),

  updateCall: dialerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/calls/{id}',
        summary: "Change a logged call's disposition, notes or follow-up",
        description: 'A partial update: the fields not sent are kept.',
        tags,
        permission: 'voice:update',
      },
    })
    .input(updateCallSchema)
    .output(callSchema)
    .mutation(({ ctx, input }) => updateCall(ctx.db, ctx.user.id, input)),

  calls: dialerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/calls',
        summary: 'Logged calls, newest first, by prospect, caller, disposition and start time',
        tags,
        permission: 'voice:read',
      },
    })
    .input(listCallsSchema)
    .output(z.object({ calls: z.array(callSchema) }))
    .query(async ({ ctx, input }) => ({ calls: await listCalls(ctx.db, ctx.user.id, input) })),
});

function badRequest(message: string) {
  return new TRPCError({ code: 'BAD_REQUEST', message });
}

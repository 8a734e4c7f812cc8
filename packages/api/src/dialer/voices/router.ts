import {
  createVoiceSchema,
  previewVoiceSchema,
  updateVoiceSchema,
  voiceIdSchema,
} from '@leadpath/core/schemas/voices';
import { z } from 'zod';
import { downloadFileSchema } from '../../lists/download.ts';
import { featureProcedure } from '../../trpc.ts';
import { createVoice, deleteVoice, listVoices, previewVoice, updateVoice, voiceSchema } from './voices.ts';

const tags = ['Power Dialer'];
const voiceProcedure = featureProcedure('power-dialer');

/** Voices for voicemail drops (the voice:* permissions); part of the dialer router. */
export const voiceProcedures = {
  voices: voiceProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/voices',
        summary: 'Your voices for voicemail drops',
        tags,
        permission: 'voice:read',
      },
    })
    .output(z.object({ voices: z.array(voiceSchema) }))
    .query(async ({ ctx }) => ({ voices: await listVoices(ctx.db, ctx.user.id, ctx.services.speech) })),

  createVoice: voiceProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/voices',
        summary: 'Add a voice: a name, language, speed, pitch and the message it drops into voicemails',
        description:
          'The embedded provider is a synthetic voice generated offline by espeak-ng; with TTS_BASE_URL, TTS_API_KEY and TTS_MODEL set, new voices use that text-to-speech service.',
        tags,
        permission: 'voice:create',
      },
    })
    .input(createVoiceSchema)
    .output(voiceSchema)
    .mutation(({ ctx, input }) => createVoice(ctx.db, ctx.user.id, input, ctx.now(), ctx.services.speech)),

  updateVoice: voiceProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/voices/{id}',
        summary: "Change a voice's name, language, speed, pitch or message",
        tags,
        permission: 'voice:update',
      },
    })
    .input(updateVoiceSchema)
    .output(voiceSchema)
    .mutation(({ ctx, input }) => updateVoice(ctx.db, ctx.user.id, input, ctx.now(), ctx.services.speech)),

  deleteVoice: voiceProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/voices/{id}',
        summary: 'Delete a voice',
        tags,
        permission: 'voice:delete',
      },
    })
    .input(voiceIdSchema)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteVoice(ctx.db, ctx.user.id, input.id);
      return { deleted: true as const };
    }),

  previewVoice: voiceProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/voices/{id}/preview',
        summary: 'Hear a voice: a WAV file (audio/wav) of the sample text, else its voicemail message',
        tags,
        permission: 'voice:preview',
        answer: 'file',
        fileTypes: ['audio/wav'],
        errors: [400, 404, 502],
      },
    })
    .input(previewVoiceSchema)
    .output(downloadFileSchema)
    .mutation(({ ctx, input }) => previewVoice(ctx.db, ctx.user.id, input, ctx.services.speech)),
};

import { type GuideSubject, type PersonalityType, writeEngagementGuide } from '@leadpath/core';

/** Writes a prospect's markdown engagement guide for a DISC type; an AI provider can stand in later. */
export interface GuideWriter {
  write(type: PersonalityType, subject: GuideSubject): Promise<string>;
}

/** The embedded default: the well-written template per type, no network and no account. */
export function createTemplateGuideWriter(): GuideWriter {
  return {
    write: async (type, subject) => writeEngagementGuide(type, subject),
  };
}

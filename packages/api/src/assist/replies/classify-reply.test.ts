import { describe, expect, it } from 'vitest';
import { scoreEmbeddedClassifier } from './classifier-accuracy.ts';
import { classifyReplyByRules, ownWordsOf } from './classify-reply.ts';
import { LABELLED_REPLIES } from './labelled-replies.ts';
import { firstDateIn } from './reply-dates.ts';

const received = new Date('2027-01-10T09:00:00Z');

describe('the embedded reply classifier', () => {
  it('sorts the labelled set of at least 60 replies with 85 % accuracy or better', () => {
    expect(LABELLED_REPLIES.length).toBeGreaterThanOrEqual(60);
    const score = scoreEmbeddedClassifier(received);
    expect(score.accuracy, JSON.stringify(score.misses, null, 1)).toBeGreaterThanOrEqual(0.85);
  });

  it('never reads an unsubscribe or an out-of-office as interest', () => {
    const { confusion } = scoreEmbeddedClassifier(received);
    for (const cls of ['unsubscribe', 'out-of-office'] as const) {
      expect(confusion[cls].interested).toBe(0);
      expect(confusion[cls]['meeting-request']).toBe(0);
    }
  });

  it.each([
    ["I'm out until March 3", '2027-03-03'],
    ['Back on June 15.', '2027-06-15'],
    ['Je suis absente jusqu’au 3 mars.', '2027-03-03'],
    ['Ich bin bis zum 3. März im Urlaub.', '2027-03-03'],
    ['Fuera de la oficina hasta el 3 de marzo', '2027-03-03'],
    ['on vacation until 2027-08-21', '2027-08-21'],
    ['reach out in Q3', '2027-07-01'],
    ['back on January 5', '2028-01-05'],
    ['no date here', null],
  ])('finds the date in %j', (text, date) => {
    expect(firstDateIn(text, received)).toBe(date);
  });

  it('gives an out-of-office its return date', () => {
    expect(classifyReplyByRules("I'm out until March 3", received)).toMatchObject({
      class: 'out-of-office',
      resumeOn: '2027-03-03',
    });
  });

  it('gives a wrong person the referral named in the reply', () => {
    const result = classifyReplyByRules(
      "I'm not the right person for this. Please contact Jane Doe (jane.doe@acme.com).",
      received,
    );
    expect(result.referral).toEqual({ name: 'Jane Doe', email: 'jane.doe@acme.com' });
  });

  it('reads only the sender’s own words, not the quoted mail', () => {
    const reply = 'Not interested.\n\nOn Mon, Jan 4, Sam wrote:\n> Are you interested in a demo?';
    expect(ownWordsOf(reply)).toBe('Not interested.\n');
    expect(classifyReplyByRules(reply, received).class).toBe('not-interested');
  });
});

import type { GuardrailSettings } from '@leadpath/core/schemas/ai-training';
import { describe, expect, it } from 'vitest';
import { checkGuardrails, type GuardrailInput, type GuardrailRule } from './guardrails.ts';

const settings: GuardrailSettings = {
  bannedPhrases: ['guaranteed ROI', 'act now'],
  maxWords: 12,
  maxLinks: 1,
};

const cases: [string, GuardrailInput, GuardrailRule[]][] = [
  ['a plain short mail passes', { output: 'Hi Ann, a quick question about Acme.', fieldsGiven: true }, []],
  [
    'the prospect asks to unsubscribe',
    { output: 'Sure!', incomingMessage: 'Please remove me from your list', fieldsGiven: true },
    ['asks-to-unsubscribe'],
  ],
  [
    'opt-out phrased otherwise',
    { output: 'Noted.', incomingMessage: 'Stop emailing me.', fieldsGiven: true },
    ['asks-to-unsubscribe'],
  ],
  [
    'an interested reply is no escalation',
    { output: 'Great, Tuesday works.', incomingMessage: 'Sounds good, call me Tuesday', fieldsGiven: true },
    [],
  ],
  [
    'a placeholder left when fields were given',
    { output: 'Hi {{prospect_first_name}},', fieldsGiven: true },
    ['lacks-context'],
  ],
  [
    'placeholders are fine in a template for the sequence',
    { output: 'Hi {{prospect_first_name}},', fieldsGiven: false },
    [],
  ],
  ['an empty output lacks context', { output: '  ', fieldsGiven: false }, ['lacks-context']],
  [
    'a banned phrase, any case and spacing',
    { output: 'We offer Guaranteed   roi.', fieldsGiven: true },
    ['banned-phrase'],
  ],
  [
    'a forbidden claim from the knowledge base',
    { output: 'We are SOC 2 certified.', fieldsGiven: true, forbiddenClaims: ['SOC 2 certified'] },
    ['forbidden-claim'],
  ],
  [
    'too long',
    { output: 'one two three four five six seven eight nine ten eleven twelve thirteen', fieldsGiven: true },
    ['max-length'],
  ],
  ['too many links', { output: 'See https://a.example and www.b.example', fieldsGiven: true }, ['max-links']],
  ['one link is allowed', { output: 'See https://a.example/page.', fieldsGiven: true }, []],
  [
    'several at once, locked first',
    { output: 'Act now: {{x}}', incomingMessage: 'unsubscribe', fieldsGiven: true },
    ['asks-to-unsubscribe', 'lacks-context', 'banned-phrase'],
  ],
];

describe('guardrails', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    const found = checkGuardrails(input, settings);
    expect(found.map((violation) => violation.rule)).toEqual(expected);
    for (const violation of found) expect(violation.message.length).toBeGreaterThan(10);
  });

  it('says which phrase and which numbers', () => {
    const [banned] = checkGuardrails({ output: 'act now', fieldsGiven: false }, settings);
    expect(banned?.message).toContain('“act now”');
    const [long] = checkGuardrails({ output: 'a '.repeat(20), fieldsGiven: false }, settings);
    expect(long?.message).toBe('It has 20 words; the limit is 12.');
  });
});

import { type EvaluationChecks, evaluationChecksSchema } from '@leadpath/core/schemas/ai-training';
import { describe, expect, it } from 'vitest';
import { failedChecks } from './evaluation-checks.ts';
import { itemsFromMarkdown } from './markdown-items.ts';

const checks = (partial: Partial<EvaluationChecks>) => evaluationChecksSchema.parse(partial);

describe('evaluation checks', () => {
  it.each([
    ['mentions the company', 'Hi Jo at Acme', checks({ mustMention: ['acme'] }), []],
    ['misses the company', 'Hi Jo', checks({ mustMention: ['Acme'] }), ['It does not mention “Acme”.']],
    [
      'a banned claim',
      'We are the #1 tool',
      checks({ mustNotMention: ['#1'] }),
      ['It mentions “#1”, which it must not.'],
    ],
    ['an unresolved placeholder', 'Hi {{first_name}}', checks({}), ['It leaves {{first_name}} unresolved.']],
    ['placeholders allowed', 'Hi {{first_name}}', checks({ noPlaceholders: false }), []],
    ['too many words', 'one two three', checks({ maxWords: 2 }), ['It has 3 words; the case allows 2.']],
  ] as const)('%s', (_name, output, given, expected) => {
    expect(failedChecks(output, given)).toEqual(expected);
  });

  it('checks the classifier label', () => {
    expect(failedChecks('interested', checks({ expectedLabel: 'unsubscribe' }), 'interested')).toEqual([
      'It was classed “interested”, not “unsubscribe”.',
    ]);
    expect(failedChecks('unsubscribe', checks({ expectedLabel: 'unsubscribe' }), 'unsubscribe')).toEqual([]);
  });
});

describe('markdown import', () => {
  it('one item per # or ## heading; text before the first heading is titled by the file name', () => {
    const items = itemsFromMarkdown(
      'objection-answer',
      'sales/objections_faq.md',
      'Intro line\n# Too expensive\nPays back.\n### detail\nmore\n## No time ##\nA day.\r\n',
    );
    expect(items).toEqual([
      { kind: 'objection-answer', title: 'objections faq', body: 'Intro line' },
      { kind: 'objection-answer', title: 'Too expensive', body: 'Pays back.\n### detail\nmore' },
      { kind: 'objection-answer', title: 'No time', body: 'A day.' },
    ]);
  });

  it('an empty file gives nothing', () => {
    expect(itemsFromMarkdown('product-fact', 'empty.md', '  \n')).toEqual([]);
  });
});

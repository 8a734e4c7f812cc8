import { describe, expect, it } from 'vitest';
import { placeholdersIn, renderTemplate, sequencePlaceholders, unknownPlaceholders } from './placeholders.ts';

describe('sequence placeholders', () => {
  it('lists the calendar four, the prospect name and title, and the booking link', () => {
    expect(sequencePlaceholders).toEqual([
      'my_name',
      'my_company_name',
      'prospect_first_name',
      'prospect_last_name',
      'prospect_title',
      'prospect_company_name',
      'booking_link',
    ]);
  });

  it('finds unknown placeholders, each once, in order', () => {
    expect(
      unknownPlaceholders('Hi {{first_name}}, {{ prospect_title }} at {{company}} {{first_name}}'),
    ).toEqual(['first_name', 'company']);
    expect(unknownPlaceholders('Hi {{prospect_first_name}}')).toEqual([]);
    expect(placeholdersIn('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });

  it('fills values and names the missing ones instead of leaving blanks', () => {
    expect(
      renderTemplate('Hi {{prospect_first_name}}, {{my_name}} here. Book: {{booking_link}}', {
        prospect_first_name: 'Ada',
        my_name: 'Sam',
        booking_link: 'https://app.example.com/book/sam',
      }),
    ).toEqual({ text: 'Hi Ada, Sam here. Book: https://app.example.com/book/sam', missing: [] });
    expect(
      renderTemplate('{{prospect_title}} at {{prospect_company_name}} {{prospect_title}}', {
        prospect_title: ' ',
      }),
    ).toEqual({
      text: '{{prospect_title}} at {{prospect_company_name}} {{prospect_title}}',
      missing: ['prospect_title', 'prospect_company_name'],
    });
  });
});

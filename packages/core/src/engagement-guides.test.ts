import { describe, expect, it } from 'vitest';
import { personalityTypes, writeEngagementGuide } from './engagement-guides.ts';

const subject = { firstName: 'Alex', lastName: 'Garcia', title: 'VP Sales', companyName: 'Northwind' };

describe('writeEngagementGuide', () => {
  it.each(personalityTypes)('type %s holds the four required sections', (type) => {
    const guide = writeEngagementGuide(type, subject);
    expect(guide).toContain('## Communication Approach');
    expect(guide).toContain('## Engagement Guide');
    expect(guide).toContain('### Energizers');
    expect(guide).toContain('### Drainers');
    expect(guide).toContain(`## Working With Type ${type}`);
    expect(guide).toContain('## What to Avoid in a First Message');
  });

  it('fills in the prospect’s name, title and company', () => {
    const guide = writeEngagementGuide('D', subject);
    expect(guide).toMatch(/^# Alex Garcia: Type D \(Dominance\)/);
    expect(guide).toContain('VP Sales at Northwind');
    expect(guide).toContain('for Northwind');
    expect(guide).not.toMatch(/\{first\}|\{company\}/);
  });

  it('lists energizers and drainers as bullet lists', () => {
    const guide = writeEngagementGuide('S', subject);
    const energizers = guide.split('### Energizers')[1]?.split('###')[0] ?? '';
    expect(
      energizers
        .trim()
        .split('\n')
        .every((line) => line.startsWith('- ')),
    ).toBe(true);
  });

  it('reads well without a title or company', () => {
    const guide = writeEngagementGuide('C', { firstName: 'Sam', lastName: '', title: '', companyName: '' });
    expect(guide).toMatch(/^# Sam: Type C/);
    expect(guide).toContain('their company');
  });
});

import { phoneFacts } from '@leadpath/core/phone-number';
import { describe, expect, it } from 'vitest';
import { companyNameFromDomain, emailDomainOf } from './email-domain.ts';
import { applyPattern, guessEmailPattern } from './email-pattern.ts';
import { findValues } from './find-values.ts';
import { normaliseLinkedinUrl } from './linkedin-url.ts';
import { splitFullName } from './name-split.ts';
import { titleFacts } from './title-rules.ts';

describe('email domain', () => {
  it.each([
    ['jane@acme.com', { domain: 'acme.com', kind: 'work' }],
    ['Jane.Doe@ACME.co.uk ', { domain: 'acme.co.uk', kind: 'work' }],
    ['someone@gmail.com', { domain: 'gmail.com', kind: 'free' }],
    ['x@yahoo.fr', { domain: 'yahoo.fr', kind: 'free' }],
    ['temp@mailinator.com', { domain: 'mailinator.com', kind: 'disposable' }],
    ['not an email', null],
    ['', null],
  ])('%j → %j', (email, expected) => {
    expect(emailDomainOf(email)).toEqual(expected);
  });

  it.each([
    ['acme.com', 'Acme'],
    ['acme-robotics.co.uk', 'Acme Robotics'],
    ['www.globex.io', 'Globex'],
    ['mail.initech.de', 'Initech'],
  ])('company name of %s is %s', (domain, name) => {
    expect(companyNameFromDomain(domain)).toBe(name);
  });
});

describe('name split', () => {
  it.each([
    ['Jane Doe', { firstName: 'Jane', lastName: 'Doe' }],
    ['Dr. Jane van der Berg, PhD', { firstName: 'Jane', lastName: 'van der Berg' }],
    ['Doe, Jane', { firstName: 'Jane', lastName: 'Doe' }],
    ['Mary Ann Smith Jr.', { firstName: 'Mary Ann', lastName: 'Smith' }],
    ['Ana de la Cruz', { firstName: 'Ana', lastName: 'de la Cruz' }],
    ['Cher', { firstName: 'Cher', lastName: '' }],
    ['  ', null],
  ])('%j → %j', (full, expected) => {
    expect(splitFullName(full)).toEqual(expected);
  });
});

describe('title → seniority and department', () => {
  it.each([
    ['CEO', 'c-level', 'executive'],
    ['Chief Financial Officer', 'c-level', 'finance'],
    ['VP of Sales', 'vp', 'sales'],
    ['Head of Marketing', 'head', 'marketing'],
    ['Director, Engineering', 'director', 'engineering'],
    ['Sales Operations Manager', 'manager', 'sales'],
    ['Senior Software Engineer', 'senior', 'engineering'],
    ['Marketing Intern', 'entry', 'marketing'],
    ['Co-founder', 'owner', 'executive'],
    ['HR Business Partner', null, 'hr'],
    ['Astronaut', null, null],
  ])('%s → %s / %s', (title, seniority, department) => {
    expect(titleFacts(title)).toEqual({ seniority, department });
  });
});

describe('phone to E.164', () => {
  it.each([
    ['+33 6 12 34 56 78', undefined, { e164: '+33612345678', country: 'FR', lineType: 'mobile' }],
    ['(415) 555-2671', 'US', { e164: '+14155552671', country: 'US' }],
    ['030 901820', 'DE', { e164: '+4930901820', country: 'DE', lineType: 'fixed-line' }],
    ['+44 20 7946 0958', undefined, { e164: '+442079460958', country: 'GB', lineType: 'fixed-line' }],
    ['12345', undefined, null],
    ['', undefined, null],
  ])('%j (%s) → %j', (raw, country, expected) => {
    const facts = phoneFacts(raw, country ? { country } : undefined);
    if (expected === null) expect(facts).toBeNull();
    else expect(facts).toMatchObject(expected);
  });
});

describe('LinkedIn URL', () => {
  it.each([
    ['linkedin.com/in/JaneDoe/', 'https://www.linkedin.com/in/janedoe'],
    ['https://fr.linkedin.com/in/jane-doe-123?trk=x', 'https://www.linkedin.com/in/jane-doe-123'],
    ['http://www.linkedin.com/company/acme/about/', 'https://www.linkedin.com/company/acme'],
    ['https://example.com/in/jane', null],
    ['https://www.linkedin.com/feed/', null],
    ['', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseLinkedinUrl(raw)).toBe(expected);
  });
});

describe('email pattern', () => {
  it('guesses the pattern two known addresses agree on', () => {
    const known = [
      { email: 'jane.doe@acme.com', firstName: 'Jane', lastName: 'Doe' },
      { email: 'sam.lee@acme.com', firstName: 'Sam', lastName: 'Lee' },
      { email: 'bob@acme.com', firstName: 'Bob', lastName: 'Ray' },
    ];
    expect(guessEmailPattern(known)).toBe('{first}.{last}');
    expect(guessEmailPattern(known.slice(0, 1))).toBeNull();
    expect(applyPattern('{f}{last}', 'Zoë', 'Müller')).toBe('zmuller');
  });
});

describe('all rules on one prospect', () => {
  const base = {
    firstName: 'Jane',
    lastName: 'Doe',
    title: '',
    email: '',
    phone: '',
    linkedinUrl: '',
    timeZone: null,
    companyName: null,
    companyLocation: null,
  };

  it('finds the company, the phone and the time zone with their sources', () => {
    const values = findValues({ ...base, email: 'jane@acme-robotics.com', phone: '+33 6 12 34 56 78' });
    expect(values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'companyDomain', value: 'acme-robotics.com' }),
        expect.objectContaining({ field: 'companyName', value: 'Acme Robotics' }),
        expect.objectContaining({
          field: 'phone',
          value: '+33612345678',
          source: 'Rules (offline): libphonenumber',
        }),
        expect.objectContaining({ field: 'timeZone', value: 'Europe/Paris' }),
      ]),
    );
  });

  it('a free address names no company, and a known zone is not found again', () => {
    const fields = findValues({
      ...base,
      email: 'jane@gmail.com',
      timeZone: 'Europe/Berlin',
      companyLocation: 'Paris, France',
    }).map((v) => v.field);
    expect(fields).toEqual(['emailKind']);
  });

  it('splits a full name typed in the first name only', () => {
    const values = findValues({ ...base, firstName: 'Jane Doe', lastName: '' });
    expect(
      values.filter((v) => v.field === 'firstName' || v.field === 'lastName').map((v) => v.value),
    ).toEqual(['Jane', 'Doe']);
  });
});

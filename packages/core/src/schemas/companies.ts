import { z } from 'zod';
import { clearableField } from './merge-patch.ts';
import { linkedinUrl, optionalLinkedinUrl, sortDirections } from './prospects.ts';

export const COMPANY_NOT_FOUND = 'Company not found';
export const COMPANY_NAME_REQUIRED = 'Please enter a company name';
export const INVALID_DOMAIN = 'Please enter a valid domain, like acme.com';
export const INVALID_COMPANY_LINKEDIN_URL = 'Please enter a valid LinkedIn URL';

/** Refused: another of the owner's companies has this domain (REST 409); the message names it. */
export const companyDomainTaken = (name: string, domain: string) =>
  `${name} already has the domain ${domain}`;

/** What a create does when the domain is taken: refuse (409), or merge into that company. */
export const domainTakenChoices = ['refuse', 'merge'] as const;

export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  text(max, label)
    .optional()
    .transform((value) => value ?? '');

const name = z
  .string({ error: COMPANY_NAME_REQUIRED })
  .trim()
  .min(1, COMPANY_NAME_REQUIRED)
  .max(150, 'Company name must be at most 150 characters');

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, INVALID_DOMAIN)
  .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .refine((value) => value === '' || /^([a-z0-9-]+\.)+[a-z]{2,}$/.test(value), INVALID_DOMAIN);

const companyFields = {
  name,
  domain: domain.optional().transform((value) => value ?? ''),
  industry: optionalText(100, 'Industry'),
  size: optionalText(20, 'Size'),
  location: optionalText(150, 'Location'),
  linkedinUrl: optionalLinkedinUrl(INVALID_COMPANY_LINKEDIN_URL),
};

export const createCompanySchema = z.object({
  ...companyFields,
  /** merge: the company with this domain gets the fields it has empty, and is answered instead. */
  ifDomainTaken: z.enum(domainTakenChoices, { error: 'ifDomainTaken is refuse or merge' }).default('refuse'),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

export const companyIdSchema = z.object({ id: z.string().min(1) });

/**
 * PATCH /api/companies/{id} as a JSON merge patch (RFC 7396): only the fields sent change; null
 * clears a field that may be empty; the name cannot be cleared.
 */
export const companyPatchSchema = z.object({
  name: name.optional(),
  domain: clearableField(domain, ''),
  industry: clearableField(text(100, 'Industry'), ''),
  size: clearableField(text(20, 'Size'), ''),
  location: clearableField(text(150, 'Location'), ''),
  linkedinUrl: clearableField(linkedinUrl(INVALID_COMPANY_LINKEDIN_URL), ''),
});
export type CompanyPatch = z.output<typeof companyPatchSchema>;

export const updateCompanySchema = companyIdSchema.extend(companyPatchSchema.shape);
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

export const companySorts = ['name', 'createdAt'] as const;
export type CompanySort = (typeof companySorts)[number];

export const companyFilterSchema = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  sort: z.enum(companySorts, { error: 'Unknown sort' }).default('name'),
  direction: z.enum(sortDirections, { error: 'Unknown direction' }).default('asc'),
});
export type CompanyFilter = z.input<typeof companyFilterSchema>;

export const listCompaniesSchema = companyFilterSchema.extend({
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(25),
});
export type ListCompaniesInput = z.input<typeof listCompaniesSchema>;

import { z } from 'zod';
import { optionalLinkedinUrl, sortDirections } from './prospects.ts';

export const COMPANY_NOT_FOUND = 'Company not found';
export const COMPANY_NAME_REQUIRED = 'Please enter a company name';
export const INVALID_DOMAIN = 'Please enter a valid domain, like acme.com';
export const INVALID_COMPANY_LINKEDIN_URL = 'Please enter a valid LinkedIn URL';

export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

const companyFields = {
  name: z
    .string()
    .trim()
    .min(1, COMPANY_NAME_REQUIRED)
    .max(150, 'Company name must be at most 150 characters'),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, INVALID_DOMAIN)
    .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
    .refine((value) => value === '' || /^([a-z0-9-]+\.)+[a-z]{2,}$/.test(value), INVALID_DOMAIN)
    .optional()
    .transform((value) => value ?? ''),
  industry: optionalText(100, 'Industry'),
  size: optionalText(20, 'Size'),
  location: optionalText(150, 'Location'),
  linkedinUrl: optionalLinkedinUrl(INVALID_COMPANY_LINKEDIN_URL),
};

export const createCompanySchema = z.object(companyFields);
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

export const updateCompanySchema = z.object({ id: z.string().min(1), ...companyFields });
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;

export const companyIdSchema = z.object({ id: z.string().min(1) });

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

import { type ImportField, importFields } from '@leadpath/core/schemas/prospects';

const headerAliases: Record<ImportField, string[]> = {
  fullName: ['name', 'fullname', 'contact', 'contactname'],
  firstName: ['firstname', 'first', 'givenname'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail', 'workemail'],
  title: ['title', 'jobtitle', 'position', 'role'],
  phone: ['phone', 'phonenumber', 'mobile', 'tel', 'telephone'],
  linkedinUrl: ['linkedin', 'linkedinurl', 'linkedinprofile', 'linkedinprofileurl', 'profileurl'],
  company: ['company', 'companyname', 'organization', 'organisation', 'account', 'accountname'],
  status: ['status', 'stage'],
  timeZone: ['timezone', 'tz', 'zone'],
};

export type ColumnMapping = (ImportField | '')[];

/** A first guess at what each column holds, from its header; each field is taken once. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const key = header.toLowerCase().replace(/[^a-z]/g, '');
    const field = importFields.find((f) => !taken.has(f) && headerAliases[f].includes(key));
    if (!field) return '';
    taken.add(field);
    return field;
  });
}

/** One data row as the values of the mapped fields. */
export function valuesOf(
  cells: readonly string[],
  mapping: ColumnMapping,
): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {};
  mapping.forEach((field, index) => {
    if (field && cells[index] !== undefined) values[field] = cells[index];
  });
  return values;
}

export type Seniority = 'c-level' | 'vp' | 'director' | 'head' | 'manager' | 'senior' | 'entry' | 'owner';

export type Department =
  | 'executive'
  | 'sales'
  | 'marketing'
  | 'engineering'
  | 'product'
  | 'finance'
  | 'hr'
  | 'operations'
  | 'it'
  | 'legal'
  | 'customer-success'
  | 'design';

/** Checked in order: "VP of Sales Operations" is vp before manager, sales before operations. */
const SENIORITY: [Seniority, RegExp][] = [
  ['owner', /\b(founder|co-?founder|owner|proprietor)\b/],
  [
    'c-level',
    /\b(ceo|cto|cfo|coo|cmo|cro|cio|ciso|cpo|chief|president|managing director|geschäftsführer|directeur général)\b/,
  ],
  ['vp', /\b(vp|svp|evp|vice[- ]president)\b/],
  ['head', /\bhead of\b|\bleiter\b|\bresponsable\b/],
  ['director', /\b(director|directeur|directora?)\b/],
  ['manager', /\b(manager|lead|team lead|supervisor|gerente)\b/],
  ['entry', /\b(intern|trainee|junior|jr|assistant|apprentice|werkstudent|stagiaire)\b/],
  ['senior', /\b(senior|sr|principal|staff)\b/],
];

const DEPARTMENT: [Department, RegExp][] = [
  [
    'sales',
    /\b(sales|account executive|business development|bdr|sdr|cro|revenue|vertrieb|ventas|commercial)\b/,
  ],
  ['marketing', /\b(marketing|cmo|growth|brand|demand gen|seo|content)\b/],
  ['customer-success', /\b(customer success|customer experience|support|account manager)\b/],
  ['engineering', /\b(engineer|engineering|developer|cto|software|devops|architect|entwickler|ingénieur)\b/],
  ['product', /\b(product|cpo)\b/],
  ['design', /\b(design|designer|ux|ui)\b/],
  ['finance', /\b(finance|financial|cfo|accounting|accountant|controller|treasurer|finanz)\b/],
  ['hr', /\b(hr|human resources|people|talent|recruit\w*|personal)\b/],
  ['it', /\b(it|cio|ciso|information technology|security|infrastructure|sysadmin)\b/],
  ['legal', /\b(legal|counsel|lawyer|attorney|compliance|juriste)\b/],
  ['operations', /\b(operations|coo|ops|logistics|supply chain)\b/],
  ['executive', /\b(ceo|president|founder|co-?founder|owner|managing director|geschäftsführer)\b/],
];

/** A job title's seniority and department, or null for each the rules cannot tell. */
export function titleFacts(title: string): { seniority: Seniority | null; department: Department | null } {
  const lower = title.toLowerCase();
  return {
    seniority: SENIORITY.find(([, rule]) => rule.test(lower))?.[0] ?? null,
    department: DEPARTMENT.find(([, rule]) => rule.test(lower))?.[0] ?? null,
  };
}

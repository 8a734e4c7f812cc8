/** "1 prospect at 1 company", "10,000+ prospects at 25 companies": the audience in words. */
export function audienceInWords(audience: { prospects: number; companies: number; capped: boolean }): string {
  const counted = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-US')}${audience.capped && n >= 10_000 ? '+' : ''} ${n === 1 ? one : many}`;
  return `${counted(audience.prospects, 'prospect', 'prospects')} at ${counted(audience.companies, 'company', 'companies')}`;
}

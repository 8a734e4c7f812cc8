const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'prof',
  'sir',
  'dame',
  'm',
  'mme',
  'herr',
  'frau',
  'sr',
  'sra',
]);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'mba', 'cpa']);
/** Particles that belong to the last name: "Ludwig van Beethoven", "Ana de la Cruz". */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'bin',
  'al',
]);

const bare = (word: string) => word.toLowerCase().replace(/[.,]/g, '');

/** "Dr. Jane van der Berg, PhD" → { firstName: "Jane", lastName: "van der Berg" }; "Berg, Jane" too. */
export function splitFullName(full: string): { firstName: string; lastName: string } | null {
  let text = full.trim().replace(/\s+/g, ' ');
  const comma = text.match(/^([^,]+),\s*([^,]+)$/);
  if (comma && !SUFFIXES.has(bare(comma[2]!))) text = `${comma[2]} ${comma[1]}`;
  const words = text.split(' ').filter((w) => w && !HONORIFICS.has(bare(w)) && !SUFFIXES.has(bare(w)));
  if (words.length === 0) return null;
  if (words.length === 1) return { firstName: words[0]!.replace(/,$/, ''), lastName: '' };
  let lastStart = words.length - 1;
  while (lastStart > 1 && PARTICLES.has(bare(words[lastStart - 1]!))) lastStart -= 1;
  return {
    firstName: words.slice(0, lastStart).join(' ').replace(/,$/, ''),
    lastName: words.slice(lastStart).join(' ').replace(/,$/, ''),
  };
}

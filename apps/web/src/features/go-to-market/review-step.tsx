import type { Draft } from './draft';

const listed = (entries: string[]) => (entries.length ? entries.join(', ') : 'Any');

/** Everything the playbook says, and how prospects are scored, before it is activated. */
export function ReviewStep({ draft }: { draft: Draft }) {
  const { profile } = draft;
  return (
    <div className="flex max-w-3xl flex-col gap-6 text-sm">
      <section aria-labelledby="review-profile">
        <h3 id="review-profile" className="mb-2 font-medium">
          Ideal customer profile
        </h3>
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">Industries</dt>
          <dd>{listed(profile.industries)}</dd>
          <dt className="text-muted-foreground">Company sizes</dt>
          <dd>{listed(profile.companySizes)}</dd>
          <dt className="text-muted-foreground">Locations</dt>
          <dd>{listed(profile.locations)}</dd>
          <dt className="text-muted-foreground">Titles</dt>
          <dd>{listed(profile.titles)}</dd>
          <dt className="text-muted-foreground">Seniority</dt>
          <dd>{listed(profile.seniorities)}</dd>
          <dt className="text-muted-foreground">Excluded</dt>
          <dd>{[...profile.excludedIndustries, ...profile.excludedTitles].join(', ') || 'Nothing'}</dd>
        </dl>
      </section>
      <section aria-labelledby="review-personas">
        <h3 id="review-personas" className="mb-2 font-medium">
          Personas
        </h3>
        <ul className="list-disc pl-5">
          {draft.personas.map((persona, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: personas have no id
            <li key={index}>
              {persona.name}: {persona.sequenceId ? 'sequence linked' : 'no sequence yet'}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="review-scoring">
        <h3 id="review-scoring" className="mb-2 font-medium">
          Scoring rules
        </h3>
        {draft.scoringRules.length ? (
          <ul className="flex flex-col gap-1">
            {draft.scoringRules.map((rule, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id
              <li key={index} className="flex gap-2">
                <span className="w-12 shrink-0 text-right font-medium tabular-nums">
                  {rule.points > 0 ? '+' : ''}
                  {rule.points}
                </span>
                <span>
                  {rule.reason}{' '}
                  <span className="text-muted-foreground">
                    ({rule.attribute} {rule.match} {rule.value})
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No scoring rules: every prospect scores 0.</p>
        )}
      </section>
    </div>
  );
}

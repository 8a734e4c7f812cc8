import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SessionView } from './dialer-session';
import { ModelOpener } from './model-opener';

type Script = NonNullable<SessionView['current']>['script'];

const stageLabel = (stage: string) => stage.charAt(0).toUpperCase() + stage.slice(1);

/** The team's script for the prospect on screen, with the call-script agent's guidance (AI Training). */
export function CallScriptCard({ script }: { script: Script }) {
  return (
    <Card data-slot="call-script">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Script</h2>
        </CardTitle>
        <CardDescription>{script.opener}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <ModelOpener opener={script.modelOpener} />
        <ObjectionAnswers objections={script.objections} />
        <AgentGuidance agent={script.agent} />
      </CardContent>
    </Card>
  );
}

/** The team's answers, then the knowledge base's, each marked by where it comes from. */
function ObjectionAnswers({ objections }: { objections: Script['objections'] }) {
  return (
    <section aria-labelledby="call-script-objections">
      <h3 id="call-script-objections" className="mb-2 font-medium">
        If they say…
      </h3>
      <dl className="flex flex-col gap-2">
        {objections.map((entry) => (
          <div key={`${entry.source}:${entry.objection}`}>
            <dt className="flex flex-wrap items-center gap-2 font-medium">
              “{entry.objection}”
              {entry.source === 'knowledge' && <Badge variant="outline">Knowledge base</Badge>}
            </dt>
            <dd className="whitespace-pre-wrap text-muted-foreground">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The call-script agent's version at work: its stages, instructions, facts and claims never to make. */
function AgentGuidance({ agent }: { agent: Script['agent'] }) {
  return (
    <section
      aria-labelledby="call-script-agent"
      data-slot="call-script-agent"
      className="flex flex-col gap-2"
    >
      <h3 id="call-script-agent" className="font-medium">
        {agent.version ? `Call script v${agent.version.number}` : 'Call script (built-in defaults)'}
      </h3>
      {agent.stages.length > 0 && (
        <ol aria-label="Stages of the call" className="flex flex-wrap gap-1">
          {agent.stages.map((stage, index) => (
            <li key={stage}>
              <Badge variant="secondary">
                {index + 1}. {stageLabel(stage)}
              </Badge>
            </li>
          ))}
        </ol>
      )}
      {agent.instructions && (
        <p className="whitespace-pre-wrap text-muted-foreground">{agent.instructions}</p>
      )}
      {agent.facts.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium">Facts for this prospect</summary>
          <dl className="mt-2 flex flex-col gap-2">
            {agent.facts.map((fact) => (
              <div key={fact.title}>
                <dt className="font-medium">{fact.title}</dt>
                <dd className="whitespace-pre-wrap text-muted-foreground">{fact.body}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {agent.neverClaim.length > 0 && (
        <div>
          <h4 className="font-medium text-destructive">Never claim</h4>
          <ul aria-label="Never claim" className="list-disc pl-5 text-muted-foreground">
            {agent.neverClaim.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

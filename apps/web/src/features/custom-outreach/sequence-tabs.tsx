import type { RouterOutputs } from '@leadpath/api';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LazyEnrollmentsTab, LazyResultsTab, LazyScheduleTab, LazyTasksList, preloadTab } from './lazy-parts';
import { StepsTab } from './steps-tab';

type Sequence = RouterOutputs['sequences']['get'];

const tabs = [
  { value: 'steps', label: 'Steps' },
  { value: 'enrollments', label: 'Enrollments' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'results', label: 'Results' },
  { value: 'tasks', label: 'Tasks' },
] as const;
export type SequenceTab = (typeof tabs)[number]['value'];

/** The sequence's five tabs; all but Steps load their code when hovered, focused or opened (ADR 075). */
export function SequenceTabs({
  sequence,
  tab,
  onTabChange,
}: {
  sequence: Sequence;
  tab: SequenceTab;
  onTabChange: (tab: SequenceTab) => void;
}) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as SequenceTab)}>
      <TabsList aria-label="Sequence">
        {tabs.map((item) => (
          <TabsTrigger
            key={item.value}
            value={item.value}
            onPointerEnter={preloadTab[item.value]}
            onFocus={preloadTab[item.value]}
          >
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="steps">
        <StepsTab sequence={sequence} />
      </TabsContent>
      <TabsContent value="enrollments">
        <LazyEnrollmentsTab sequenceId={sequence.id} />
      </TabsContent>
      <TabsContent value="schedule">
        <LazyScheduleTab sequenceId={sequence.id} status={sequence.status} />
      </TabsContent>
      <TabsContent value="results">
        <LazyResultsTab sequence={sequence} />
      </TabsContent>
      <TabsContent value="tasks">
        <LazyTasksList sequenceId={sequence.id} />
      </TabsContent>
    </Tabs>
  );
}

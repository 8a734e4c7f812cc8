import { ShieldIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A staff-only area (spec §6) refused to a customer: no plan opens it, so none is offered. */
export function StaffOnlyNotice({ title }: { title: string }) {
  return (
    <Card data-slot="staff-only">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldIcon aria-hidden className="size-4 text-muted-foreground" />
          This page is for Leadpath staff
        </CardTitle>
        <CardDescription>
          {title} is used by our team to train the agents; it is not part of any plan.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

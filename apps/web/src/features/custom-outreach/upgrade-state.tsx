import { Link } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** What a user whose plan does not include Custom outreach sees (spec §8), as on the other gated areas. */
export function UpgradeState() {
  return (
    <Card data-slot="upgrade-prompt">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LockIcon aria-hidden className="size-4 text-muted-foreground" />
          Pick a plan to use this feature
        </CardTitle>
        <CardDescription>Your current plan does not include Custom outreach.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/pricing">See plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

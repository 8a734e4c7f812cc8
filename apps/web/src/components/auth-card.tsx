import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface AuthCardProps {
  /** The page's one heading. */
  title: ReactNode;
  description?: ReactNode;
  /** The brand above the card links home; pages with nowhere to go yet (setup, sign-up) show it plain. */
  homeLink?: boolean;
  /** Props of the card's content box (its layout, a live region). */
  content?: ComponentProps<typeof CardContent>;
  children: ReactNode;
}

/** The signed-out pages' frame: the brand, then one narrow card with the page's heading, centred. */
export function AuthCard({ title, description, homeLink = true, content, children }: AuthCardProps) {
  const brand = 'font-semibold text-xl tracking-tight';
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 p-4 sm:p-10">
      {homeLink ? (
        <a href="/" className={brand}>
          Leadpath
        </a>
      ) : (
        <span className={brand}>Leadpath</span>
      )}
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle className="text-xl">
            <h1>{title}</h1>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent {...content}>{children}</CardContent>
      </Card>
    </main>
  );
}

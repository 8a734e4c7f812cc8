import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import { router } from './router';

/**
 * React's root, the router with its route table and the providers: the second stage of the entry
 * (main.tsx), evaluated in a task of its own (ADR 085). Its chunks are preloaded by index.html.
 */
export function startApp(container: HTMLElement): void {
  const root = createRoot(container);
  // The first render as a transition: React renders it in short slices instead of one long task. A
  // page painted by the server's shell (ADR 085) stays on screen meanwhile, so nothing is waited for.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startEarly } from './app/start-early';
import './styles.css';

startEarly(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const root = createRoot(container);
// The first render as a transition: React renders it in short slices instead of one long task. A page
// painted by the server's shell (ADR 085) stays on screen meanwhile, so nothing is waited for.
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

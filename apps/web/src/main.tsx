import { startEarly } from './app/start-early';
import './styles.css';

// The entry in two stages, each evaluated in a task of its own (ADR 085): first the requests the first
// page waits on, then React, the router and the providers (app/start-app.tsx), which index.html
// preloads beside this file (apps/web/entry-stages.ts), so the stage costs no round trip.
startEarly(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

void import('./app/start-app').then((module) => module.startApp(container));

import './app/global.css';
import { holdEarlyTaps } from './lib/early-taps';
import { sendEarlyQueries } from './lib/early-queries';

/** A new task: the browser may paint and answer a tap between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Starting means evaluating some 370 KB of JavaScript: React, then the app. In one task (with
// Apollo, then 530 KB) that held a phone's main thread for about a quarter of a second at 4x
// slowdown (issue 9's TBT); here each is its own task. The files still download in parallel from
// the start: index.html and the server-rendered pages preload them (vite.config.ts,
// preloadStartup). Apollo is not among them: the public pages do without it (lib/public-data.ts),
// and the other pages load it with their code.
async function start() {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start');
  startApp();
}

// A signed-in page's data is asked for now, while the scripts download, not after them.
sendEarlyQueries(window.location);
// A page the server rendered can be tapped before the app has loaded: hold that tap for it.
const root = document.getElementById('root');
if (root?.firstElementChild) holdEarlyTaps(root);
void start();

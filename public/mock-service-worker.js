/*
 * The mock platform's service worker (demo, development and Storybook; the members' build ships
 * neither this file nor MSW's): MSW's own worker, kept exactly as `msw init` generates it, behind
 * one rule of ours.
 *
 * MSW's worker asks the page's main thread about every request of a page it controls, the app's
 * own scripts and styles included, and each waits for that answer: the first screen's ~40 chunks
 * queued behind a busy main thread (a page load of the demo took ~1.7 s, of which ~0.5 s was
 * chunks waiting). Only calls are ever mocked, and every mocked host is another origin
 * (the API, media and statistics hosts); this origin's scripts, styles, fonts and pictures go
 * straight to the network. The check runs before MSW's listener, which then never sees them.
 */
self.addEventListener('fetch', (event) => {
  const { request } = event;
  const ownFile =
    request.destination !== '' && new URL(request.url).origin === self.location.origin;
  if (ownFile) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');

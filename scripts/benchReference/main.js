// `npm run bench`'s reference (issue 43.6): the smallest Vite + React Router app – a heading and a paragraph
// drawn by React in the browser, nothing else – served and measured beside the portal in the same run.
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

function Page() {
  return h(
    'main',
    null,
    h('h1', null, 'Übersicht'),
    h(
      'p',
      null,
      'Hier sehen Sie Ihre letzten Bestellungen, offene Angebote und die Dokumente Ihrer Firma auf einen Blick.',
    ),
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    h(StrictMode, null, h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Page) })))),
  );

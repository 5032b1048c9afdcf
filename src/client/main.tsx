import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { checkStorage } from './lib/app-state';
import { watchChunkLoadFailures } from './lib/chunk-reload';
import { setupI18n } from './lib/i18n';

checkStorage();
watchChunkLoadFailures();
await setupI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);

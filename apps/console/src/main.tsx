import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startEarlyChecks } from './app/early-checks';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';

// Before the router asks for the first page's modules, so the checks run while they download.
startEarlyChecks(window.location.pathname);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

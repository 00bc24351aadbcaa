import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { loadRuntimeConfig } from './config';
import { createPortalServices } from './session/services';
import { SessionProvider } from './session/SessionContext';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) => {
    const services = createPortalServices(config);
    root.render(
      <StrictMode>
        <SessionProvider services={services}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </SessionProvider>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main className="page-message" role="alert">
        <h1>Figura could not start</h1>
        <p>The portal configuration could not be loaded. Please reload the page.</p>
      </main>,
    );
  });

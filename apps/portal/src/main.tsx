import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createFiguraI18n, translator, whenTranslated } from '@figura/sdk-core/i18n';
import { I18nProvider } from '@figura/react-editor/i18n';
import { BreadcrumbsProvider } from '@figura/react-editor/breadcrumbs';
import { App, preloadPageAt } from './App';
import { loadRuntimeConfig } from './config';
import { createPortalServices } from './session/services';
import { SessionProvider } from './session/SessionContext';
import { documentBreadcrumbsJar } from './navigation/breadcrumbs-cookie-jar';
import { MonitoringProvider } from './monitoring/MonitoringProvider';
import { DataCacheProvider } from './cache/DataCacheProvider';
import { COMPONENT_CSS, customProperties } from '@figura/sdk-core/design';
// Inter from the first paint (the editor's font menu loads its own faces when it opens).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './styles.css';

// The design tokens every Figura site shares, as --figura-* properties (styles.css reads them);
// set through the CSSOM, which a strict style-src allows.
for (const [name, value] of customProperties('--figura-'))
  document.documentElement.style.setProperty(name, value);
// The shared components (buttons, fields, cards, menus...) beside them, adopted the same way. Its
// rules weigh nothing (:where), so styles.css refines them page by page.
const components = new CSSStyleSheet();
components.replaceSync(COMPONENT_CSS);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, components];

/** The portal's namespaces, loaded before its first page; the editor's load on its route. */
const PORTAL_NAMESPACES = ['portal', 'common'];

const root = createRoot(document.getElementById('root')!);
// The portal's strings come from its public locales folder, beside the runtime config.
// The runtime config may turn on the pseudo-locale (test stacks only) before the first render.
let pseudoLocale = false;
const i18n = createFiguraI18n({
  localesUrl: new URL('/locales/', window.location.href),
  ns: PORTAL_NAMESPACES,
  pseudo: () => pseudoLocale,
});
const strings = whenTranslated(i18n, PORTAL_NAMESPACES).then(() => {
  document.documentElement.lang = i18n.language;
});

// The first page's code comes beside them, so it shows at once (no loading line).
Promise.all([loadRuntimeConfig(), strings, preloadPageAt(window.location.pathname)])
  .then(([config]) => {
    pseudoLocale = config.pseudoLocale;
    const services = createPortalServices(config);
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <SessionProvider services={services}>
            <DataCacheProvider>
              <MonitoringProvider monitoring={services.monitoring} session={services.session.store}>
                <BreadcrumbsProvider cookie={documentBreadcrumbsJar(document)}>
                  <BrowserRouter>
                    <App />
                  </BrowserRouter>
                </BreadcrumbsProvider>
              </MonitoringProvider>
            </DataCacheProvider>
          </SessionProvider>
        </I18nProvider>
      </StrictMode>,
    );
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await strings;
    const t = translator(i18n, 'portal');
    root.render(
      <main className="page-message" role="alert">
        <h1>{t('startFailed.title')}</h1>
        <p>{t('startFailed.text')}</p>
      </main>,
    );
  });

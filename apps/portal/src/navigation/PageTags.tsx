import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { headTags, pageTagsFor } from './page-tags';

/**
 * Keeps <title>, the canonical link and the social tags of the head in step with the route
 * (spec §2). Tags the server wrote are found and updated, never added twice.
 */
export function PageTags() {
  const { pathname, search } = useLocation();
  const { config } = useSession();
  const { t, i18n } = useTranslation('portal');
  // Read through a ref: a new `t` (more strings loaded) must not overwrite the title a page set
  // from its content since (the editor's creation name). A new address or language does.
  const text = useRef(t);
  text.current = t;
  const language = i18n.language;
  useEffect(() => {
    const t = text.current;
    const tags = pageTagsFor(pathname, search, config.portalUrl, t);
    document.title = tags.title;
    for (const tag of headTags(tags, t('pages.siteName'))) {
      const [attribute, name] = tag.key;
      const selector = `${tag.element}[${attribute}="${name}"]`;
      const found = document.head.querySelectorAll(selector);
      // Keep the first, drop any copy (a stale one a page or an extension added).
      for (const extra of [...found].slice(1)) extra.remove();
      let element = found[0];
      if (!element) {
        element = document.createElement(tag.element);
        element.setAttribute(attribute, name);
        document.head.append(element);
      }
      element.setAttribute(tag.valueAttribute, tag.value);
    }
  }, [pathname, search, config.portalUrl, language]);
  return null;
}

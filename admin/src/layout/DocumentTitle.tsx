import { useEffect } from 'react';

/** What a tab says before a page names itself, and after each page's name. */
export const APP_TITLE = 'vegeo — administración';

/** Sets the tab's title: `<page> · vegeo`. */
export function setDocumentTitle(page: string | undefined): void {
  document.title = page ? `${page} · vegeo` : APP_TITLE;
}

/**
 * Keeps the tab's title on the page's own (the one react-admin's `<Title>` puts in the app bar:
 * «Parroquias», «Parroquia Catedral (Libertador)»), so tabs and history tell pages apart.
 * Watches that one element only, not the page.
 */
export function DocumentTitle() {
  useEffect(() => {
    const title = document.getElementById('react-admin-title');
    if (!title) return undefined;
    const update = () => setDocumentTitle(title.textContent?.trim() || undefined);
    update();
    const observer = new MutationObserver(update);
    observer.observe(title, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      setDocumentTitle(undefined);
    };
  }, []);
  return null;
}

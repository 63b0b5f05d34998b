import { useEffect } from 'react';

/** Names the browser tab after the page, so tabs, history and screen readers say where you are. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · AgentDeck` : 'AgentDeck';
  }, [title]);
}

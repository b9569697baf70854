import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a list's search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a list's search box over the search it sends (`search`, e.g. kept in the URL):
 * typing is sent once it pauses, and a search changed from outside (back/forward) is shown,
 * without undoing what is being typed meanwhile.
 */
export function useSearchText({
  search,
  setSearch,
}: {
  search: string;
  setSearch: (search: string) => void;
}): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setText(search);
  }, [search]);
  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = next;
      setSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);
  return [text, setText];
}

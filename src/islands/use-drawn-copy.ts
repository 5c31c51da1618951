// The island's half of a drawn copy (lib/drawn-copies.ts): once the island shows a state of its
// own, the copy painted in its place goes in the same commit, and the content it then shows (the
// element given the returned ref) is kept for the next visit.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { dropDrawnCopy, keepDrawnCopy } from '../lib/drawn-copies.ts';

/** A ref for the island's drawn content; `settled` once the island shows its own state. */
export function useDrawnCopy<T extends HTMLElement>(name: string, settled: boolean): RefObject<T | null> {
  const content = useRef<T>(null);
  useLayoutEffect(() => {
    if (settled) dropDrawnCopy(name);
  }, [name, settled]);
  // After every render: the kept copy follows what the shopper last saw (a removed line, a currency).
  useEffect(() => {
    if (settled && content.current) keepDrawnCopy(name, content.current);
  });
  return content;
}

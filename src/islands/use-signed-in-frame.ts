// The island's half of the signed-in frame (components/content/SignedInFrame.astro): once the
// island shows a state of its own, the frame goes, before the browser paints that render.
import { useLayoutEffect } from 'react';

export function useSignedInFrameDropped(shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown) return;
    for (const frame of document.querySelectorAll('[data-signed-in-frame]')) frame.remove();
  }, [shown]);
}

// Formatting a stored number (src/lib/phone-format.ts, about 1 KB) for a part of a page that may
// have none to show, such as My Account's phone row: the formats load only when there is a number,
// and until they arrive it shows as stored (E.164).
import { useEffect, useState } from 'react';

type Format = (e164: string) => string;

let loading: Promise<Format> | undefined;

/** The formatter once loaded (started when `needed`), else undefined. */
export function usePhoneFormat(needed: boolean): Format | undefined {
  const [format, setFormat] = useState<Format>();
  useEffect(() => {
    if (!needed || format) return;
    let live = true;
    loading ??= import('../../lib/phone-format.ts').then((module) => module.formatPhone);
    loading.then(
      (loaded) => live && setFormat(() => loaded),
      () => (loading = undefined),
    );
    return () => {
      live = false;
    };
  }, [needed, format]);
  return format;
}

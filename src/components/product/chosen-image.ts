// The options island tells the gallery which photo shows the chosen colour. Either may run first
// (the gallery's script loads after paint, the island when the shopper reaches for it, or at once
// for a colour in the URL), so the last choice is kept on the document as well as announced.
const EVENT = 'product:image';

export function announceChosenImage(src: string): void {
  document.documentElement.dataset.productImage = src;
  document.dispatchEvent(new CustomEvent(EVENT, { detail: { src } }));
}

/** Calls back with the chosen colour's photo: the one chosen already, if any, then each new one. */
export function onChosenImage(callback: (src: string) => void): void {
  const chosen = document.documentElement.dataset.productImage;
  if (chosen) callback(chosen);
  document.addEventListener(EVENT, (event) => {
    const src = (event as CustomEvent<{ src?: string }>).detail?.src;
    if (src) callback(src);
  });
}

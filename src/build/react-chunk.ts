// React as one chunk. Left to the bundler, it comes in five files (react-dom's client, react,
// react-dom, the JSX runtime and the module runtime they share), because islands import different
// parts of it. Every island needs all of them before it can draw, and each file is a request and a
// gzip dictionary of its own: as one file, React weighs about 1.5 KB less on every page that draws
// an island (issue 28's budget of JavaScript before interaction). The one hook through which every
// island and the sign-in modal read a store (src/islands/use-hydrated-store.ts) goes with it: on its
// own it was one more small file on each of those pages (about 0.2 KB more).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
const HYDRATED_STORE_HOOK = fileURLToPath(new URL('../islands/use-hydrated-store.ts', import.meta.url));

export function reactChunk(): Plugin {
  return {
    name: 'react-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      const test = (id: string) => REACT.test(id) || id === HYDRATED_STORE_HOOK;
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test, priority: 3 }] } } } } };
    },
  };
}

// React as one chunk. Left to the bundler, it comes in five files (react-dom's client, react,
// react-dom, the JSX runtime and the module runtime they share), because islands import different
// parts of it. Every island needs all of them before it can draw, and each file is a request and a
// gzip dictionary of its own: as one file, React weighs about 1.5 KB less on every page that draws
// an island (issue 28's budget of JavaScript before interaction).
import type { Plugin } from 'vite';

const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

export function reactChunk(): Plugin {
  return {
    name: 'react-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: REACT, priority: 3 }] } } } } };
    },
  };
}

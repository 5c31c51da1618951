import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, it } from 'vitest';
import { rewritePage } from '../../src/build/built-pages.ts';
import { MODULES_PER_TASK, RUNTIME_AFTER_FIRST_PAINT, RUNTIME_FILE_AFTER_FIRST_PAINT, externalIslandRuntime, islandRuntimeFile } from '../../src/build/island-runtime.ts';

const rewrite = (html: string) => rewritePage(html, [externalIslandRuntime], '');

/**
 * Runs the inline runtime of a load island in a stand-in of the browser, where events, frames and
 * timers run in order: what it did, in order ('task' where a timer's task starts, each module's
 * preload by its URL, 'defined' where <astro-island> is defined, 'painted' where the browser
 * reports the first contentful paint). `paintTiming`: whether the browser reports paints.
 */
function runInlineRuntime(modules: string[], paintTiming: boolean): string[] {
  const log: string[] = [];
  const queue: Array<() => void> = [];
  const listeners = new Map<string, () => void>();
  const observers: Array<(list: { getEntriesByName(name: string): unknown[] }) => void> = [];
  const document = {
    currentScript: { dataset: { modules: modules.join(' ') } },
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => log.push(link.rel === 'modulepreload' ? link.href : `? ${link.rel}`) },
  };
  class PaintObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'element'] : ['element'];
    readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      this.callback = callback;
    }
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      expect({ type, buffered }).toEqual({ type: 'paint', buffered: true });
      observers.push(this.callback);
    }
    disconnect() {
      log.push('disconnected');
    }
  }
  const browser = {
    document,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestAnimationFrame: (callback: () => void) => queue.push(() => (log.push('frame'), callback())),
    setTimeout: (callback: () => void) => queue.push(() => (log.push('task'), callback())),
    PerformanceObserver: PaintObserver,
    HTMLElement: class {},
    customElements: { get: () => undefined, define: () => log.push('defined') },
  };
  new Function(...Object.keys(browser), RUNTIME_AFTER_FIRST_PAINT)(...Object.values(browser));
  log.push('DOMContentLoaded');
  listeners.get('DOMContentLoaded')!();
  while (queue.length) queue.shift()!();
  // The first paint (the frames above went by without one): first a paint that is not contentful, then the contentful one.
  for (const name of ['first-paint', 'first-contentful-paint']) {
    log.push(name === 'first-paint' ? 'first paint' : 'painted');
    for (const observer of observers) observer({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    while (queue.length) queue.shift()!();
  }
  return log;
}

/** The module requests of a run, by the task each was made in, from the first task on. */
function requestsByTask(log: string[]): string[][] {
  const tasks = log.slice(log.indexOf('task')).join(' ').split('task').map((entries) => entries.trim().split(' ').filter(Boolean));
  return tasks.map((task) => task.filter((entry) => entry.startsWith('/_astro/') || entry === 'defined')).filter((task) => task.length > 0);
}

describe('externalIslandRuntime', () => {
  it("replaces Astro's inline island runtime with a script that requests the same text from its file with the page's own scripts", () => {
    const scripts = '<script type="module" src="/_astro/Header.1.js"></script>';
    const page = `<html><body><script>Astro.interaction=1</script><script>${islandRuntime}</script><astro-island client="interaction"></astro-island>${scripts}</body></html>`;
    expect(rewrite(page)).toBe(
      `<html><body><script>Astro.interaction=1</script><script>${RUNTIME_FILE_AFTER_FIRST_PAINT}</script><astro-island client="interaction"></astro-island>${scripts}</body></html>`,
    );
    expect(RUNTIME_FILE_AFTER_FIRST_PAINT).toContain('addEventListener("after-paint",go,{once:true})');
    expect(islandRuntimeFile.path).toMatch(/^_astro\/astro-island\.[0-9a-f]{10}\.js$/);
    expect(islandRuntimeFile.text).toBe(islandRuntime);
    expect(RUNTIME_FILE_AFTER_FIRST_PAINT).toContain(`"/${islandRuntimeFile.path}"`);
  });

  it('keeps it inline, started once the parsed page has painted, on a page with an island that hydrates as the page loads', () => {
    const island = '<astro-island uid="1" props="{}" component-url="/_astro/Cart.1.js" renderer-url="/_astro/client.2.js" ssr client="load"></astro-island>';
    const page = `<html><body><script>${islandRuntime}</script>${island}</body></html>`;
    const rewritten = rewrite(page);
    // The island's modules (here the two named, the bundle being unknown) listed on the script.
    expect(rewritten).toBe(`<html><body><script data-modules="/_astro/Cart.1.js /_astro/client.2.js">${RUNTIME_AFTER_FIRST_PAINT}</script>${island}</body></html>`);
    expect(RUNTIME_AFTER_FIRST_PAINT).toContain(islandRuntime);
  });

  it("requests a load island's modules a few per task once the first contentful paint is reported, then runs the runtime", () => {
    const modules = Array.from({ length: 17 }, (_, index) => `/_astro/m${index}.js`);
    const log = runInlineRuntime(modules, true);
    // Nothing before the browser reports the first contentful paint, however many frames go by.
    expect(log.slice(0, 4)).toEqual(['DOMContentLoaded', 'first paint', 'painted', 'disconnected']);
    const tasks = requestsByTask(log);
    expect(tasks.flat().filter((entry) => entry !== 'defined')).toEqual(modules);
    for (const task of tasks) expect(task.filter((entry) => entry.startsWith('/_astro/')).length).toBeLessThanOrEqual(MODULES_PER_TASK);
    expect(tasks.length).toBe(Math.ceil(modules.length / MODULES_PER_TASK));
    // The runtime runs once every module has been requested, in the last of those tasks.
    expect(tasks.flat().at(-1)).toBe('defined');
  });

  it('waits for the two frames after DOMContentLoaded where the browser reports no paints', () => {
    const modules = Array.from({ length: 5 }, (_, index) => `/_astro/m${index}.js`);
    const log = runInlineRuntime(modules, false);
    expect(log.slice(0, 3)).toEqual(['DOMContentLoaded', 'frame', 'frame']);
    expect(requestsByTask(log).flat()).toEqual([...modules, 'defined']);
    expect(log.indexOf('defined')).toBeLessThan(log.indexOf('first paint'));
  });

  it('refuses a page whose islands wait but which has no page scripts to start the runtime with', () => {
    const page = `<html><body><script>${islandRuntime}</script><astro-island client="interaction"></astro-island></body></html>`;
    expect(() => rewrite(page)).toThrow(/no page scripts/);
  });

  it('leaves a page without islands as it was', () => {
    const plain = '<html><body><script>(()=>{})()</script></body></html>';
    expect(rewrite(plain)).toBe(plain);
  });
});

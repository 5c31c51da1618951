// The bundler's module graph as the chunk plugins read it (first-paint-chunk.ts, signed-in-chunk.ts).
import type { ChunkingContext } from 'rolldown';

/** The roots and every module they reach through static imports. */
export function modulesReached(ctx: ChunkingContext, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// The page of layouts, in every locale: it links a sample product of each kind.
import type { BuiltRoute, PageModule } from '../pages.ts';
import * as layouts from '../../../pages/[...lang]/layouts.astro';

export const LAYOUTS_ROUTES: readonly BuiltRoute[] = [{ template: '/[...lang]/layouts', module: layouts as unknown as PageModule }];

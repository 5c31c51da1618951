// Tabby, pay in 4 with no interest: offered when its three keys are set.
import type { OnlineMethod } from '../../provider.ts';
import { TABBY_ENV, tabbyConfig, type TabbyConfig } from './config.ts';
import { tabbyProvider } from './tabby.ts';

export const tabby: OnlineMethod<TabbyConfig> = {
  id: 'tabby',
  kind: 'online',
  env: TABBY_ENV,
  configure: tabbyConfig,
  provider: tabbyProvider,
};

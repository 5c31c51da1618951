// Tamara, pay in 4 with no interest: offered when its API and notification tokens are set.
import type { OnlineMethod } from '../../provider.ts';
import { TAMARA_ENV, tamaraConfig, type TamaraConfig } from './config.ts';
import { tamaraProvider } from './tamara.ts';

export const tamara: OnlineMethod<TamaraConfig> = {
  id: 'tamara',
  kind: 'online',
  env: TAMARA_ENV,
  configure: tamaraConfig,
  provider: tamaraProvider,
};

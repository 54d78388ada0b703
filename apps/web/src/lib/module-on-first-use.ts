import { use } from 'react';
import { loadOnce } from './load-once';

export interface ModuleOnFirstUse<M> {
  /** Loads the module (once; a failed load is tried again on the next call). */
  load: () => Promise<M>;
  /**
   * The module, for a render that cannot draw without it: once loaded it is given at once; until then
   * the render suspends (the nearest Suspense boundary's fallback shows) and the module loads.
   */
  use: () => M;
}

/**
 * A module a page needs as it draws but keeps out of its first load (decision 035): the checks of
 * what the browser kept (navigation state, a draft on the device), which bring zod and a schema.
 */
export function moduleOnFirstUse<M>(importModule: () => Promise<M>): ModuleOnFirstUse<M> {
  const module = loadOnce(importModule);
  return { load: module.load, use: () => module.loaded() ?? use(module.load()) };
}

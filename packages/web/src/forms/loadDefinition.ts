import { type Settled, settledOnce } from '../app/settled.ts';
import type { RecordDefinition } from './recordDefinition.ts';

export type DefinitionLoader = () => Promise<RecordDefinition>;

const loaders = new WeakMap<DefinitionLoader, () => Settled<RecordDefinition>>();

/** An entity's definition, loaded once (and early, when its route is the page's first: `preloadRoute`). */
export function loadDefinition(load: DefinitionLoader): Settled<RecordDefinition> {
  let once = loaders.get(load);
  if (!once) {
    once = settledOnce(load);
    loaders.set(load, once);
  }
  return once();
}

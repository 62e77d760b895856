import { type Settled, settledOnce } from '../ui/settled.ts';
import type { RecordScreenDefinition } from './recordScreenDefinition.ts';

export type DefinitionLoader = () => Promise<RecordScreenDefinition>;

const loaders = new WeakMap<DefinitionLoader, () => Settled<RecordScreenDefinition>>();

/** An entity's definition, loaded once (and early, when its route is the page's first: `preloadRoute`). */
export function loadDefinition(load: DefinitionLoader): Settled<RecordScreenDefinition> {
  let once = loaders.get(load);
  if (!once) {
    once = settledOnce(load);
    loaders.set(load, once);
  }
  return once();
}

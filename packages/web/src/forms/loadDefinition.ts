import { type Settled, settled } from '../app/settled.ts';
import type { RecordDefinition } from './recordDefinition.ts';

export type DefinitionLoader = () => Promise<RecordDefinition>;

const loaded = new WeakMap<DefinitionLoader, Settled<RecordDefinition>>();

/** An entity's definition, loaded once (and early, when its route is the page's first: `preloadRoute`). */
export function loadDefinition(load: DefinitionLoader): Settled<RecordDefinition> {
  let definition = loaded.get(load);
  if (!definition) {
    definition = settled(load());
    loaded.set(load, definition);
    const failed = definition;
    // A failed load is tried again on the next render.
    failed.catch(() => loaded.get(load) === failed && loaded.delete(load));
  }
  return definition;
}

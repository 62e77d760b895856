import { use } from 'react';
import { useParams } from 'react-router';
import { RecordScreen, type RecordScreenMode } from './RecordScreen.tsx';
import type { RecordDefinition } from './recordDefinition.ts';

export type DefinitionLoader = () => Promise<RecordDefinition>;

const loaded = new WeakMap<DefinitionLoader, Promise<RecordDefinition>>();

function definitionOf(load: DefinitionLoader): Promise<RecordDefinition> {
  let definition = loaded.get(load);
  if (!definition) {
    definition = load();
    loaded.set(load, definition);
  }
  return definition;
}

export interface RecordRouteProps {
  /** Loads the entity's definition with its screen, on the first visit. */
  load: DefinitionLoader;
  mode: RecordScreenMode;
}

/** A record route: suspends until the definition has loaded, then shows the record screen. */
export function RecordRoute({ load, mode }: RecordRouteProps) {
  const definition = use(definitionOf(load));
  // A new id is a new record: start the screen afresh.
  const { id } = useParams();
  return <RecordScreen key={id} definition={definition} mode={mode} />;
}

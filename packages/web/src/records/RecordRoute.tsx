import { use } from 'react';
import { useParams } from 'react-router';
import { type DefinitionLoader, loadDefinition } from './loadDefinition.ts';
import { RecordScreen, type RecordScreenMode } from './RecordScreen.tsx';

export interface RecordRouteProps {
  /** Loads the entity's definition with its screen, on the first visit. */
  load: DefinitionLoader;
  mode: RecordScreenMode;
}

/** A record route: suspends until the definition has loaded, then shows the record screen. */
export function RecordRoute({ load, mode }: RecordRouteProps) {
  const definition = use(loadDefinition(load));
  // A new id is a new record: start the screen afresh.
  const { id } = useParams();
  return <RecordScreen key={id} definition={definition} mode={mode} />;
}

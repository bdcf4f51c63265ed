/** The board of the kind being edited: that kind's own panel (kinds/panels.ts). */
import { PANELS } from '../kinds/panels.ts';
import { useApp } from '../store.ts';

export function BoardPanel() {
  const kind = useApp((s) => s.kind);
  const Panel = PANELS[kind];
  return <Panel />;
}

/** The board of the kind being edited: that kind's own panel (kinds/panels.ts). */
import { PANELS } from './panels.ts';
import { useApp } from '../../state/index.ts';

export function BoardPanel() {
  const kind = useApp((s) => s.kind);
  const Panel = PANELS[kind];
  return <Panel />;
}

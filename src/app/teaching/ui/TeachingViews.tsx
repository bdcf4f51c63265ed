/** The teaching views by id: the tab layout shows one (or all), the teaching layout two or three side by side. */
import type { TeachingTab } from '../store.ts';
import { ArcQueue } from './ArcQueue.tsx';
import { ConstraintGraph } from './ConstraintGraph.tsx';
import { DomainPanel } from './DomainPanel.tsx';
import { SearchTreeView } from './SearchTreeView.tsx';
import { WhyLog } from './WhyLog.tsx';
import { LocalSearchView } from './LocalSearchView.tsx';
import { later, Later } from '../../widgets/ui/index.ts';

/** Compare's panel, loaded when its view is first shown (no first screen shows it). */
const ComparePanel = later(() => import('../../compare/ui/index.ts').then((m) => m.ComparePanel));

function CompareView() {
  return (
    <Later>
      <ComparePanel />
    </Later>
  );
}

export interface TeachingViewInfo {
  id: TeachingTab;
  label: string;
  /** Test id of the section that holds the view (the same in both layouts). */
  testId: string;
  view: () => React.JSX.Element;
}

export const VIEWS: readonly TeachingViewInfo[] = [
  { id: 'domains', label: 'Domains', testId: 'domain-panel', view: DomainPanel },
  { id: 'why', label: 'Why', testId: 'why-log', view: WhyLog },
  { id: 'arcs', label: 'Arcs', testId: 'arc-queue', view: ArcQueue },
  { id: 'graph', label: 'Graph', testId: 'constraint-graph', view: ConstraintGraph },
  { id: 'tree', label: 'Tree', testId: 'search-tree', view: SearchTreeView },
  { id: 'compare', label: 'Compare', testId: 'compare-panel', view: CompareView },
  { id: 'local', label: 'Local search', testId: 'local-search', view: LocalSearchView },
];

export function viewInfo(id: TeachingTab): TeachingViewInfo {
  return VIEWS.find((v) => v.id === id) ?? VIEWS[0]!;
}

/** One view by id. */
export function TeachingView({ id }: { id: TeachingTab }) {
  const View = viewInfo(id).view;
  return <View />;
}

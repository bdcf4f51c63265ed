/** Whether the shown board offers the tree algorithm and cutset conditioning (re-read when a model finishes compiling: its puzzle then carries the compilation). */
import { useApp } from '../../../state/index.ts';
import { cutsetNotOffered } from '../cutset.ts';
import { treeNotOffered } from '../tree.ts';

/** Why the tree algorithm is not offered for the shown board, or null when it is. */
export function useTreeNotOffered(): string | null {
  const kind = useApp((s) => s.kind);
  const puzzle = useApp((s) => s.boards[s.kind].puzzle);
  return treeNotOffered(kind, puzzle);
}

/** Why cutset conditioning is not offered for the shown board, or null when it is. */
export function useCutsetNotOffered(): string | null {
  const kind = useApp((s) => s.kind);
  const puzzle = useApp((s) => s.boards[s.kind].puzzle);
  return cutsetNotOffered(kind, puzzle);
}

/**
 * What every grid board (crossword, Sudoku and Futoshiki, N-queens) sits in: a size container (the
 * board's font follows its width, `100cqw`) with the keys' hint for screen readers, and the board's
 * size, as wide as the page allows and no taller than the room the layout leaves it
 * (`--board-room`, shell/ui/layout.css).
 */
import type { ReactNode } from 'react';

/** The frame: `hint` is the id of the keys' hint (the board's aria-describedby), `keys` its text. */
export function BoardFrame({ hint, keys, children }: { hint: string; keys: ReactNode; children: ReactNode }) {
  return (
    <div className="@container w-full">
      <p id={hint} className="sr-only">
        {keys}
      </p>
      {children}
    </div>
  );
}

const ROOM = 'var(--board-room, 100dvh - 272px)';

/**
 * The board's width and font size: `units` cells across, each at most `rem` rem wide, the text
 * `scale` of a cell. `aspect` (width over height) for a board that need not be square (a
 * crossword): its height is what must fit the room.
 */
export function boardSize(units: number, rem: number, scale: number, aspect?: number): { width: string; fontSize: string } {
  const most = `${units * rem}rem`;
  if (aspect === undefined) return { width: `min(100%, ${most}, ${ROOM})`, fontSize: `calc(min(100cqw, ${most}, ${ROOM}) / ${units} * ${scale})` };
  return { width: `min(100%, ${most}, calc((${ROOM}) * ${aspect}))`, fontSize: `calc(min(100cqw, ${most}, (${ROOM}) * ${aspect}) / ${units} * ${scale})` };
}

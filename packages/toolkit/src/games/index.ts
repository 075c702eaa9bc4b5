// Public surface of the games area: the rules of each game, no drawing.
export * from './tetris.ts';
export * from './tic-tac-toe.ts';
export * from './wenzi-defence.ts';
export * from './wenzi-words.ts';
// Both boards call a square a Cell: the surface names them apart (Cell stays Tetris's, as before).
export type { Cell, Cell as TetrisCell } from './tetris.ts';
export type { Cell as TicTacToeCell } from './tic-tac-toe.ts';

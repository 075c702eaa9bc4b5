// Public surface of the games area: the rules of each game, no drawing.
export * from "./tetris.ts";
export * from "./tic-tac-toe.ts";
export * from "./wenzi-defence.ts";
export * from "./wenzi-words.ts";
// Both boards call a square a Square: the surface names them apart (Square stays Tetris's, as before).
export type { Square, Square as TetrisCell } from "./tetris.ts";
export type { Square as TicTacToeCell } from "./tic-tac-toe.ts";

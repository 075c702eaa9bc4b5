// Public surface of the games area: the rules of each game, no drawing.
export * from './tetris.ts';
export * from './tic-tac-toe.ts';
export * from './wenzi-defence.ts';
export * from './wenzi-words.ts';

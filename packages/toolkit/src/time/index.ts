// Public surface of the time area: the pomodoro timer's state machine.
export * from './pomodoro.ts';

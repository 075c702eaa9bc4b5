// What other modules may ask of accounts (sessions, invites, phone and QR sign-in): they reach
// users through this file, never through the user tables or the repository (docs/architecture.md).
export {
  createUser,
  findUserByEmail,
  findUserById,
  findUserByIdCode,
  findUserByPhone,
  type NewUser,
  userRowSource,
} from './repository.ts';
export type { UserRow } from './tables.ts';

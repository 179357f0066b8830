export { UsersRepository, type UserRow } from './users.repository';

export { UsersRepository, type UserRow } from './users.repository';
export { mayUseAccount } from './account-state';
export { usersModule } from './users.module';

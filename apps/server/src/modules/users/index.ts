export { UsersRepository, type UserRow } from './users.repository';
export { registerUserScreens } from './register-user-screens';
export { mayUseAccount } from './account-state';
export { accessOf } from './access-of';

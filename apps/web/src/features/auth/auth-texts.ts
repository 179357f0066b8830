/** Texts the spec quotes for sign-in and recovery (spec 1 §8); shown as written. */
export const AUTH_TEXTS = {
  loginUnauthorized:
    'Unable to log in. Please check if the email or password is correct, if the user has permission, or if there is a linked station.',
  loginForbidden: 'User without permission/blocked. Contact the administrator.',
  loginFailed: 'Error when trying to Login.',
  loginSuccess: 'Login successfully!',
  sendCodeFailed: 'Check if the email entered exists.',
  sendCodeSuccess: 'Check the code in your email.',
  codeExpired: 'The code has expired.',
  redirectToLogin: 'You will be redirected to the Login screen.',
  tooManyAttempts: 'Exceeded number of attempts',
  codeInvalid: 'Check that the entered code is valid.',
  passwordChanged: 'Password changed successfully!',
} as const;

/** Delay before an expired recovery code sends the user back to the login (spec 1 §9). */
export const RECOVERY_REDIRECT_MS = 2000;

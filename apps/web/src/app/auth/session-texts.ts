/** Texts the spec quotes (spec 1 §8); shown as written in every language. */
export const SESSION_EXPIRED_TEXT =
  'Suas credenciais foram expiradas. Você será redirecionado para a tela de Login.';
export const LOGOUT_TEXT = 'Logout efetuado com sucesso!';

/** Messages that accompany a redirect stay long enough to be read on the next screen. */
export const REDIRECT_MESSAGE_SECONDS = 6;

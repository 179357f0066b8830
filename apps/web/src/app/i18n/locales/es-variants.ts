import type { Dictionary } from './pt-br';

type Overrides<T> = { [K in keyof T]?: T[K] extends string ? string : Overrides<T[K]> };

/** Colombia: "Ingresar" is the usual sign-in verb. */
export const esCO: Overrides<Dictionary> = {
  auth: { login: { submit: 'Ingresar' } },
};

/** Ecuador. */
export const esEC: Overrides<Dictionary> = {
  auth: { login: { submit: 'Ingresar' } },
  layout: { logout: 'Salir' },
};

/** Uruguay: voseo in the instructions. */
export const esUY: Overrides<Dictionary> = {
  auth: {
    emailRequired: 'Ingresá el correo electrónico.',
    emailInvalid: 'Ingresá un correo electrónico válido.',
    passwordRequired: 'Ingresá la contraseña.',
    login: { submit: 'Ingresar', title: 'Ingresá a tu cuenta', noAccount: '¿No tenés una cuenta?' },
    recover: {
      description: 'Ingresá el correo de tu cuenta para recibir un código de verificación.',
    },
  },
  support: {
    description: 'Escribí al equipo de soporte. La respuesta llegará a tu correo electrónico.',
  },
};

import type { SpecTexts } from './pt-br';

/** Texts the spec quotes (toasts, headings, placeholders) in Spanish. */
export const specTextsEs: SpecTexts = {
  auth: {
    loginUnauthorized:
      'No fue posible iniciar sesión. Verifique si el correo o la contraseña son correctos, si el usuario tiene permiso o si hay una estación vinculada.',
    loginForbidden: 'Usuario sin permiso/bloqueado. Contacte al administrador.',
    loginFailed: 'Error al intentar iniciar sesión.',
    loginSuccess: '¡Inicio de sesión exitoso!',
    sendCodeFailed: 'Verifique si el correo ingresado existe.',
    sendCodeSuccess: 'Revise el código en su correo.',
    codeExpired: 'El código expiró.',
    redirectToLogin: 'Será redirigido a la pantalla de inicio de sesión.',
    tooManyAttempts: 'Número de intentos excedido',
    codeInvalid: 'Verifique que el código ingresado sea válido.',
    passwordChanged: '¡Contraseña cambiada con éxito!',
  },
  session: {
    expired: 'Sus credenciales expiraron. Será redirigido a la pantalla de inicio de sesión.',
    logout: '¡Sesión cerrada con éxito!',
  },
  transactions: {
    charging: 'Cargando...',
    searchPlaceholder: 'Buscar por ID o nombre de la estación',
    queryCap: '¡La consulta se limita a 10.000 transacciones!',
    confirmed: '¡Pagos confirmados con éxito!',
    confirmFailure: '¡Error al intentar confirmar los pagos!',
    disabledField: 'Campo temporalmente desactivado',
    tooLong: '¡El archivo excede el tamaño máximo permitido! Por favor contacte al soporte.',
    invoiceRetry:
      '¡Ups! Parece que algo salió mal al emitir la factura. ¿Desea intentarlo de nuevo?',
    invoiceRetryExit: 'Salir',
    invoiceRetryOk: 'Intentar de nuevo',
    invoiceResent: '¡Factura reenviada con éxito!',
    invoiceResendFailure: '¡Error al reenviar la factura!',
    idleCanceled: '¡Pago de inactividad cancelado con éxito!',
    idleCancelFailed: 'No se pudo cancelar el pago de inactividad.',
    idleCancelError: 'Ocurrió un error al cancelar el pago.',
    idleCanceledButton: 'Pago de inactividad cancelado',
  },
  logs: {
    notAvailable: 'No disponible',
    downloadFailure: 'No fue posible descargar los registros del día',
  },
  qr: {
    startSent: 'Comando START enviado.',
    startFailed: 'No fue posible iniciar la recarga. Actualice la página e intente de nuevo.',
    stopSent: 'Comando STOP enviado.',
    stopFailed: 'No fue posible detener la recarga.',
    notVerified: '¡Por favor verifique que no es un robot!',
  },
  reports: {
    limitTitle: '¡Límite de informes del mes alcanzado!',
    limitHint: 'Para descargar más informes este mes, conozca la versión Pro.',
    downloadFailure: 'No fue posible descargar el archivo.',
  },
  stations: {
    saveFailure:
      'No fue posible realizar la operación. Asegúrese de que los campos estén completados correctamente.',
    limitTitle: '¡Límite de estaciones alcanzado!',
    duplicate: 'Ya existe una estación registrada con este identificador.',
    created: '¡Estación creada con éxito!',
    updated: '¡Estación actualizada con éxito!',
    zipNotFound: 'Código postal no encontrado.',
    uploadFailed: '¡Error al subir la imagen!',
    deleted: '¡Estación eliminada con éxito!',
    deleteFailed: 'No fue posible eliminar la estación.',
    notFound: 'No se encontró ninguna estación con este id.',
    photoType: '¡Solo puede subir archivos .jpg/.jpeg/.png!',
    photoSize: '¡La imagen debe pesar menos de 10MB!',
    photoName: '¡Ya existe una imagen con este nombre!',
  },
  messages: {
    supportSuccess: '¡Mensaje enviado con éxito!',
    pushSuccess: '¡Notificación push enviada con éxito!',
    failure:
      'No fue posible realizar la operación. Asegúrese de que los campos estén completados correctamente.',
    pushHeading: 'Envíe una notificación push al celular de los usuarios',
  },
  usage: {
    listsFailed: 'Error al cargar las listas',
  },
  users: {
    notFound: 'No se encontró ningún usuario con este id.',
    limitReached: '¡Límite de usuarios alcanzado!',
    reportSent: 'El informe se está generando y será enviado al correo registrado en el sistema.',
    noIdTag: 'ID Tag no registrada',
    noEmail: 'Correo no registrado',
    created: '¡Usuario creado con éxito!',
    updated: '¡Usuario actualizado con éxito!',
    saveFailure:
      'No fue posible realizar la operación. Asegúrese de que los campos estén completados correctamente.',
    downloadFailure: 'No fue posible descargar el archivo .xlsx.',
    permissionDenied: 'Permiso denegado',
  },
};

import { financialEs } from './financial/es';
import { specTextsEs } from './spec-texts/es';
import { messagesEs } from '@chargedeck/shared';
import { notificationsEs } from './notifications/es';
import { transactionsEs } from './transactions/es';
import { usageEs } from './usage/es';
import { qrPageEs } from './qr-page/es';
import { alertsEs } from './alerts/es';
import { configurationsEs } from './configurations/es';
import { smartChargingEs } from './smart-charging/es';
import { vouchersEs } from './vouchers/es';
import { reportsEs } from './reports/es';
import { dashboardEs } from './dashboard/es';
import { usersEs } from './users/es';
import { stationsEs } from './stations/es';
import { pricingEs } from './pricing/es';
import { stationOpsEs } from './station-ops/es';
import type { Dictionary } from './pt-br';

/** Spanish base shared by es-CO, es-EC and es-UY; each variant overrides a few words. */
export const es: Dictionary = {
  specTexts: specTextsEs,
  msg: messagesEs,
  common: {
    loading: 'Cargando…',
    retry: 'Intentar de nuevo',
  },
  errors: {
    network:
      'No fue posible comunicarse con el servidor. Verifique su conexión e intente de nuevo.',
    generic: 'Algo salió mal. Intente de nuevo.',
    bootFailed: 'El panel no pudo iniciar. Recargue la página.',
  },
  menu: {
    vouchers: 'Vouchers',
    voucherForm: 'Voucher',
    virtualGroups: 'Configuraciones',
    virtualGroupForm: 'Configuración',
    stations: 'Estaciones',
    dynamicPricing: 'Precios dinámicos',
    dynamicPricingProfile: 'Perfil de precios',
    stationForm: 'Estación',
    stationGroups: 'Grupos de Estaciones',
    stationGroupForm: 'Grupo de Estaciones',
    generalView: 'Vista General',
    support: 'Soporte',
    pushNotification: 'Push Notification',
    logs: 'Logs',
    ocppTags: 'Tags OCPP',
    unknownTags: 'Tags RFID desconocidas',
    ocppTagForm: 'Tag OCPP',
    operations: 'Operaciones',
    chargingProfileForm: 'Perfil de carga',
    users: 'Usuarios',
    userForm: 'Usuario',
    transactions: 'Transacciones',
    financial: 'Movimientos financieros',
    indicators: 'Indicadores de uso',
    alerts: 'Alertas',
  },
  home: {
    title: 'Vista General',
  },
  layout: {
    language: 'Idioma',
    languages: {
      'pt-BR': 'Português (Brasil)',
      en: 'English',
      'es-CO': 'Español (Colombia)',
      'es-EC': 'Español (Ecuador)',
      'es-UY': 'Español (Uruguay)',
    },
    skipToContent: 'Saltar al contenido',
    openMenu: 'Abrir menú',
    navigation: 'Navegación principal',
    notifications: 'Notificaciones',
    noNotifications: 'No hay notificaciones',
    profile: 'Mi perfil',
    logout: 'Cerrar sesión',
    menuAreas: {
      overview: 'Visión general',
      stations: 'Red de carga',
      people: 'Personas y tarjetas',
      money: 'Finanzas',
      service: 'Atención y registros',
    },
  },
  auth: {
    email: 'Correo electrónico',
    emailRequired: 'Ingrese el correo electrónico.',
    emailInvalid: 'Ingrese un correo electrónico válido.',
    password: 'Contraseña',
    passwordRequired: 'Ingrese la contraseña.',
    backToLogin: 'Volver al inicio de sesión',
    login: {
      title: 'Inicie sesión en su cuenta',
      submit: 'Iniciar sesión',
      forgotPassword: 'Olvidé mi contraseña',
      noAccount: '¿No tiene una cuenta?',
      register: 'Regístrese',
    },
    register: {
      title: 'Crear cuenta',
      name: 'Nombre (opcional)',
      submit: 'Registrarse',
      success:
        '¡Cuenta creada! Un administrador debe habilitar su acceso antes de que pueda iniciar sesión.',
      haveAccount: '¿Ya tiene una cuenta?',
    },
    recover: {
      title: 'Recuperar contraseña',
      description: 'Ingrese el correo de su cuenta para recibir un código de verificación.',
      submit: 'Enviar código',
    },
    recoverChange: {
      title: 'Nueva contraseña',
      description: 'Ingrese el código enviado a {{email}} y elija una nueva contraseña.',
      descriptionNoEmail: 'Ingrese su correo, el código recibido y la nueva contraseña.',
      code: 'Código de verificación',
      codeRequired: 'Ingrese el código de 6 dígitos.',
      newPassword: 'Nueva contraseña',
      submit: 'Cambiar contraseña',
    },
    passwordRules: {
      title: 'La contraseña debe tener:',
      length: 'de 8 a 25 caracteres',
      uppercase: 'una letra mayúscula',
      lowercase: 'una letra minúscula',
      special: 'un carácter especial',
      number: 'un número',
      met: 'cumplido',
      unmet: 'no cumplido',
    },
    robotCheck: {
      loading: 'Cargando verificación…',
      failed: 'No fue posible cargar la verificación de seguridad.',
      label: 'Verificación de seguridad',
    },
  },
  legal: {
    privacyPolicy: 'Política de Privacidad',
    termsOfUse: 'Términos de Uso',
    termsFailed: 'No fue posible cargar los datos de la empresa para los términos de uso.',
    back: 'Volver',
    cookieText:
      'Usamos cookies y almacenamiento local para mantener su sesión y sus preferencias, conforme a la LGPD.',
    cookieAccept: 'Aceptar',
    cookieMore: 'Más información',
    cookieLabel: 'Aviso de cookies',
  },
  messages: {
    message: 'Mensaje',
    required: 'El campo mensaje es obligatorio.',
    send: 'Enviar',
    tooLong: 'El mensaje puede tener como máximo {{max}} caracteres.',
    counter: '{{count}} de {{max}} caracteres',
  },
  support: {
    title: 'Soporte',
    description: 'Escriba al equipo de soporte. La respuesta llegará a su correo electrónico.',
    subject: 'Asunto',
    subjects: {
      general: 'General',
      complaint: 'Reclamo',
      suggestion: 'Sugerencia',
    },
  },
  push: {
    description: 'El mensaje se envía a los celulares registrados de los usuarios de esta cuenta.',
    sandbox: 'Sandbox (prueba)',
    sandboxHint:
      'Modo de prueba: las notificaciones quedan registradas en el servidor y no llegan a los celulares.',
    fcm: 'Firebase Cloud Messaging',
  },
  logs: {
    title: 'Logs',
    tenant: 'Cuenta',
    range: 'Descargar logs antiguos',
    rangeHint:
      'Hoy, en UTC. Elija un período (hasta 5 días, en los últimos 4 meses) para descargar sus archivos diarios.',
    rangeChosen: 'La descarga del período elegido comenzó.',
    download: 'Descargar log',
    clear: 'Limpiar filtros',
    reload: 'Actualizar',
    empty: 'No hay líneas de log hoy.',
  },
  threeDs: {
    authenticating: 'Autenticando la tarjeta…',
    done: 'Autenticación terminada. Puede volver a la aplicación.',
    waiting: 'Esperando la aplicación…',
    sandbox: 'Sandbox: no se cobra ninguna tarjeta real',
  },
  notFound: {
    text: 'Página no encontrada.',
    home: 'Ir al inicio',
  },
  stationOps: stationOpsEs,
  notifications: notificationsEs,
  stations: stationsEs,
  pricing: pricingEs,
  users: usersEs,
  transactions: transactionsEs,
  financial: financialEs,
  usage: usageEs,
  qrPage: qrPageEs,
  alerts: alertsEs,
  configurations: configurationsEs,
  smartCharging: smartChargingEs,
  vouchers: vouchersEs,
  reports: reportsEs,
  dashboard: dashboardEs,
};

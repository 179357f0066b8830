import { financialPtBR } from './financial/pt-br';
import { specTextsPtBR } from './spec-texts/pt-br';
import { messagesPtBR } from '@chargedeck/shared';
import { notificationsPtBR } from './notifications/pt-br';
import { transactionsPtBR } from './transactions/pt-br';
import { usagePtBR } from './usage/pt-br';
import { qrPagePtBR } from './qr-page/pt-br';
import { alertsPtBR } from './alerts/pt-br';
import { configurationsPtBR } from './configurations/pt-br';
import { smartChargingPtBR } from './smart-charging/pt-br';
import { vouchersPtBR } from './vouchers/pt-br';
import { reportsPtBR } from './reports/pt-br';
import { dashboardPtBR } from './dashboard/pt-br';
import { usersPtBR } from './users/pt-br';
import { stationsPtBR } from './stations/pt-br';
import { pricingPtBR } from './pricing/pt-br';
import { stationOpsPtBR } from './station-ops/pt-br';
/** Portuguese (Brazil), the default language; its shape is the dictionary every locale follows. */
export const ptBR = {
  /** Server and validation messages, the catalogue the API answers with. */
  specTexts: specTextsPtBR,
  msg: messagesPtBR,
  common: {
    loading: 'Carregando…',
    retry: 'Tentar novamente',
  },
  errors: {
    network: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    generic: 'Algo deu errado. Tente novamente.',
    bootFailed: 'O painel não pôde iniciar. Recarregue a página.',
  },
  menu: {
    vouchers: 'Vouchers',
    voucherForm: 'Voucher',
    virtualGroups: 'Configurações',
    virtualGroupForm: 'Configuração',
    stations: 'Estações',
    dynamicPricing: 'Precificação dinâmica',
    dynamicPricingProfile: 'Perfil de precificação',
    stationForm: 'Estação',
    stationGroups: 'Grupos de Estações',
    stationGroupForm: 'Grupo de Estações',
    generalView: 'Visão Geral',
    support: 'Suporte',
    pushNotification: 'Push Notification',
    logs: 'Logs',
    ocppTags: 'OCPP Tags',
    unknownTags: 'Tags RFID Desconhecidas',
    ocppTagForm: 'OCPP Tag',
    operations: 'Operações',
    chargingProfileForm: 'Perfil de recarga',
    users: 'Usuários',
    userForm: 'Usuário',
    transactions: 'Transações',
    financial: 'Movimentações financeiras',
    indicators: 'Indicadores',
    alerts: 'Alertas',
  },
  home: {
    title: 'Visão Geral',
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
    skipToContent: 'Pular para o conteúdo',
    openMenu: 'Abrir menu',
    navigation: 'Navegação principal',
    notifications: 'Notificações',
    noNotifications: 'Nenhuma notificação',
    profile: 'Meu perfil',
    logout: 'Sair',
    menuAreas: {
      overview: 'Visão geral',
      stations: 'Rede de recarga',
      people: 'Pessoas e cartões',
      money: 'Financeiro',
      service: 'Atendimento e registros',
    },
  },
  auth: {
    email: 'E-mail',
    emailRequired: 'Informe o e-mail.',
    emailInvalid: 'Informe um e-mail válido.',
    password: 'Senha',
    passwordRequired: 'Informe a senha.',
    backToLogin: 'Voltar para o login',
    login: {
      title: 'Acesse sua conta',
      submit: 'Entrar',
      forgotPassword: 'Esqueci minha senha',
      noAccount: 'Não tem uma conta?',
      register: 'Cadastre-se',
    },
    register: {
      title: 'Criar conta',
      name: 'Nome (opcional)',
      submit: 'Cadastrar',
      success:
        'Conta criada! Um administrador precisa liberar o seu acesso antes que você possa entrar.',
      haveAccount: 'Já tem uma conta?',
    },
    recover: {
      title: 'Recuperar senha',
      description: 'Informe o e-mail da sua conta para receber um código de verificação.',
      submit: 'Enviar código',
    },
    recoverChange: {
      title: 'Nova senha',
      description: 'Digite o código enviado para {{email}} e escolha uma nova senha.',
      descriptionNoEmail: 'Digite o e-mail, o código recebido e a nova senha.',
      code: 'Código de verificação',
      codeRequired: 'Informe o código de 6 dígitos.',
      newPassword: 'Nova senha',
      submit: 'Alterar senha',
    },
    passwordRules: {
      title: 'A senha precisa ter:',
      length: 'de 8 a 25 caracteres',
      uppercase: 'uma letra maiúscula',
      lowercase: 'uma letra minúscula',
      special: 'um caractere especial',
      number: 'um número',
      met: 'atendido',
      unmet: 'não atendido',
    },
    robotCheck: {
      loading: 'Carregando verificação…',
      failed: 'Não foi possível carregar a verificação de segurança.',
      label: 'Verificação de segurança',
    },
  },
  legal: {
    privacyPolicy: 'Política de Privacidade',
    termsOfUse: 'Termos de Uso',
    termsFailed: 'Não foi possível carregar os dados da empresa para os termos de uso.',
    back: 'Voltar',
    cookieText:
      'Usamos cookies e armazenamento local para manter sua sessão e suas preferências, conforme a LGPD.',
    cookieAccept: 'Aceitar',
    cookieMore: 'Saiba mais',
    cookieLabel: 'Aviso de cookies',
  },
  messages: {
    message: 'Mensagem',
    required: 'O campo mensagem é obrigatório.',
    send: 'Enviar',
    tooLong: 'A mensagem pode ter no máximo {{max}} caracteres.',
    counter: '{{count}} de {{max}} caracteres',
  },
  support: {
    title: 'Suporte',
    description: 'Escreva para a equipe de suporte. A resposta chegará no seu e-mail.',
    subject: 'Assunto',
    subjects: {
      general: 'Geral',
      complaint: 'Reclamação',
      suggestion: 'Sugestão',
    },
  },
  push: {
    description: 'A mensagem é enviada aos celulares cadastrados dos usuários desta conta.',
    sandbox: 'Sandbox (teste)',
    sandboxHint:
      'Modo de teste: as notificações ficam gravadas no servidor e não chegam aos celulares.',
    fcm: 'Firebase Cloud Messaging',
  },
  logs: {
    title: 'Logs',
    tenant: 'Conta',
    range: 'Baixar logs antigos',
    rangeHint:
      'Hoje, em UTC. Escolha um período (até 5 dias, nos últimos 4 meses) para baixar os arquivos diários.',
    rangeChosen: 'O download do período escolhido começou.',
    download: 'Baixar log',
    clear: 'Limpar filtros',
    reload: 'Atualizar',
    empty: 'Nenhuma linha de log hoje.',
  },
  threeDs: {
    authenticating: 'Autenticando o cartão…',
    done: 'Autenticação concluída. Você pode voltar ao aplicativo.',
    waiting: 'Aguardando o aplicativo…',
    sandbox: 'Sandbox: nenhum cartão real é cobrado',
  },
  notFound: {
    text: 'Página não encontrada.',
    home: 'Ir para o início',
  },
  stationOps: stationOpsPtBR,
  notifications: notificationsPtBR,
  stations: stationsPtBR,
  pricing: pricingPtBR,
  users: usersPtBR,
  transactions: transactionsPtBR,
  financial: financialPtBR,
  usage: usagePtBR,
  qrPage: qrPagePtBR,
  alerts: alertsPtBR,
  configurations: configurationsPtBR,
  smartCharging: smartChargingPtBR,
  vouchers: vouchersPtBR,
  reports: reportsPtBR,
  dashboard: dashboardPtBR,
};

export type Dictionary = typeof ptBR;

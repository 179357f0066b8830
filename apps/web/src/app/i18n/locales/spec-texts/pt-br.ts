/** Texts the spec quotes (toasts, headings, placeholders) in Portuguese (Brazil). */
export const specTextsPtBR = {
  auth: {
    loginUnauthorized:
      'Não foi possível entrar. Verifique se o e-mail e a senha estão corretos, se o usuário tem permissão ou se há uma estação vinculada.',
    loginForbidden: 'Usuário sem permissão/bloqueado. Contate o administrador.',
    loginFailed: 'Erro ao tentar entrar.',
    loginSuccess: 'Login efetuado com sucesso!',
    sendCodeFailed: 'Verifique se o e-mail informado existe.',
    sendCodeSuccess: 'Confira o código no seu e-mail.',
    codeExpired: 'O código expirou.',
    redirectToLogin: 'Você será redirecionado para a tela de Login.',
    tooManyAttempts: 'Número de tentativas excedido',
    codeInvalid: 'Verifique se o código informado é válido.',
    passwordChanged: 'Senha alterada com sucesso!',
  },
  session: {
    expired: 'Suas credenciais foram expiradas. Você será redirecionado para a tela de Login.',
    logout: 'Logout efetuado com sucesso!',
  },
  transactions: {
    charging: 'Em recarga...',
    searchPlaceholder: 'Buscar por ID ou nome da estação',
    queryCap: 'A consulta é limitada a 10.000 transações!',
    confirmed: 'Pagamentos confirmados com sucesso!',
    confirmFailure: 'Erro ao tentar confirmar os pagamentos!',
    disabledField: 'Campo temporariamente desativado',
    tooLong: 'Arquivo excede tamanho máximo permitido! Por favor entre em contato com o suporte.',
    invoiceRetry:
      'Ops! Parece que algo deu errado ao emitir a nota fiscal. Deseja tentar novamente?',
    invoiceRetryExit: 'Sair',
    invoiceRetryOk: 'Tentar novamente',
    invoiceResent: 'Nota fiscal reenviada com sucesso!',
    invoiceResendFailure: 'Erro ao reenviar a nota fiscal!',
    idleCanceled: 'Pagamento de ociosidade cancelado com sucesso!',
    idleCancelFailed: 'Falha ao cancelar o pagamento de ociosidade.',
    idleCancelError: 'Ocorreu um erro ao cancelar o pagamento.',
    idleCanceledButton: 'Pagamento de ociosidade cancelado',
  },
  logs: {
    notAvailable: 'Não disponível',
    downloadFailure: 'Não foi possível fazer o download dos logs do dia',
  },
  qr: {
    startSent: 'Comando START enviado.',
    startFailed: 'Não foi possível iniciar a recarga. Atualize a página e tente novamente.',
    stopSent: 'Comando STOP enviado.',
    stopFailed: 'Não foi possível parar a recarga.',
    notVerified: 'Por favor verifique que você não é um robô!',
  },
  reports: {
    limitTitle: 'Limite de relatórios atingido no mês!',
    limitHint: 'Para baixar mais relatórios neste mês, conheça a versão Pro.',
    downloadFailure: 'Não foi possível fazer o download do arquivo.',
  },
  stations: {
    saveFailure:
      'Não foi possível realizar a operação. Certifique-se de que os campos foram corretamente preenchidos.',
    limitTitle: 'Limite de estações atingido!',
    duplicate: 'Já existe uma estação cadastrada com este identificador.',
    created: 'Estação criada com sucesso!',
    updated: 'Estação atualizada com sucesso!',
    zipNotFound: 'CEP não encontrado.',
    uploadFailed: 'Erro ao enviar a imagem!',
    deleted: 'Estação deletada com sucesso!',
    deleteFailed: 'Não foi possível deletar a estação.',
    notFound: 'Nenhuma estação encontrada com este id.',
    photoType: 'Você só pode enviar arquivos .jpg/.jpeg/.png!',
    photoSize: 'A imagem deve ter menos de 10MB!',
    photoName: 'Já existe uma imagem com este nome!',
  },
  messages: {
    supportSuccess: 'Mensagem enviada com sucesso!',
    pushSuccess: 'Push Notification enviado com sucesso!',
    failure:
      'Não foi possível realizar a operação. Certifique-se de que os campos foram corretamente preenchidos.',
    pushHeading: 'Envie uma Push Notification para o celular dos usuários',
  },
  usage: {
    listsFailed: 'Erro ao carregar listas',
  },
  users: {
    notFound: 'Nenhum usuário encontrado com este id.',
    limitReached: 'Limite de usuários atingido!',
    reportSent: 'O relatório está sendo gerado e será enviado para o e-mail cadastrado no sistema.',
    noIdTag: 'ID Tag não cadastrada',
    noEmail: 'E-mail não cadastrado',
    created: 'Usuário criado com sucesso!',
    updated: 'Usuário alterado com sucesso!',
    saveFailure:
      'Não foi possível realizar a operação. Certifique-se de que os campos foram corretamente preenchidos.',
    downloadFailure: 'Não foi possível baixar o arquivo .xlsx.',
    permissionDenied: 'Permissão negada',
  },
};

export type SpecTexts = typeof specTextsPtBR;

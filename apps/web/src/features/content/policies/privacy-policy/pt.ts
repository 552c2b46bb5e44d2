import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Política de privacidade',
  updated: '2026-11-23',
  intro: [
    'Esta política explica quais dados pessoais a KPlay coleta, por quê, quem tem acesso a eles e que controle você tem sobre eles. "Nós" e "o Operador" significam a organização que opera esta instalação da KPlay e que é responsável pelos seus dados: o Data Fiduciary nos termos da Lei de Proteção de Dados Pessoais Digitais da Índia de 2023 (DPDP Act) e o controlador nos termos da LGPD.',
    'Não vendemos seus dados pessoais nem mostramos a você publicidade de terceiros com base neles.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'O que coletamos',
      paragraphs: ['Coletamos apenas o que é necessário para os recursos que você usa:'],
      list: [
        'Conta: número de telefone, e-mail (se você adicionar um), nome de usuário, primeiro nome e escolhas do perfil, como país, cidade, faculdade, função preferida e plataforma.',
        'Login: códigos de uso único (verificados e depois descartados) e o id, e-mail ou nome de usuário que o Google ou o Telegram compartilham quando você os usa para entrar.',
        'Contas conectadas: seus ids e nomes de usuário no X (Twitter), Discord, Google, Telegram e Steam, e as ações públicas que uma tarefa verifica.',
        'Carteira: o endereço da sua carteira EVM custodial, qualquer carteira que você conectar, e seus saldos e transações.',
        'Localização: seu país aproximado e código de discagem, a partir do seu endereço IP. Não usamos GPS.',
        'Dispositivo e uso: plataforma (navegador, Android, iOS, desktop), tipo de dispositivo e eventos de análise com o nome da página, o que você tocou e um id de sessão (uma sessão termina após 30 minutos de inatividade).',
        'Atividade: missões e campanhas de que você participa, provas que você envia, ids de jogo em jogos de terceiros, seu clã e o e-mail, cidade, telefone e faculdade informados em uma candidatura a líder de clã.',
        'KYC: PAN, número do Aadhaar mascarado (nunca o número completo), conta bancária e IFSC, ou o equivalente do seu país, como o CPF no Brasil, e o resultado de cada verificação.',
        'Selfie: somente se você escolher enviar uma para o seu avatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Sua selfie e seu avatar',
      paragraphs: [
        'A selfie é opcional; você pode escolher um personagem pronto. Se enviar uma, nós a usamos apenas para gerar o seu avatar Proof of Gamer, nunca para verificação de identidade ou reconhecimento facial. A selfie é excluída assim que o avatar é gerado, ou em até 30 dias se a geração não for concluída. O avatar faz parte do seu cartão POG público.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Por que usamos seus dados',
      paragraphs: [],
      list: [
        'Para criar sua conta e manter você conectado.',
        'Para verificar tarefas, creditar recompensas e exibir rankings, clãs e cartões POG.',
        'Para manter o livro-razão e processar conversões, compras, resgates na loja e pagamentos.',
        'Para verificar identidade, reter tributos, cumprir a legislação de prevenção à lavagem de dinheiro (veja a Política de AML e KYC) e detectar bots, contas múltiplas e fraudes.',
        'Para mostrar campanhas do seu país, responder a pedidos de suporte e melhorar o app.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Nossas bases legais',
      paragraphs: [
        'Índia (DPDP Act): nos baseamos no seu consentimento, dado quando você se cadastra, conecta uma conta, envia uma selfie ou inicia o KYC, e nos usos legítimos que a lei permite, como o cumprimento de obrigações tributárias e de prevenção à lavagem de dinheiro. Você pode retirar o consentimento a qualquer momento; os recursos que dependem dele deixam então de funcionar.',
        'Brasil (LGPD): nos baseamos na execução do nosso contrato com você (os Termos e Condições), no cumprimento de obrigações legais, no nosso legítimo interesse em prevenir fraudes e manter a KPlay segura, e no seu consentimento para itens opcionais, como a selfie.',
        'Em outros lugares, incluindo Nepal e Bangladesh, oferecemos a mesma proteção e seguimos a legislação local.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Com quem compartilhamos',
      paragraphs: [
        'Nossos prestadores de serviço (operadores) agem apenas conforme nossas instruções, por contrato:',
      ],
      list: [
        'Um provedor de SMS ou mensagens que entrega os códigos de uso único.',
        'Um provedor de verificação de identidade que confere PAN, Aadhaar, CPF e dados bancários.',
        'Provedores de pagamento para compras de K-Cash e pagamentos em conta bancária.',
        'Serviços de hospedagem, análise, geração de avatares e encurtamento de links.',
        'Parceiros de jogos e campanhas, que recebem apenas o que a verificação de uma tarefa exige, como o seu id no jogo.',
      ],
    },
    {
      id: 'public-information',
      heading: 'O que outras pessoas podem ver',
      paragraphs: [
        'Outros usuários veem seu nome de usuário, cartão POG, avatar, pontuações, emblemas, clã e posição nos rankings. As transações em blockchain do endereço da sua carteira são públicas e permanentes. Divulgamos dados quando uma lei, um tribunal ou uma autoridade reguladora exige.',
      ],
    },
    {
      id: 'retention',
      heading: 'Por quanto tempo guardamos',
      paragraphs: [
        'Dados da conta: enquanto sua conta estiver aberta. Eventos de análise: até 24 meses, depois apenas totais. Registros de KYC: pelo tempo exigido pelas leis tributárias e de prevenção à lavagem de dinheiro, que na Índia pode chegar a cinco anos após o encerramento da conta. Registros do livro-razão: permanentemente, para fins contábeis, anonimizados quando sua conta é excluída.',
      ],
    },
    {
      id: 'security',
      heading: 'Como protegemos seus dados',
      paragraphs: [
        'Criptografamos as conexões e os dados de KYC, guardamos as chaves das carteiras custodiais em sistemas protegidos, limitamos o acesso da equipe e mantemos números de telefone e códigos fora dos logs. Nunca compartilhe seu código de uso único com ninguém, nem mesmo com alguém que diga ser do suporte. Se um incidente de segurança afetar você, avisaremos você e as autoridades, conforme exigido por lei.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Seus direitos e como exercê-los',
      paragraphs: [
        'Você pode pedir um resumo dos seus dados e saber quem os recebeu, corrigi-los ou excluí-los, retirar o consentimento e, nos termos da LGPD, levá-los para outro serviço (portabilidade). Nos termos do DPDP Act, você pode indicar alguém para agir em seu nome em caso de morte ou incapacidade.',
        'Altere seu perfil, ou desconecte contas e carteiras, na sua página de perfil. Para qualquer outra solicitação, escreva pelo canal de suporte indicado no app; confirmamos que é você com um código de uso único e respondemos em até 30 dias. Você também pode reclamar ao Data Protection Board da Índia ou à ANPD no Brasil.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Como excluir sua conta',
      paragraphs: [
        'Peça a exclusão em /delete-user-account. Colete seus ganhos antes: saldos deixados em uma conta excluída são perdidos. Durante o período de carência exibido no app, você pode cancelar o pedido pelo suporte; depois dele, seus dados pessoais são removidos. Registros anonimizados do livro-razão e registros de KYC exigidos por lei permanecem; registros públicos em blockchain não podem ser apagados.',
      ],
    },
    {
      id: 'children',
      heading: 'Idade mínima',
      paragraphs: [
        'A KPlay é apenas para pessoas com 18 anos ou mais, em todos os recursos, inclusive jogar sem ganhar recompensas. Se soubermos que uma conta pertence a alguém com menos de 18 anos, encerramos a conta e excluímos os dados dela.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies e armazenamento no seu dispositivo',
      paragraphs: ['Não usamos cookies de publicidade, apenas o que o app precisa para funcionar:'],
      list: [
        'Cookies de token de acesso e de token de atualização, que mantêm você conectado por até 30 dias; sair da conta os remove.',
        'Um item de armazenamento local chamado "language", com o idioma que você escolheu.',
        'Itens de armazenamento local para seu id de usuário, endereço da carteira, forma de login, localização aproximada e a espera de 3 minutos após uma tentativa de login sem sucesso.',
        'Um cache de service worker com o código, os estilos e as imagens do próprio app, para carregar rápido em redes lentas; ele não guarda dados pessoais.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transferências internacionais',
      paragraphs: [
        'Nossos servidores e prestadores podem estar no exterior. Só transferimos dados quando o DPDP Act permite e, no caso do Brasil, com as salvaguardas da LGPD, como cláusulas contratuais padrão.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Alterações e contato',
      paragraphs: [
        'Quando esta política mudar, atualizaremos a data acima, anunciaremos as mudanças importantes no app e pediremos o consentimento novamente quando necessário. Para dúvidas, solicitações ou reclamações, use o canal de suporte indicado no app.',
      ],
    },
  ],
};

export default privacyPolicy;

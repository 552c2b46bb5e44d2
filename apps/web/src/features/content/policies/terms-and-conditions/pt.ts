import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Termos e condições',
  updated: '2026-11-23',
  intro: [
    'Estes Termos são o acordo entre você e o Operador, a organização que opera esta instalação da KPlay ("nós"). Eles abrangem K-Quest, K-Drop, a carteira e a loja, os clãs, os cartões Proof of Gamer e a arena Klash. Nossa Política de Privacidade, nossa Política de AML e KYC e nosso Aviso de Riscos fazem parte deles.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Aceitação destes Termos',
      paragraphs: [
        'Ao criar uma conta ou usar a KPlay, você aceita estes Termos. Se não concordar, não use a KPlay. Algumas missões, campanhas e vouchers têm regras adicionais exibidas na própria página; essas regras também se aplicam.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quem pode usar a KPlay',
      paragraphs: [
        'Você precisa ter pelo menos 18 anos e estar autorizado pela lei do seu país a participar de programas de recompensas. Algumas campanhas estão abertas apenas em determinados países. Você não pode usar VPN nem dados falsos para participar de uma campanha que não esteja aberta onde você mora.',
      ],
    },
    {
      id: 'account',
      heading: 'Sua conta e o login',
      paragraphs: [
        'Você entra com seu número de telefone e um código de uso único, ou com o Google ou o Telegram. Mantenha seu celular e seus códigos em sigilo: você é responsável pelo que acontece na sua conta. Seu nome de usuário deve ter de 5 a 10 letras ou dígitos e não pode imitar outra pessoa nem ser ofensivo.',
        'Uma pessoa, uma conta. Você não pode criar, comprar, vender, compartilhar ou controlar mais de uma conta, e cada conta recebe seu próprio endereço de carteira EVM custodial, que permanece vinculado a ela.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Moedas e seu saldo',
      paragraphs: [
        'A KPlay usa K-Cash, um token de recompensa secundário, K-Points e USDT. Cada crédito e débito é registrado no nosso livro-razão, que é o registro oficial dos seus saldos. Os lançamentos nunca são editados: um erro é corrigido por um novo lançamento de correção, e podemos estornar recompensas creditadas por engano ou obtidas com trapaça.',
        'Você não pode transferir saldos para outro usuário, a menos que o app ofereça um recurso para isso. Você pode converter USDT em K-Cash à taxa de 1 USDT = 1000 K-Cash e comprar K-Cash pelo preço exibido antes do pagamento. Compras e conversões são definitivas depois de confirmados, salvo disposição legal em contrário. K-Points não têm valor em dinheiro.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Quests, campanhas e jogo limpo',
      paragraphs: [
        'Cada missão e campanha K-Drop mostra suas tarefas, datas, pool de recompensas e eventuais limites de país ou de vagas. Verificamos as tarefas automaticamente ou com o parceiro; uma tarefa só conta quando aparece como verificada. As recompensas são creditadas depois do fim da campanha e podem ser menores do que o estimado se o pool se esgotar.',
        'Trapaça estraga a KPlay para todo mundo. Se você fizer qualquer uma das coisas abaixo, podemos cancelar suas recompensas, declarar a perda dos seus saldos e encerrar todas as contas envolvidas:',
      ],
      list: [
        'Usar bots, scripts, emuladores ou automação para concluir tarefas ou jogos.',
        'Manter várias contas, ou usar celulares, PANs ou contas bancárias de outras pessoas.',
        'Forjar provas, comprar seguidores ou apagar ações em redes sociais depois de verificadas.',
        'Explorar bugs em vez de relatá-los ao suporte.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Coleta de ganhos e KYC',
      paragraphs: [
        'Para coletar ganhos, você precisa ser aprovado no KYC, conforme descrito na Política de AML e KYC, usando documentos e uma conta bancária em seu próprio nome. Tributos podem ser retidos antes do pagamento, e o app mostra o valor antes da sua confirmação. Ganhos não coletados até a data de expiração exibida no app podem expirar. Podemos reter pagamentos enquanto analisamos uma conta.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Vouchers da loja',
      paragraphs: [
        'Os vouchers da K-Store são fornecidos por marcas parceiras. Um resgate é definitivo depois de confirmado: não podemos trocá-lo nem devolver o valor ao seu saldo, exceto quando um voucher entregue por nós não funcionar. Cada voucher segue os termos do seu parceiro, como prazo de validade e onde pode ser usado, e o parceiro é responsável pelos produtos ou serviços.',
      ],
    },
    {
      id: 'clans',
      heading: 'Clãs',
      paragraphs: [
        'O líder de clã cria um clã com nome, cidade, país, logo, banner e descrição, e é responsável por mantê-los respeitosos e lícitos, por acolher os membros e por manter o clã livre de trapaças. Líderes não podem cobrar dinheiro dos membros, vender vagas nem prometer recompensas que não oferecemos.',
        'Para manter os clãs estáveis, um líder só pode excluir um clã após um número mínimo de dias, e depois de sair de um clã ou excluí-lo você precisa esperar um número mínimo de dias antes de entrar em outro ou criar um novo. O app mostra os números atuais. Podemos renomear, ocultar ou remover um clã que viole estes Termos.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Cartão Proof of Gamer e nomes',
      paragraphs: [
        'Seu nome POG deve ter de 5 a 12 letras ou dígitos e ser único. Reservamos nomes de marcas, jogos, figuras públicas, funções da KPlay e da equipe, e podemos retomar um nome que se passe por outra pessoa ou seja ofensivo. Um cartão POG mintado fica vinculado à sua conta e não pode ser vendido nem transferido para outra conta. Suas pontuações são calculadas por nós e podem mudar.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Seu conteúdo e sua conduta',
      paragraphs: [
        'Você é dono do que publica, como descrições de clã, logos e links de prova, e nos autoriza a exibir esse conteúdo dentro da KPlay e em links de compartilhamento. Não publique conteúdo ilegal, de ódio, sexual, violento ou enganoso, nem que use a obra ou a imagem de outra pessoa sem permissão. Não assedie outros gamers, não faça spam e não ataque nossos sistemas.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Jogos e serviços de terceiros',
      paragraphs: [
        'Os jogos da arena Klash, as campanhas de parceiros e os serviços conectados, como X, Discord, Google, Telegram e Steam, são operados por terceiros, de acordo com os próprios termos. Não somos responsáveis por eles. O uso que você faz deles é uma relação entre você e eles.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Suspensão e encerramento',
      paragraphs: [
        'Podemos suspender ou encerrar sua conta, com aviso prévio quando possível, se você violar estes Termos, se a lei exigir ou para proteger outros usuários. Saldos obtidos com violação das regras são perdidos. Você pode sair a qualquer momento pedindo a exclusão em /delete-user-account; colete seus ganhos antes.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Isenções e limitação de responsabilidade',
      paragraphs: [
        'A KPlay é fornecida "no estado em que se encontra". Procuramos mantê-la funcionando e correta, mas não garantimos que ela estará sempre disponível ou livre de erros, nem que qualquer recompensa manterá seu valor. Na medida permitida por lei, não respondemos por perdas indiretas, lucros cessantes ou perdas causadas por jogos de terceiros, blockchains ou pelo seu próprio dispositivo, e nossa responsabilidade total perante você se limita ao valor que você nos pagou nos doze meses anteriores à reclamação. Nada aqui elimina direitos que a legislação de defesa do consumidor garante a você.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Lei aplicável, alterações e contato',
      paragraphs: [
        'Estes Termos são regidos pela lei da jurisdição do Operador indicada no app, e as disputas são submetidas aos tribunais ali indicados, sem prejuízo das proteções do país onde você mora. Podemos atualizar estes Termos; alteramos a data acima e anunciamos as mudanças importantes no app antes que entrem em vigor. Fale conosco pelo canal de suporte indicado no app.',
      ],
    },
  ],
};

export default termsAndConditions;

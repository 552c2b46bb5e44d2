import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'Política de AML e KYC',
  updated: '2026-11-23',
  intro: [
    'Esta política explica por que a KPlay pede a alguns jogadores que comprovem sua identidade, quando pede, o que verifica e o que acontece com as informações. "Nós" e "o Operador" significam a organização que opera esta instalação da KPlay.',
    'KYC significa "know your customer" (conheça seu cliente). AML significa "anti-money laundering" (prevenção à lavagem de dinheiro). Juntos, garantem que as recompensas cheguem a gamers reais, impedem fraudes e nos permitem cumprir as leis tributárias e financeiras dos países onde a KPlay é usada, principalmente Índia e Brasil, e também Nepal e Bangladesh.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Por que verificamos sua identidade',
      paragraphs: [
        'A KPlay paga valores reais: K-Cash, o token de recompensa e USDT, que você pode coletar, converter ou gastar na loja. Tudo o que tem valor atrai pessoas que tentam trapacear, lavar dinheiro ou receber recompensas várias vezes com contas falsas.',
        'Verificar a identidade antes que o dinheiro saia da plataforma nos permite garantir que cada pessoa colete apenas os próprios ganhos, que recompensas não sejam enviadas a pessoas sancionadas e que os tributos sejam retidos e declarados corretamente onde a lei exigir.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Quando o KYC é exigido',
      paragraphs: [
        'Você pode se cadastrar, concluir missões, entrar em um clã e jogar na arena Klash sem KYC. Pedimos o KYC nestes momentos:',
      ],
      list: [
        'Antes da primeira vez que você coletar ganhos na página Coletar ganhos.',
        'Quando os valores que você coletou, comprou ou converteu ultrapassarem um limite definido pelo Operador. O limite é exibido no app antes de você alcançá-lo.',
        'Quando sua conta bancária ou seus dados de pagamento mudarem.',
        'Quando nossas verificações apontarem atividade incomum na sua conta (veja "Monitoramento" abaixo).',
        'Quando uma lei, um tribunal ou uma autoridade reguladora exigir uma nova verificação.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Documentos que pedimos',
      paragraphs: [
        'Na Índia, pedimos os documentos abaixo. O app só aceita valores no formato correto, por exemplo um número de conta bancária de 9 a 18 dígitos e um IFSC de 11 caracteres (quatro letras, um zero e depois seis letras ou dígitos).',
      ],
      list: [
        'PAN (Permanent Account Number): exigido antes de você coletar ganhos, porque a legislação tributária indiana vincula pagamentos e tributos retidos ao seu PAN.',
        'Aadhaar: verificamos por meio de um provedor de verificação aprovado e guardamos apenas um número mascarado com os quatro últimos dígitos. Nunca guardamos seu número completo do Aadhaar nem dados biométricos, e nunca pedimos foto do cartão.',
        'Número da conta bancária e IFSC: a conta deve estar em seu próprio nome, e o nome deve coincidir com o do seu PAN. Os ganhos são pagos apenas a uma conta verificada.',
        'No Brasil, pedimos seu CPF e uma conta bancária em seu próprio nome. No Nepal, em Bangladesh e em outros países, o app indica o documento de identidade nacional ou o número fiscal aplicável, como o PAN no Nepal ou o NID em Bangladesh.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Verificação de sanções',
      paragraphs: [
        'Quando você conclui o KYC, e novamente sempre que as listas de sanções mudam, verificamos seu nome e país na lista consolidada do Conselho de Segurança das Nações Unidas e nas listas aplicáveis ao Operador, como as publicadas com base na legislação indiana.',
        'Os endereços de carteira que recebem saques são verificados em listas públicas de endereços de blockchain sancionados. Se houver correspondência, suspendemos os pagamentos da conta enquanto a analisamos, e não podemos prestar o serviço a uma correspondência confirmada.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitoramento de atividade incomum',
      paragraphs: [
        'Ficamos atentos a padrões que indiquem fraude ou lavagem de dinheiro. Um alerta não significa que você fez algo errado; significa que uma pessoa vai analisá-lo. Exemplos:',
      ],
      list: [
        'Muitas contas usando o mesmo dispositivo, telefone, conta bancária, PAN ou carteira.',
        'Recompensas coletadas muito mais rápido do que uma pessoa conseguiria concluir as tarefas, o que muitas vezes indica um bot.',
        'Comprar ou trocar valores altos e tentar sacá-los imediatamente.',
        'Logins de um país diferente do informado no seu KYC, ou ocultar sua localização para participar de campanhas não abertas no seu país.',
        'Pagamentos enviados a contas ou carteiras que não pertencem a você.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS e retenção de tributos na Índia',
      paragraphs: [
        'Quando a legislação do imposto de renda da Índia exigir, retemos o imposto na fonte (TDS) sobre seus ganhos antes de pagá-los. A alíquota depende do tipo de recompensa e da lei vigente no momento. A tela Coletar ganhos mostra o valor bruto, o imposto retido e o valor que você vai receber antes da sua confirmação.',
        'Recolhemos o imposto vinculado ao seu PAN, de modo que ele aparece no seu Form 26AS e no Annual Information Statement, e podemos fornecer um certificado de TDS mediante solicitação. Se o seu PAN estiver ausente ou for inválido, a lei pode exigir uma alíquota maior. Outros países podem ter regras próprias de retenção; o app informa quando elas se aplicam. O pagamento de qualquer imposto adicional devido é de sua responsabilidade.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Guarda de registros',
      paragraphs: [
        'Guardamos o resultado de cada verificação, os números mascarados dos seus documentos, a data de cada verificação e o livro-razão de toda movimentação de valor na sua conta. Mantemos esses registros pelo tempo exigido pelas leis de prevenção à lavagem de dinheiro e tributárias, que na Índia pode chegar a cinco anos após o encerramento da conta, mesmo que você exclua sua conta. Depois desse prazo, eles são excluídos ou anonimizados.',
        'Somente os membros da equipe que precisam dos registros de KYC para o seu trabalho podem vê-los. A Política de Privacidade explica como protegemos e compartilhamos dados pessoais.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Recusa, retenções e suspensão',
      paragraphs: [
        'Podemos recusar o KYC, reter ganhos enquanto analisamos uma conta, limitar conversões, compras ou saques, ou suspender a conta se você apresentar documentos falsos ou de terceiros, não passar em uma verificação de sanções, se recusar a responder perguntas razoáveis ou estiver ligado a fraude ou abuso. Recompensas obtidas com trapaça ou contas múltiplas são perdidas nos termos dos Termos e Condições.',
        'Quando a lei exigir, comunicamos atividades suspeitas às autoridades, como a Financial Intelligence Unit na Índia ou o COAF no Brasil. A lei pode nos impedir de informar a você que uma comunicação foi feita.',
      ],
    },
    {
      id: 'contact',
      heading: 'Dúvidas e contato',
      paragraphs: [
        'Se o seu KYC foi recusado, se seus ganhos estão retidos ou se você acha que uma verificação estava errada, escreva para nós pelo canal de suporte indicado no app. Informe seu nome de usuário e o que aconteceu. Nunca envie seu número completo do Aadhaar, senhas ou códigos de uso único em uma mensagem: nunca vamos pedi-los.',
      ],
    },
  ],
};

export default amlKycPolicy;

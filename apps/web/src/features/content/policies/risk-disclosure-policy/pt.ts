import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Aviso de riscos',
  updated: '2026-11-23',
  intro: [
    'A KPlay é um lugar para jogar, concluir missões e ganhar recompensas. Algumas dessas recompensas são tokens digitais, e algumas podem ser convertidas em dinheiro. Isso traz riscos que você deve entender antes de comprar K-Cash, converter USDT, conectar uma carteira ou coletar ganhos. "Nós" e "o Operador" significam a organização que opera esta instalação da KPlay.',
    'Leia esta página junto com os Termos e Condições. Se algo aqui não estiver claro, pergunte pelo canal de suporte indicado no app antes de gastar ou movimentar qualquer valor.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Recompensas não são investimentos',
      paragraphs: [
        'K-Cash, o token de recompensa, K-Points, cartões POG e recompensas de campanhas são recompensas pela participação. Não são ações, depósitos, poupança nem produtos de investimento, e não dão a você nenhuma participação na KPlay, no Operador ou em qualquer jogo. Ninguém na KPlay pode prometer que algo que você ganhou ou comprou valerá mais no futuro.',
        'Não compre K-Cash nem participe de campanhas esperando ter lucro, e nunca gaste dinheiro que você não pode se dar ao luxo de perder.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'O valor dos tokens pode mudar',
      paragraphs: [
        'O token de recompensa secundário e qualquer token pago por uma campanha podem subir ou cair de valor rapidamente, ou perder todo o valor. O preço deles pode depender dos mercados, do projeto por trás deles e de eventos que não controlamos. Uma campanha pode mostrar, no início, um valor estimado muito diferente do valor no momento em que as recompensas são creditadas.',
        'O USDT é uma stablecoin emitida por um terceiro. Ele busca manter paridade com um dólar americano, mas pode perder essa paridade, e o seu valor em rúpias, reais ou na sua moeda muda com o câmbio.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Quanto vale o K-Cash',
      paragraphs: [
        'O K-Cash é uma moeda do app. Ele não tem valor em dinheiro, exceto quando o app oferece isso claramente, por exemplo quando você resgata vouchers na loja ou coleta ganhos em K-Cash depois do KYC. A conversão transforma USDT em K-Cash à taxa de 1 USDT = 1000 K-Cash, e o app pode não oferecer uma forma de converter K-Cash de volta em USDT.',
        'K-Points são pontos apenas para progresso e rankings. Eles não podem ser comprados, vendidos nem coletados como dinheiro. Podemos mudar para que o K-Cash e os K-Points podem ser usados, com aviso no app.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Riscos de blockchain',
      paragraphs: [
        'Algumas recompensas, conversões e cartões POG usam blockchains públicas. As blockchains funcionam de forma diferente dos bancos:',
      ],
      list: [
        'As transações não podem ser revertidas. Nem nós nem ninguém pode cancelar uma transferência depois de confirmada.',
        'Tokens enviados para um endereço errado, ou na rede errada, geralmente são perdidos para sempre. Sempre confira o endereço e a rede antes de assinar.',
        'As redes cobram taxas de gas. As taxas variam com o tráfego, podem ser altas e não são devolvidas se a transação falhar.',
        'Smart contracts, bridges e tokens podem ter bugs ou ser hackeados, e as redes podem ficar lentas, passar por um fork ou parar.',
        'Toda conta tem uma carteira EVM custodial que o Operador mantém para você. Se você conectar sua própria carteira, só você controla as chaves dela: se perder sua frase de recuperação, ninguém poderá restaurá-la.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Jogos e campanhas de terceiros',
      paragraphs: [
        'Os jogos da arena Klash, os jogos indicados em missões e muitas campanhas K-Drop são operados por outras empresas. Não os criamos nem os controlamos, e não somos responsáveis pelo conteúdo, pelas regras, pelos tokens deles ou pelo cumprimento das promessas que fazem. Leia os termos deles antes de jogar ou conectar uma conta.',
        'Um parceiro pode alterar um jogo, encerrá-lo ou parar de pagar recompensas. Nunca informe a um jogo ou site o seu código de uso único ou a frase de recuperação da sua carteira.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Campanhas terminam e pools de recompensas se esgotam',
      paragraphs: [
        'Toda missão e campanha tem um horário de término e um pool de recompensas limitado. Quando o pool se esgota ou o prazo acaba, você pode receber uma recompensa menor ou nenhuma, mesmo que esteja no meio das tarefas. As posições nos rankings e as vagas nas missões são limitadas. As recompensas podem demorar a ser creditadas depois do fim de uma campanha, e recompensas obtidas violando as regras são canceladas.',
      ],
    },
    {
      id: 'tax',
      heading: 'Os tributos são sua responsabilidade',
      paragraphs: [
        'Recompensas, ganhos com tokens e pagamentos podem ser renda tributável onde você mora. Na Índia, a renda de ativos digitais virtuais é tributada, e o imposto pode ser retido na fonte antes de você receber os ganhos. Brasil, Nepal e Bangladesh têm suas próprias regras. O imposto que retemos pode não ser todo o imposto que você deve. Guarde seus próprios registros e consulte um contador ou consultor tributário se tiver dúvidas.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Como manter sua conta segura',
      paragraphs: [
        'Seu número de telefone e o código de uso único são as chaves da sua conta e dos seus saldos. Qualquer pessoa que obtenha seu código pode entrar como se fosse você. Nunca pedimos seu código, seu número completo do Aadhaar ou uma frase de recuperação em chat ou ligação. Mantenha seu celular bloqueado, saia da conta em dispositivos compartilhados e fale imediatamente com o suporte se achar que sua conta foi invadida. Nem sempre conseguimos recuperar valores retirados por alguém que usou o seu próprio login.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'As leis podem mudar',
      paragraphs: [
        'As regras sobre tokens digitais, jogos online e recompensas ainda estão mudando na Índia, no Brasil e em outros países. Uma nova lei ou uma ordem de uma autoridade reguladora pode nos obrigar a alterar ou suspender recursos como conversões, recompensas em tokens ou pagamentos, limitá-los no seu país ou pedir mais informações a você. Avisaremos no app quando isso acontecer.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Não é consultoria financeira',
      paragraphs: [
        'Nada na KPlay, incluindo páginas de campanhas, artigos, vídeos, publicações de clãs ou mensagens da nossa equipe, constitui consultoria financeira, de investimentos, jurídica ou tributária. Decida por conta própria e busque orientação independente se precisar.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;

import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Avertissement sur les risques',
  updated: '2026-11-23',
  intro: [
    'KPlay est un lieu pour jouer, accomplir des quêtes et gagner des récompenses. Certaines de ces récompenses sont des jetons numériques, et certaines peuvent être converties en argent. Cela comporte des risques que vous devez comprendre avant d’acheter du K-Cash, de convertir de l’USDT, de connecter un portefeuille ou de récupérer des gains. « Nous » et « l’Opérateur » désignent l’organisation qui exploite cette installation de KPlay.',
    'Lisez cette page avec les Conditions générales. Si quelque chose n’est pas clair, posez-nous la question via le canal d’assistance indiqué dans l’application avant de dépenser ou de déplacer la moindre valeur.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Les récompenses ne sont pas des investissements',
      paragraphs: [
        'Le K-Cash, le jeton de récompense, les K-Points, les cartes POG et les récompenses de campagne récompensent votre participation. Ce ne sont ni des actions, ni des dépôts, ni de l’épargne, ni des produits d’investissement, et ils ne vous donnent aucun droit de propriété sur KPlay, l’Opérateur ou un jeu. Personne chez KPlay ne peut vous promettre que ce que vous gagnez ou achetez vaudra plus à l’avenir.',
        'N’achetez pas de K-Cash et ne participez pas à des campagnes dans l’espoir de réaliser un profit, et ne dépensez jamais d’argent que vous ne pouvez pas vous permettre de perdre.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'La valeur des jetons peut varier',
      paragraphs: [
        'Le jeton de récompense secondaire et tout jeton versé par une campagne peuvent prendre ou perdre de la valeur rapidement, voire perdre toute valeur. Leur prix peut dépendre des marchés, du projet qui les soutient et d’événements que nous ne maîtrisons pas. Une campagne peut afficher à son lancement une valeur estimée très différente de la valeur au moment où les récompenses sont créditées.',
        'L’USDT est un stablecoin émis par un tiers. Il vise à rester égal à un dollar américain, mais peut perdre cette parité, et sa valeur en roupies, en reais ou dans votre propre monnaie varie avec les taux de change.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Ce que vaut le K-Cash',
      paragraphs: [
        'Le K-Cash est une monnaie propre à l’application. Il n’a aucune valeur monétaire, sauf là où l’application en propose clairement une, par exemple lorsque vous échangez des bons dans la boutique ou récupérez des gains en K-Cash après le KYC. Une conversion transforme de l’USDT en K-Cash au taux de 1 USDT = 1000 K-Cash, et l’application peut ne proposer aucun moyen de reconvertir du K-Cash en USDT.',
        'Les K-Points sont des points servant uniquement à la progression et aux classements. Ils ne peuvent être ni achetés, ni vendus, ni récupérés sous forme d’argent. Nous pouvons modifier ce à quoi le K-Cash et les K-Points peuvent servir, en vous en informant dans l’application.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Risques liés à la blockchain',
      paragraphs: [
        'Certaines récompenses, conversions et cartes POG utilisent des blockchains publiques. Les blockchains ne fonctionnent pas comme les banques :',
      ],
      list: [
        'Les transactions sont irréversibles. Ni nous ni personne ne peut annuler un transfert une fois qu’il est confirmé.',
        'Les jetons envoyés à une mauvaise adresse, ou sur le mauvais réseau, sont généralement perdus définitivement. Vérifiez toujours l’adresse et le réseau avant de signer.',
        'Les réseaux facturent des frais de gas. Ces frais varient selon le trafic, peuvent être élevés et ne sont pas remboursés si une transaction échoue.',
        'Les smart contracts, les bridges et les jetons peuvent comporter des bugs ou être piratés, et les réseaux peuvent ralentir, subir un fork ou s’arrêter.',
        'Chaque compte dispose d’un portefeuille EVM que l’Opérateur conserve pour vous (custodial). Si vous connectez votre propre portefeuille, vous seul en contrôlez les clés : si vous perdez votre phrase de récupération, personne ne peut le restaurer.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Jeux et campagnes de tiers',
      paragraphs: [
        'Les jeux de l’arène Klash, les jeux accessibles depuis les quêtes et de nombreuses campagnes K-Drop sont exploités par d’autres sociétés. Nous ne les créons ni ne les contrôlons, et nous ne sommes responsables ni de leur contenu, ni de leurs règles, ni de leurs jetons, ni du respect de leurs promesses. Lisez leurs propres conditions avant de jouer ou de connecter un compte.',
        'Un partenaire peut modifier un jeu, le fermer ou cesser de verser des récompenses. Ne communiquez jamais à un jeu ou à un site web votre code à usage unique ni la phrase de récupération de votre portefeuille.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Les campagnes prennent fin et les cagnottes s’épuisent',
      paragraphs: [
        'Chaque quête et chaque campagne a une heure de fin et une cagnotte de récompenses limitée. Lorsque la cagnotte est épuisée ou que le temps est écoulé, vous pouvez recevoir une récompense plus faible, voire aucune, même si vous étiez en train d’accomplir les tâches. Les places dans les classements et dans les quêtes sont limitées. Le crédit des récompenses peut prendre du temps après la fin d’une campagne, et les récompenses obtenues en enfreignant les règles sont annulées.',
      ],
    },
    {
      id: 'tax',
      heading: 'Les impôts relèvent de votre responsabilité',
      paragraphs: [
        'Les récompenses, les plus-values sur jetons et les paiements peuvent constituer un revenu imposable là où vous vivez. En Inde, les revenus tirés d’actifs numériques virtuels sont imposés, et l’impôt peut être prélevé à la source avant que vous ne receviez vos gains. Le Brésil, le Népal et le Bangladesh ont leurs propres règles. L’impôt que nous prélevons peut ne pas couvrir la totalité de l’impôt dont vous êtes redevable. Tenez vos propres registres et consultez un conseiller fiscal en cas de doute.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Protéger votre compte',
      paragraphs: [
        'Votre numéro de téléphone et le code à usage unique sont les clés de votre compte et de vos soldes. Toute personne qui obtient votre code peut se connecter à votre place. Nous ne vous demandons jamais votre code, votre numéro Aadhaar complet ni une phrase de récupération par chat ou par téléphone. Verrouillez votre téléphone, déconnectez-vous sur les appareils partagés et contactez immédiatement l’assistance si vous pensez que votre compte a été piraté. Nous ne pouvons pas toujours récupérer la valeur retirée par quelqu’un qui a utilisé vos propres identifiants.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Les lois peuvent changer',
      paragraphs: [
        'Les règles applicables aux jetons numériques, aux jeux en ligne et aux récompenses évoluent encore en Inde, au Brésil et dans d’autres pays. Une nouvelle loi ou une décision d’une autorité de régulation peut nous obliger à modifier ou à arrêter des fonctionnalités comme les conversions, les récompenses en jetons ou les paiements, à les limiter dans votre pays ou à vous demander davantage d’informations. Nous vous en informerons dans l’application le cas échéant.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Aucun conseil financier',
      paragraphs: [
        'Rien sur KPlay, y compris les pages de campagne, les articles, les vidéos, les publications de clan ou les messages de notre équipe, ne constitue un conseil financier, en investissement, juridique ou fiscal. Décidez par vous-même et faites-vous conseiller de manière indépendante si nécessaire.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;

import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Conditions générales',
  updated: '2026-11-23',
  intro: [
    'Les présentes Conditions constituent l’accord entre vous et l’Opérateur, l’organisation qui exploite cette installation de KPlay (« nous »). Elles couvrent K-Quest, K-Drop, le portefeuille et la boutique, les clans, les cartes Proof of Gamer et l’arène Klash. Notre Politique de confidentialité, notre Politique AML et KYC et notre Avertissement sur les risques en font partie.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptation des présentes Conditions',
      paragraphs: [
        'En créant un compte ou en utilisant KPlay, vous acceptez les présentes Conditions. Si vous n’êtes pas d’accord, n’utilisez pas KPlay. Certaines quêtes, campagnes et certains bons ont des règles supplémentaires indiquées sur leur page ; ces règles s’appliquent également.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Qui peut utiliser KPlay',
      paragraphs: [
        'Vous devez avoir au moins 18 ans et être autorisé par la loi de votre pays à participer à des programmes de récompenses. Certaines campagnes ne sont ouvertes que dans certains pays. Vous ne pouvez pas utiliser de VPN ni de fausses informations pour rejoindre une campagne qui n’est pas ouverte là où vous vivez.',
      ],
    },
    {
      id: 'account',
      heading: 'Votre compte et la connexion',
      paragraphs: [
        'Vous vous connectez avec votre numéro de téléphone et un code à usage unique, ou avec Google ou Telegram. Gardez votre téléphone et vos codes pour vous : vous êtes responsable de ce qui se passe sur votre compte. Votre nom d’utilisateur doit comporter de 5 à 10 lettres ou chiffres et ne doit ni imiter quelqu’un d’autre ni être injurieux.',
        'Une personne, un compte. Vous ne pouvez pas créer, acheter, vendre, partager ou contrôler plus d’un compte, et chaque compte reçoit sa propre adresse de portefeuille EVM conservé pour vous (custodial), qui lui reste liée.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Monnaies et solde',
      paragraphs: [
        'KPlay utilise le K-Cash, un jeton de récompense secondaire, les K-Points et l’USDT. Chaque crédit et chaque débit est inscrit dans notre registre comptable, qui fait foi pour vos soldes. Les écritures ne sont jamais modifiées : une erreur est corrigée par une nouvelle écriture de correction, et nous pouvons annuler les récompenses créditées par erreur ou obtenues par triche.',
        'Vous ne pouvez pas transférer de solde à un autre utilisateur, sauf si l’application propose une fonctionnalité prévue à cet effet. Vous pouvez convertir de l’USDT en K-Cash au taux de 1 USDT = 1000 K-Cash et acheter du K-Cash au prix affiché avant le paiement. Les achats et conversions sont définitifs une fois confirmés, sauf disposition légale contraire. Les K-Points n’ont aucune valeur monétaire.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Quêtes, campagnes et fair-play',
      paragraphs: [
        'Chaque quête et chaque campagne K-Drop indique ses tâches, ses dates, sa cagnotte de récompenses et toute limite de pays ou de places. Nous vérifions les tâches automatiquement ou avec le partenaire ; une tâche ne compte que lorsqu’elle apparaît comme vérifiée. Les récompenses sont créditées après la fin de la campagne et peuvent être inférieures aux estimations si la cagnotte est épuisée.',
        'La triche gâche KPlay pour tout le monde. Si vous faites l’une des choses suivantes, nous pouvons annuler vos récompenses, confisquer vos soldes et fermer tous les comptes concernés :',
      ],
      list: [
        'Utiliser des bots, des scripts, des émulateurs ou de l’automatisation pour accomplir des tâches ou des jeux.',
        'Gérer plusieurs comptes, ou utiliser le téléphone, le PAN ou le compte bancaire d’autres personnes.',
        'Falsifier des preuves, acheter des abonnés ou supprimer des actions sur les réseaux sociaux après leur vérification.',
        'Exploiter des bugs au lieu de les signaler à l’assistance.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Récupération des gains et KYC',
      paragraphs: [
        'Pour récupérer vos gains, vous devez réussir le KYC décrit dans la Politique AML et KYC, avec des documents et un compte bancaire à votre nom. Un impôt peut être prélevé avant le paiement, et l’application vous en indique le montant avant que vous ne confirmiez. Les gains non récupérés avant la date d’expiration indiquée dans l’application peuvent expirer. Nous pouvons suspendre les paiements pendant l’examen d’un compte.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Bons de la boutique',
      paragraphs: [
        'Les bons de la K-Store sont fournis par des marques partenaires. Un échange est définitif une fois confirmé : nous ne pouvons ni l’échanger ni le rembourser sur votre solde, sauf si un bon que nous avons fourni ne fonctionne pas. Chaque bon est soumis aux conditions de son partenaire, comme sa date d’expiration et les lieux où il peut être utilisé, et le partenaire est responsable des produits ou du service.',
      ],
    },
    {
      id: 'clans',
      heading: 'Clans',
      paragraphs: [
        'Un chef de clan crée un clan avec un nom, une ville, un pays, un logo, une bannière et une description ; il veille à ce qu’ils restent respectueux et licites, accueille les membres et garde le clan exempt de triche. Les chefs ne doivent pas faire payer les membres, vendre des places ni promettre des récompenses que nous n’offrons pas.',
        'Pour que les clans restent stables, un chef ne peut supprimer un clan qu’après un nombre minimum de jours, et après avoir quitté ou supprimé un clan, vous devez attendre un nombre minimum de jours avant d’en rejoindre ou d’en créer un autre. L’application indique les chiffres en vigueur. Nous pouvons renommer, masquer ou supprimer un clan qui enfreint les présentes Conditions.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Carte Proof of Gamer et noms',
      paragraphs: [
        'Votre nom POG doit comporter de 5 à 12 lettres ou chiffres et être unique. Nous réservons les noms de marques, de jeux, de personnalités publiques, de rôles KPlay et de membres du personnel, et nous pouvons reprendre un nom qui usurpe l’identité de quelqu’un ou qui est injurieux. Une carte POG mintée est liée à votre compte et ne peut être ni vendue ni transférée vers un autre compte. Ses scores sont calculés par nous et peuvent évoluer.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Votre contenu et votre comportement',
      paragraphs: [
        'Ce que vous publiez, comme les descriptions de clan, les logos et les liens de preuve, vous appartient, et vous nous autorisez à l’afficher dans KPlay et dans les liens de partage. Ne publiez pas de contenu illégal, haineux, sexuel, violent ou trompeur, ni de contenu qui utilise l’œuvre ou l’image d’autrui sans autorisation. Ne harcelez pas les autres joueurs, ne faites pas de spam et n’attaquez pas nos systèmes.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Jeux et services tiers',
      paragraphs: [
        'Les jeux de l’arène Klash, les campagnes des partenaires et les services associés tels que X, Discord, Google, Telegram et Steam sont exploités par des tiers selon leurs propres conditions. Nous n’en sommes pas responsables. Votre utilisation de ces services relève de votre relation avec eux.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Suspension et résiliation',
      paragraphs: [
        'Nous pouvons suspendre ou fermer votre compte, avec un préavis lorsque c’est possible, si vous enfreignez les présentes Conditions, si la loi l’exige ou pour protéger les autres utilisateurs. Les soldes obtenus en enfreignant les règles sont confisqués. Vous pouvez partir à tout moment en demandant la suppression sur /delete-user-account ; récupérez d’abord vos gains.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Exclusions de garantie et limitation de responsabilité',
      paragraphs: [
        'KPlay est fourni « en l’état ». Nous nous efforçons de le maintenir en service et exact, mais ne garantissons pas qu’il sera toujours disponible ou exempt d’erreurs, ni qu’une récompense conservera sa valeur. Dans les limites permises par la loi, nous ne sommes pas responsables des pertes indirectes, des manques à gagner ni des pertes causées par des jeux tiers, des blockchains ou votre propre appareil, et notre responsabilité totale envers vous est limitée au montant que vous nous avez payé au cours des douze mois précédant la réclamation. Rien dans les présentes ne supprime les droits que vous confère le droit de la consommation.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Droit applicable, modifications et contact',
      paragraphs: [
        'Les présentes Conditions sont régies par le droit du pays de l’Opérateur indiqué dans l’application, et les litiges relèvent des tribunaux qui y sont désignés, sans vous priver des protections du pays où vous résidez. Nous pouvons mettre à jour les présentes Conditions ; nous modifions alors la date ci-dessus et annonçons les changements importants dans l’application avant leur entrée en vigueur. Contactez-nous via le canal d’assistance indiqué dans l’application.',
      ],
    },
  ],
};

export default termsAndConditions;

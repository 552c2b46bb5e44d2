import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'Politique AML et KYC',
  updated: '2026-11-23',
  intro: [
    'Cette politique explique pourquoi KPlay demande à certains joueurs de prouver leur identité, à quel moment, ce qui est vérifié et ce que deviennent les informations. « Nous » et « l’Opérateur » désignent l’organisation qui exploite cette installation de KPlay.',
    'KYC signifie « know your customer » (connaissance du client). AML signifie « anti-money laundering » (lutte contre le blanchiment d’argent). Ensemble, ils garantissent que les récompenses vont à de vrais joueurs, empêchent la fraude et nous permettent de respecter les lois fiscales et financières des pays où KPlay est utilisé, principalement l’Inde et le Brésil, ainsi que le Népal et le Bangladesh.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Pourquoi nous vérifions votre identité',
      paragraphs: [
        'KPlay verse une valeur réelle : du K-Cash, le jeton de récompense et de l’USDT, que vous pouvez récupérer, convertir ou dépenser dans la boutique. Tout ce qui a de la valeur attire des personnes qui tentent de tricher, de blanchir de l’argent ou de réclamer des récompenses plusieurs fois avec de faux comptes.',
        'Vérifier l’identité avant que l’argent ne quitte la plateforme nous permet de nous assurer que chacun ne récupère que ses propres gains, que les récompenses ne sont pas envoyées à des personnes visées par des sanctions et que l’impôt est prélevé et déclaré correctement lorsque la loi l’exige.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Quand le KYC est exigé',
      paragraphs: [
        'Vous pouvez vous inscrire, accomplir des quêtes, rejoindre un clan et jouer dans l’arène Klash sans KYC. Nous le demandons dans les cas suivants :',
      ],
      list: [
        'Avant votre première récupération de gains sur la page Récupérer les gains.',
        'Lorsque les montants que vous avez récupérés, achetés ou convertis dépassent une limite fixée par l’Opérateur. Cette limite est affichée dans l’application avant que vous ne l’atteigniez.',
        'Lorsque votre compte bancaire ou vos coordonnées de paiement changent.',
        'Lorsque nos contrôles signalent une activité inhabituelle sur votre compte (voir « Surveillance » ci-dessous).',
        'Lorsqu’une loi, un tribunal ou une autorité de régulation nous impose une nouvelle vérification.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Documents demandés',
      paragraphs: [
        'En Inde, nous demandons les documents ci-dessous. L’application n’accepte que des valeurs au bon format, par exemple un numéro de compte bancaire de 9 à 18 chiffres et un IFSC de 11 caractères (quatre lettres, un zéro, puis six lettres ou chiffres).',
      ],
      list: [
        'PAN (Permanent Account Number) : obligatoire avant de récupérer des gains, car le droit fiscal indien rattache les paiements et l’impôt prélevé à votre PAN.',
        'Aadhaar : nous le vérifions par l’intermédiaire d’un prestataire de vérification agréé et ne conservons qu’un numéro masqué laissant apparaître les quatre derniers chiffres. Nous ne conservons jamais votre numéro Aadhaar complet ni aucune donnée biométrique, et ne demandons jamais de photo de la carte.',
        'Numéro de compte bancaire et IFSC : le compte doit être à votre nom, et ce nom doit correspondre à celui de votre PAN. Les gains ne sont versés que sur un compte vérifié.',
        'Au Brésil, nous demandons votre CPF et un compte bancaire à votre nom. Au Népal, au Bangladesh et dans d’autres pays, l’application indique le numéro d’identité nationale ou d’identification fiscale applicable, comme le PAN au Népal ou le NID au Bangladesh.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Contrôle des sanctions',
      paragraphs: [
        'Lorsque vous terminez le KYC, puis à chaque modification des listes de sanctions, nous comparons votre nom et votre pays à la liste récapitulative du Conseil de sécurité des Nations unies et aux listes applicables à l’Opérateur, comme celles publiées en vertu du droit indien.',
        'Les adresses de portefeuille qui reçoivent des retraits sont comparées aux listes publiées d’adresses blockchain sanctionnées. En cas de correspondance, nous suspendons les paiements du compte pendant notre examen, et nous ne pouvons pas fournir le service en cas de correspondance confirmée.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Surveillance des activités inhabituelles',
      paragraphs: [
        'Nous surveillons les schémas qui laissent penser à une fraude ou à du blanchiment. Un signalement ne veut pas dire que vous avez mal agi ; il signifie qu’une personne va l’examiner. Exemples :',
      ],
      list: [
        'De nombreux comptes utilisant le même appareil, téléphone, compte bancaire, PAN ou portefeuille.',
        'Des récompenses récupérées bien plus vite qu’une personne ne pourrait accomplir les tâches, ce qui trahit souvent un bot.',
        'L’achat ou la conversion de montants importants suivi d’une tentative de retrait immédiat.',
        'Des connexions depuis un pays différent de celui de votre KYC, ou le masquage de votre localisation pour rejoindre des campagnes non ouvertes dans votre pays.',
        'Des paiements envoyés vers des comptes ou des portefeuilles qui ne vous appartiennent pas.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS et retenue à la source en Inde',
      paragraphs: [
        'Lorsque le droit indien de l’impôt sur le revenu l’exige, nous prélevons l’impôt à la source (TDS) sur vos gains avant de les verser. Le taux dépend du type de récompense et de la loi en vigueur. L’écran Récupérer les gains affiche le montant brut, l’impôt prélevé et le montant que vous recevrez avant que vous ne confirmiez.',
        'Nous reversons l’impôt au titre de votre PAN, de sorte qu’il apparaît dans votre Form 26AS et votre Annual Information Statement, et nous pouvons vous remettre un certificat de TDS sur demande. Si votre PAN est absent ou invalide, la loi peut imposer un taux plus élevé. D’autres pays peuvent avoir leurs propres règles de retenue ; l’application vous indique quand elles s’appliquent. Le paiement de tout impôt supplémentaire dont vous êtes redevable relève de votre responsabilité.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Conservation des dossiers',
      paragraphs: [
        'Nous conservons le résultat de chaque vérification, les numéros masqués de vos documents, la date de chaque vérification et le registre de chaque mouvement de valeur sur votre compte. Nous conservons ces dossiers aussi longtemps que l’exigent les lois fiscales et de lutte contre le blanchiment, ce qui peut aller en Inde jusqu’à cinq ans après la fermeture de votre compte, même si vous supprimez votre compte. À l’issue de cette période, ils sont supprimés ou anonymisés.',
        'Seuls les membres du personnel qui ont besoin des dossiers KYC pour leur travail peuvent les consulter. La Politique de confidentialité explique comment nous protégeons et partageons les données personnelles.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Refus, blocages et suspension',
      paragraphs: [
        'Nous pouvons refuser le KYC, bloquer des gains pendant l’examen d’un compte, limiter les conversions, achats ou retraits, ou suspendre le compte si vous fournissez des documents faux ou empruntés, échouez à un contrôle des sanctions, refusez de répondre à des questions raisonnables ou êtes lié à une fraude ou à un abus. Les récompenses obtenues par la triche ou au moyen de comptes multiples sont confisquées conformément aux Conditions générales.',
        'Lorsque la loi l’exige, nous signalons les activités suspectes aux autorités, comme la Financial Intelligence Unit en Inde ou le COAF au Brésil. La loi peut nous interdire de vous informer qu’un signalement a été effectué.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions et contact',
      paragraphs: [
        'Si votre KYC a été refusé, si vos gains sont bloqués ou si vous pensez qu’une vérification est erronée, écrivez-nous via le canal d’assistance indiqué dans l’application. Indiquez votre nom d’utilisateur et ce qui s’est passé. N’envoyez jamais dans un message votre numéro Aadhaar complet, vos mots de passe ou vos codes à usage unique : nous ne vous les demanderons jamais.',
      ],
    },
  ],
};

export default amlKycPolicy;

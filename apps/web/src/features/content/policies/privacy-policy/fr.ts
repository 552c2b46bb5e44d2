import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Politique de confidentialité',
  updated: '2026-11-23',
  intro: [
    'Cette politique explique quelles données personnelles KPlay collecte, pourquoi, qui y a accès et de quel contrôle vous disposez. « Nous » et « l’Opérateur » désignent l’organisation qui exploite cette installation de KPlay et qui est responsable de vos données : le Data Fiduciary au sens de la loi indienne de 2023 sur la protection des données personnelles numériques (DPDP Act) et le responsable du traitement au sens de la LGPD brésilienne.',
    'Nous ne vendons pas vos données personnelles et ne les utilisons pas pour vous montrer de la publicité de tiers.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Ce que nous collectons',
      paragraphs: ['Nous collectons uniquement ce dont les fonctionnalités que vous utilisez ont besoin :'],
      list: [
        'Compte : numéro de téléphone, adresse e-mail si vous en ajoutez une, nom d’utilisateur, prénom et choix de profil tels que le pays, la ville, l’établissement d’études, le rôle préféré et la plateforme.',
        'Connexion : codes à usage unique (vérifiés, puis supprimés) et l’identifiant, l’adresse e-mail ou le nom d’utilisateur que Google ou Telegram transmettent lorsque vous les utilisez pour vous connecter.',
        'Comptes associés : vos identifiants et noms d’utilisateur X (Twitter), Discord, Google, Telegram et Steam, ainsi que les actions publiques vérifiées par une tâche.',
        'Portefeuille : l’adresse de votre portefeuille EVM conservé pour vous (custodial), tout portefeuille que vous connectez, ainsi que vos soldes et transactions.',
        'Localisation : votre pays approximatif et votre indicatif téléphonique, déduits de votre adresse IP. Nous n’utilisons pas le GPS.',
        'Appareil et utilisation : plateforme (navigateur, Android, iOS, ordinateur), type d’appareil et événements d’analyse comprenant le nom de la page, ce sur quoi vous avez appuyé et un identifiant de session (une session prend fin après 30 minutes d’inactivité).',
        'Activité : les quêtes et campagnes auxquelles vous participez, les preuves que vous envoyez, vos identifiants dans des jeux tiers, votre clan, ainsi que l’adresse e-mail, la ville, le téléphone et l’établissement d’études indiqués dans une candidature de chef de clan.',
        'KYC : PAN, numéro Aadhaar masqué (jamais le numéro complet), compte bancaire et IFSC, ou l’équivalent dans votre pays, comme le CPF au Brésil, ainsi que le résultat de chaque vérification.',
        'Selfie : uniquement si vous choisissez d’en envoyer un pour votre avatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Votre selfie et votre avatar',
      paragraphs: [
        'Le selfie est facultatif ; vous pouvez choisir un personnage tout prêt. Si vous en envoyez un, nous l’utilisons uniquement pour générer votre avatar Proof of Gamer, jamais pour vérifier votre identité ni pour de la reconnaissance faciale. Le selfie est supprimé dès que votre avatar est généré, ou dans un délai de 30 jours si la génération n’aboutit pas. L’avatar fait partie de votre carte POG publique.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Pourquoi nous utilisons vos données',
      paragraphs: [],
      list: [
        'Pour créer votre compte et vous garder connecté.',
        'Pour vérifier les tâches, créditer les récompenses et afficher les classements, les clans et les cartes POG.',
        'Pour tenir le registre comptable et traiter les conversions, les achats, les échanges en boutique et les paiements.',
        'Pour vérifier votre identité, prélever l’impôt à la source, respecter la réglementation contre le blanchiment d’argent (voir la Politique AML et KYC) et détecter les bots, les comptes multiples et la fraude.',
        'Pour afficher les campagnes de votre pays, répondre aux demandes d’assistance et améliorer l’application.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Nos bases légales',
      paragraphs: [
        'Inde (DPDP Act) : nous nous fondons sur votre consentement, donné lorsque vous vous inscrivez, associez un compte, envoyez un selfie ou commencez le KYC, ainsi que sur les usages légitimes prévus par la loi, comme le respect des obligations fiscales et de lutte contre le blanchiment. Vous pouvez retirer votre consentement à tout moment ; les fonctionnalités qui en dépendent cessent alors de fonctionner.',
        'Brésil (LGPD) : nous nous fondons sur l’exécution de notre contrat avec vous (les Conditions générales), sur nos obligations légales, sur notre intérêt légitime à prévenir la fraude et à sécuriser KPlay, et sur votre consentement pour les éléments facultatifs comme le selfie.',
        'Ailleurs, notamment au Népal et au Bangladesh, nous offrons la même protection et respectons la législation locale.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Avec qui nous les partageons',
      paragraphs: [
        'Nos prestataires (sous-traitants) agissent uniquement sur nos instructions, dans le cadre d’un contrat :',
      ],
      list: [
        'Un prestataire de SMS ou de messagerie qui envoie les codes à usage unique.',
        'Un prestataire de vérification d’identité qui contrôle le PAN, l’Aadhaar, le CPF et les coordonnées bancaires.',
        'Des prestataires de paiement pour les achats de K-Cash et les virements bancaires.',
        'Des services d’hébergement, d’analyse, de génération d’avatars et de raccourcissement de liens.',
        'Des partenaires de jeux et de campagnes, qui ne reçoivent que ce qu’exige la vérification d’une tâche, comme votre identifiant en jeu.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Ce que les autres peuvent voir',
      paragraphs: [
        'Les autres utilisateurs voient votre nom d’utilisateur, votre carte POG, votre avatar, vos scores, vos badges, votre clan et votre position dans les classements. Les transactions blockchain de l’adresse de votre portefeuille sont publiques et permanentes. Nous communiquons des données lorsqu’une loi, un tribunal ou une autorité de régulation l’exige.',
      ],
    },
    {
      id: 'retention',
      heading: 'Combien de temps nous les conservons',
      paragraphs: [
        'Données du compte : tant que votre compte est ouvert. Événements d’analyse : jusqu’à 24 mois, puis uniquement sous forme de totaux. Dossiers KYC : aussi longtemps que l’exigent les lois fiscales et de lutte contre le blanchiment, ce qui peut aller en Inde jusqu’à cinq ans après la fermeture de votre compte. Écritures du registre comptable : de façon permanente pour la comptabilité, anonymisées une fois votre compte supprimé.',
      ],
    },
    {
      id: 'security',
      heading: 'Comment nous les protégeons',
      paragraphs: [
        'Nous chiffrons les connexions et les données KYC, conservons les clés des portefeuilles gérés pour vous dans des systèmes sécurisés, limitons l’accès du personnel et excluons les numéros de téléphone et les codes des journaux. Ne communiquez jamais votre code à usage unique à quiconque, même à une personne se présentant comme l’assistance. Si une violation de données vous concerne, nous vous en informerons, ainsi que les autorités, conformément à la loi.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vos droits et comment les exercer',
      paragraphs: [
        'Vous pouvez demander un résumé de vos données et savoir qui les a reçues, les faire rectifier ou effacer, retirer votre consentement et, au titre de la LGPD, en obtenir une copie pour un autre service. Au titre du DPDP Act, vous pouvez désigner une personne chargée d’agir pour vous en cas de décès ou d’incapacité.',
        'Modifiez votre profil, ou dissociez des comptes et des portefeuilles, depuis votre page de profil. Pour toute autre demande, écrivez-nous via le canal d’assistance indiqué dans l’application ; nous vérifions qu’il s’agit bien de vous au moyen d’un code à usage unique et répondons sous 30 jours. Vous pouvez également déposer une réclamation auprès du Data Protection Board indien ou de l’ANPD brésilienne.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Supprimer votre compte',
      paragraphs: [
        'Demandez la suppression sur /delete-user-account. Récupérez d’abord vos gains : les soldes restant sur un compte supprimé sont perdus. Pendant le délai de grâce indiqué dans l’application, vous pouvez annuler la demande via l’assistance ; passé ce délai, vos données personnelles sont supprimées. Les écritures comptables anonymisées et les dossiers KYC exigés par la loi sont conservés ; les enregistrements publics sur la blockchain ne peuvent pas être effacés.',
      ],
    },
    {
      id: 'children',
      heading: 'Âge minimum',
      paragraphs: [
        'KPlay est réservé aux personnes âgées de 18 ans ou plus, pour toutes ses fonctionnalités, y compris jouer sans gagner de récompenses. Si nous apprenons qu’un compte appartient à une personne de moins de 18 ans, nous le fermons et supprimons ses données.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies et stockage sur votre appareil',
      paragraphs: [
        'Nous n’utilisons aucun cookie publicitaire, seulement ce dont l’application a besoin pour fonctionner :',
      ],
      list: [
        'Des cookies de jeton d’accès et de jeton d’actualisation qui vous gardent connecté jusqu’à 30 jours ; la déconnexion les supprime.',
        'Un élément de stockage local nommé "language" contenant la langue que vous avez choisie.',
        'Des éléments de stockage local pour votre identifiant utilisateur, l’adresse de votre portefeuille, votre mode de connexion, votre localisation approximative et l’attente de 3 minutes après un échec de connexion.',
        'Un cache de service worker contenant le code, les styles et les images de l’application elle-même, pour un chargement rapide sur les réseaux lents ; il ne contient aucune donnée personnelle.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Transferts internationaux',
      paragraphs: [
        'Nos serveurs et prestataires peuvent se trouver à l’étranger. Nous ne transférons des données que lorsque le DPDP Act le permet et, pour le Brésil, avec les garanties prévues par la LGPD, comme les clauses contractuelles types.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Modifications et contact',
      paragraphs: [
        'Lorsque cette politique change, nous mettons à jour la date ci-dessus, annonçons les changements importants dans l’application et vous redemandons votre consentement si nécessaire. Pour toute question, demande ou réclamation, utilisez le canal d’assistance indiqué dans l’application.',
      ],
    },
  ],
};

export default privacyPolicy;

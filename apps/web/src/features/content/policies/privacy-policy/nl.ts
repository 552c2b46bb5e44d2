import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Privacybeleid',
  updated: '2026-11-23',
  intro: [
    'Dit beleid legt uit welke persoonsgegevens KPlay verzamelt, waarom, wie ze ziet en welke controle je erover hebt. "Wij" en "de Exploitant" zijn de organisatie die deze KPlay-installatie beheert en verantwoordelijk is voor je gegevens: de Data Fiduciary volgens de Indiase wet op de bescherming van digitale persoonsgegevens van 2023 (DPDP Act) en de verwerkingsverantwoordelijke volgens de Braziliaanse LGPD.',
    'We verkopen je persoonsgegevens niet en tonen je op basis daarvan geen advertenties van derden.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Wat we verzamelen',
      paragraphs: ['We verzamelen alleen wat de functies die je gebruikt nodig hebben:'],
      list: [
        'Account: telefoonnummer, e-mailadres als je dat toevoegt, gebruikersnaam, voornaam en profielkeuzes zoals land, stad, hogeschool of universiteit, voorkeursrol en platform.',
        'Inloggen: eenmalige codes (gecontroleerd en daarna verwijderd) en de id, het e-mailadres of de gebruikersnaam die Google of Telegram delen als je daarmee inlogt.',
        'Gekoppelde accounts: je ids en gebruikersnamen bij X (Twitter), Discord, Google, Telegram en Steam, en de openbare acties die een taak controleert.',
        'Wallet: het adres van je bewaarde EVM-wallet (custodial), elke wallet die je koppelt, en je saldi en transacties.',
        'Locatie: je geschatte land en landnummer, afgeleid van je IP-adres. We gebruiken geen gps.',
        'Apparaat en gebruik: platform (browser, Android, iOS, desktop), type apparaat en analysegebeurtenissen met de paginanaam, waarop je tikte en een sessie-id (een sessie eindigt na 30 minuten zonder activiteit).',
        'Activiteit: quests en campagnes waaraan je meedoet, bewijs dat je indient, je in-game ids bij games van derden, je clan, en het e-mailadres, de stad, het telefoonnummer en de onderwijsinstelling in een aanvraag om clanleider te worden.',
        'KYC: PAN, een gemaskeerd Aadhaar-nummer (nooit het volledige nummer), bankrekening en IFSC, of het equivalent in jouw land, zoals een CPF in Brazilië, en de uitkomst van elke controle.',
        'Selfie: alleen als je ervoor kiest er een te uploaden voor je avatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Je selfie en avatar',
      paragraphs: [
        'Een selfie is optioneel; je kunt ook een kant-en-klaar personage kiezen. Als je er een uploadt, gebruiken we die alleen om je Proof of Gamer-avatar te maken, nooit voor identiteitscontroles of gezichtsherkenning. De selfie wordt verwijderd zodra je avatar is gemaakt, of binnen 30 dagen als het maken niet lukt. De avatar maakt deel uit van je openbare POG-kaart.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Waarvoor we je gegevens gebruiken',
      paragraphs: [],
      list: [
        'Om je account aan te maken en je ingelogd te houden.',
        'Om taken te controleren, beloningen bij te schrijven en ranglijsten, clans en POG-kaarten te tonen.',
        'Om het grootboek bij te houden en omwisselingen, aankopen, inwisselingen in de store en uitbetalingen te verwerken.',
        'Om je identiteit te controleren, belasting in te houden, de antiwitwaswetgeving na te leven (zie het AML- en KYC-beleid) en bots, meerdere accounts en fraude op te sporen.',
        'Om campagnes voor jouw land te tonen, supportvragen te beantwoorden en de app te verbeteren.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Onze rechtsgronden',
      paragraphs: [
        'India (DPDP Act): we baseren ons op je toestemming, die je geeft wanneer je je aanmeldt, een account koppelt, een selfie uploadt of met KYC begint, en op de legitieme doeleinden die de wet toestaat, zoals het nakomen van fiscale verplichtingen en verplichtingen tegen witwassen. Je kunt je toestemming altijd intrekken; functies die ervan afhangen werken dan niet meer.',
        'Brazilië (LGPD): we baseren ons op de uitvoering van onze overeenkomst met jou (de Algemene voorwaarden), wettelijke verplichtingen, ons gerechtvaardigd belang om fraude te voorkomen en KPlay veilig te houden, en je toestemming voor optionele zaken zoals de selfie.',
        'Elders, ook in Nepal en Bangladesh, bieden we dezelfde bescherming en volgen we de plaatselijke wetgeving.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Met wie we ze delen',
      paragraphs: [
        'Onze dienstverleners (verwerkers) handelen alleen volgens onze instructies, op basis van een overeenkomst:',
      ],
      list: [
        'Een sms- of berichtenprovider die eenmalige codes bezorgt.',
        'Een aanbieder van identiteitsverificatie die PAN, Aadhaar, CPF en bankgegevens controleert.',
        'Betaaldienstverleners voor aankopen van K-Cash en uitbetalingen naar bankrekeningen.',
        'Diensten voor hosting, analyse, het maken van avatars en het inkorten van links.',
        'Game- en campagnepartners, die alleen krijgen wat nodig is om een taak te controleren, zoals je in-game id.',
      ],
    },
    {
      id: 'public-information',
      heading: 'Wat anderen kunnen zien',
      paragraphs: [
        'Andere gebruikers zien je gebruikersnaam, POG-kaart, avatar, scores, badges, clan en positie in de ranglijsten. Blockchaintransacties van je walletadres zijn openbaar en permanent. We verstrekken gegevens als een wet, rechter of toezichthouder dat eist.',
      ],
    },
    {
      id: 'retention',
      heading: 'Hoelang we ze bewaren',
      paragraphs: [
        'Accountgegevens: zolang je account open is. Analysegebeurtenissen: tot 24 maanden, daarna alleen totalen. KYC-gegevens: zolang de belasting- en antiwitwaswetgeving dat vereist, in India tot vijf jaar nadat je account is gesloten. Grootboekregels: permanent voor de boekhouding, geanonimiseerd zodra je account is verwijderd.',
      ],
    },
    {
      id: 'security',
      heading: 'Hoe we ze beschermen',
      paragraphs: [
        'We versleutelen verbindingen en KYC-gegevens, bewaren de sleutels van bewaarde wallets in beveiligde systemen, beperken de toegang van medewerkers en houden telefoonnummers en codes uit logbestanden. Deel je eenmalige code nooit met iemand, ook niet met iemand die zegt van support te zijn. Als een datalek jou treft, informeren we jou en de autoriteiten zoals de wet voorschrijft.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Je rechten en hoe je ze uitoefent',
      paragraphs: [
        'Je kunt een overzicht vragen van je gegevens en van wie ze heeft ontvangen, ze laten corrigeren of wissen, je toestemming intrekken en, onder de LGPD, een kopie meenemen naar een andere dienst. Onder de DPDP Act kun je iemand aanwijzen die namens jou optreedt als je overlijdt of zelf niet kunt handelen.',
        'Wijzig je profiel, of ontkoppel accounts en wallets, op je profielpagina. Voor al het andere schrijf je ons via het supportkanaal dat in de app staat; we bevestigen met een eenmalige code dat jij het bent en antwoorden binnen 30 dagen. Je kunt ook een klacht indienen bij de Data Protection Board of India of bij de Braziliaanse ANPD.',
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Je account verwijderen',
      paragraphs: [
        'Vraag verwijdering aan via /delete-user-account. Haal eerst je verdiensten op: saldi op een verwijderd account gaan verloren. Tijdens de bedenktijd die de app toont, kun je de aanvraag via support annuleren; daarna worden je persoonsgegevens verwijderd. Geanonimiseerde grootboekregels en wettelijk verplichte KYC-gegevens blijven bewaard; openbare blockchaingegevens kunnen niet worden gewist.',
      ],
    },
    {
      id: 'children',
      heading: 'Minimumleeftijd',
      paragraphs: [
        'KPlay is alleen voor mensen van 18 jaar of ouder, voor alle functies, ook spelen zonder te verdienen. Als we ontdekken dat een account van iemand onder de 18 is, sluiten we het en verwijderen we de gegevens ervan.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies en opslag op je apparaat',
      paragraphs: ['We gebruiken geen advertentiecookies, alleen wat de app nodig heeft om te werken:'],
      list: [
        'Cookies voor het toegangstoken en het vernieuwingstoken die je tot 30 dagen ingelogd houden; uitloggen verwijdert ze.',
        'Een item in de lokale opslag met de naam "language" met de taal die je hebt gekozen.',
        'Items in de lokale opslag voor je gebruikers-id, walletadres, inlogmethode, geschatte locatie en de wachttijd van 3 minuten na een mislukte inlogpoging.',
        'Een service-workercache met de eigen code, stijlen en afbeeldingen van de app, zodat die snel laadt op trage netwerken; hij bevat geen persoonsgegevens.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'Internationale doorgifte',
      paragraphs: [
        'Onze servers en dienstverleners kunnen in het buitenland staan. We geven gegevens alleen door waar de DPDP Act dat toestaat en, voor Brazilië, met de waarborgen van de LGPD, zoals standaardcontractbepalingen.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Wijzigingen en contact',
      paragraphs: [
        'Als dit beleid verandert, passen we de datum hierboven aan, kondigen we belangrijke wijzigingen aan in de app en vragen we waar nodig opnieuw om toestemming. Gebruik voor vragen, verzoeken of klachten het supportkanaal dat in de app staat.',
      ],
    },
  ],
};

export default privacyPolicy;

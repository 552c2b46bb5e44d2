import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'AML- en KYC-beleid',
  updated: '2026-11-23',
  intro: [
    'Dit beleid legt uit waarom KPlay sommige spelers vraagt te bewijzen wie ze zijn, wanneer dat gebeurt, wat we controleren en wat er met de informatie gebeurt. "Wij" en "de Exploitant" zijn de organisatie die deze KPlay-installatie beheert.',
    'KYC staat voor "know your customer" (ken je klant). AML staat voor "anti-money laundering" (bestrijding van witwassen). Samen zorgen ze ervoor dat beloningen bij echte gamers terechtkomen, houden ze fraude tegen en kunnen we voldoen aan de belasting- en financiële wetgeving van de landen waar KPlay wordt gebruikt, vooral India en Brazilië, en ook Nepal en Bangladesh.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Waarom we je identiteit controleren',
      paragraphs: [
        'KPlay betaalt echte waarde uit: K-Cash, het beloningstoken en USDT, die je kunt ophalen, omwisselen of uitgeven in de store. Alles met waarde trekt mensen aan die proberen vals te spelen, geld wit te wassen of met nepaccounts meerdere keren beloningen op te eisen.',
        'Door de identiteit te controleren voordat er geld het platform verlaat, zorgen we ervoor dat iedereen alleen zijn eigen verdiensten ophaalt, dat er geen beloningen naar gesanctioneerde personen gaan en dat belasting correct wordt ingehouden en aangegeven waar de wet dat vereist.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Wanneer KYC verplicht is',
      paragraphs: [
        'Je kunt je zonder KYC aanmelden, quests voltooien, lid worden van een clan en spelen in de Klash-arena. We vragen erom op deze momenten:',
      ],
      list: [
        'Voordat je voor het eerst verdiensten ophaalt op de pagina Verdiensten ophalen.',
        'Als de bedragen die je hebt opgehaald, gekocht of omgewisseld een door de Exploitant vastgestelde grens overschrijden. Die grens staat in de app voordat je hem bereikt.',
        'Als je bankrekening of uitbetalingsgegevens veranderen.',
        'Als onze controles ongebruikelijke activiteit op je account signaleren (zie "Monitoring" hieronder).',
        'Als een wet, een rechter of een toezichthouder eist dat we opnieuw controleren.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Welke documenten we vragen',
      paragraphs: [
        'In India vragen we de onderstaande documenten. De app accepteert alleen waarden in het juiste formaat, bijvoorbeeld een rekeningnummer van 9 tot 18 cijfers en een IFSC van 11 tekens (vier letters, een nul en dan zes letters of cijfers).',
      ],
      list: [
        'PAN (Permanent Account Number): verplicht voordat je verdiensten ophaalt, omdat de Indiase belastingwet uitbetalingen en ingehouden belasting aan je PAN koppelt.',
        'Aadhaar: we verifiëren het via een erkende verificatieaanbieder en bewaren alleen een gemaskeerd nummer waarvan de laatste vier cijfers zichtbaar zijn. We bewaren nooit je volledige Aadhaar-nummer of biometrische gegevens, en we vragen nooit om een foto van de kaart.',
        'Rekeningnummer en IFSC: de rekening moet op je eigen naam staan, en de naam moet overeenkomen met je PAN. Verdiensten worden alleen uitbetaald op een geverifieerde rekening.',
        'In Brazilië vragen we je CPF en een bankrekening op je eigen naam. In Nepal, Bangladesh en andere landen vermeldt de app het nationale identiteits- of belastingnummer dat daar geldt, zoals een PAN in Nepal of een NID in Bangladesh.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Controle op sanctielijsten',
      paragraphs: [
        'Wanneer je de KYC afrondt, en opnieuw wanneer sanctielijsten veranderen, controleren we je naam en land aan de hand van de geconsolideerde lijst van de VN-Veiligheidsraad en de lijsten die voor de Exploitant gelden, zoals die welke op grond van de Indiase wet worden gepubliceerd.',
        'Walletadressen die opnames ontvangen, worden gecontroleerd aan de hand van gepubliceerde lijsten van gesanctioneerde blockchainadressen. Bij een treffer stoppen we de uitbetalingen op het account terwijl we het beoordelen, en bij een bevestigde treffer kunnen we de dienst niet aanbieden.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitoring van ongebruikelijke activiteit',
      paragraphs: [
        'We letten op patronen die op fraude of witwassen wijzen. Een signalering betekent niet dat je iets verkeerd hebt gedaan; het betekent dat een mens ernaar kijkt. Voorbeelden:',
      ],
      list: [
        'Veel accounts die hetzelfde apparaat, telefoonnummer, dezelfde bankrekening, PAN of wallet gebruiken.',
        'Beloningen die veel sneller worden opgehaald dan een mens de taken zou kunnen voltooien, wat vaak op een bot wijst.',
        'Grote bedragen kopen of omwisselen en ze meteen proberen op te nemen.',
        'Inloggen vanuit een ander land dan het land in je KYC, of je locatie verbergen om mee te doen aan campagnes die in jouw land niet beschikbaar zijn.',
        'Uitbetalingen naar rekeningen of wallets die niet van jou zijn.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS en inhouding van belasting in India',
      paragraphs: [
        'Waar de Indiase inkomstenbelastingwet dat vereist, houden we bronbelasting (TDS) in op je verdiensten voordat we ze uitbetalen. Het tarief hangt af van het soort beloning en van de wet op dat moment. Het scherm Verdiensten ophalen toont het brutobedrag, de ingehouden belasting en het bedrag dat je ontvangt, voordat je bevestigt.',
        'We dragen de belasting af op je PAN, zodat die verschijnt in je Form 26AS en je Annual Information Statement, en we kunnen je op verzoek een TDS-certificaat geven. Als je PAN ontbreekt of ongeldig is, kan de wet een hoger tarief voorschrijven. Andere landen kunnen eigen inhoudingsregels hebben; de app laat je weten wanneer die gelden. Het betalen van eventuele verdere belasting die je verschuldigd bent, is jouw verantwoordelijkheid.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Bewaren van gegevens',
      paragraphs: [
        'We bewaren de uitkomst van elke controle, de gemaskeerde nummers van je documenten, de datum van elke controle en het grootboek van elke waardebeweging op je account. We bewaren deze gegevens zolang de antiwitwas- en belastingwetgeving dat vereist, in India tot vijf jaar nadat je account is gesloten, ook als je je account verwijdert. Na die periode worden ze verwijderd of geanonimiseerd.',
        'Alleen medewerkers die KYC-gegevens voor hun werk nodig hebben, kunnen ze inzien. Het Privacybeleid legt uit hoe we persoonsgegevens beschermen en delen.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Weigering, blokkades en opschorting',
      paragraphs: [
        'We kunnen de KYC weigeren, verdiensten aanhouden terwijl we een account beoordelen, omwisselingen, aankopen of opnames beperken, of het account opschorten als je valse of geleende documenten verstrekt, niet door een sanctiecontrole komt, weigert redelijke vragen te beantwoorden, of in verband wordt gebracht met fraude of misbruik. Beloningen die zijn verdiend met valsspelen of meerdere accounts vervallen volgens de Algemene voorwaarden.',
        'Waar de wet dat vereist, melden we verdachte activiteit bij de autoriteiten, zoals de Financial Intelligence Unit in India of COAF in Brazilië. De wet kan ons verbieden je te vertellen dat er een melding is gedaan.',
      ],
    },
    {
      id: 'contact',
      heading: 'Vragen en contact',
      paragraphs: [
        'Als je KYC is afgewezen, je verdiensten zijn aangehouden of je denkt dat een controle niet klopte, schrijf ons dan via het supportkanaal dat in de app staat. Vermeld je gebruikersnaam en wat er is gebeurd. Stuur nooit je volledige Aadhaar-nummer, wachtwoorden of eenmalige codes in een bericht: we zullen er nooit om vragen.',
      ],
    },
  ],
};

export default amlKycPolicy;

import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Algemene voorwaarden',
  updated: '2026-11-23',
  intro: [
    'Deze Voorwaarden vormen de overeenkomst tussen jou en de Exploitant, de organisatie die deze KPlay-installatie beheert ("wij", "ons"). Ze gelden voor K-Quest, K-Drop, de wallet en de store, clans, Proof of Gamer-kaarten en de Klash-arena. Ons Privacybeleid, ons AML- en KYC-beleid en onze Risicoverklaring maken er deel van uit.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Aanvaarding van deze Voorwaarden',
      paragraphs: [
        'Door een account aan te maken of KPlay te gebruiken, aanvaard je deze Voorwaarden. Ga je er niet mee akkoord, gebruik KPlay dan niet. Sommige quests, campagnes en vouchers hebben extra regels die op hun pagina staan; die gelden ook.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Wie KPlay mag gebruiken',
      paragraphs: [
        'Je moet minstens 18 jaar oud zijn en volgens de wet van je land mogen deelnemen aan beloningsprogramma’s. Sommige campagnes zijn alleen in bepaalde landen beschikbaar. Je mag geen vpn of valse gegevens gebruiken om mee te doen aan een campagne die niet beschikbaar is waar je woont.',
      ],
    },
    {
      id: 'account',
      heading: 'Je account en inloggen',
      paragraphs: [
        'Je logt in met je telefoonnummer en een eenmalige code, of met Google of Telegram. Houd je telefoon en codes privé: je bent verantwoordelijk voor wat er met je account gebeurt. Je gebruikersnaam moet uit 5 tot 10 letters of cijfers bestaan en mag niemand anders nabootsen of beledigend zijn.',
        'Eén persoon, één account. Je mag niet meer dan één account aanmaken, kopen, verkopen, delen of beheren, en elk account krijgt een eigen adres van een bewaarde EVM-wallet (custodial) dat eraan gekoppeld blijft.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Valuta en je saldo',
      paragraphs: [
        'KPlay gebruikt K-Cash, een secundair beloningstoken, K-Points en USDT. Elke bijschrijving en afschrijving wordt vastgelegd in ons grootboek, dat de officiële registratie van je saldi is. Boekingen worden nooit gewijzigd: een fout wordt hersteld met een nieuwe correctieboeking, en we kunnen beloningen terugdraaien die per vergissing of door valsspelen zijn bijgeschreven.',
        'Je kunt geen saldo overmaken naar een andere gebruiker, tenzij de app daar een functie voor biedt. Je kunt USDT omwisselen naar K-Cash tegen 1 USDT = 1000 K-Cash en K-Cash kopen tegen de prijs die vóór de betaling wordt getoond. Aankopen en omwisselingen zijn definitief zodra ze zijn bevestigd, tenzij de wet anders bepaalt. K-Points hebben geen geldwaarde.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Quests, campagnes en fair play',
      paragraphs: [
        'Elke quest en K-Drop-campagne toont haar taken, data, beloningspool en eventuele beperkingen per land of aantal plaatsen. We controleren taken automatisch of samen met de partner; een taak telt pas als ze als geverifieerd wordt weergegeven. Beloningen worden na afloop van de campagne bijgeschreven en kunnen lager uitvallen dan geschat als de pool op is.',
        'Valsspelen verpest KPlay voor iedereen. Als je een van de volgende dingen doet, kunnen we je beloningen annuleren, je saldi laten vervallen en alle betrokken accounts sluiten:',
      ],
      list: [
        'Bots, scripts, emulators of automatisering gebruiken om taken of games te voltooien.',
        'Meerdere accounts beheren, of telefoons, PAN’s of bankrekeningen van anderen gebruiken.',
        'Bewijs vervalsen, volgers kopen of sociale acties verwijderen nadat ze zijn geverifieerd.',
        'Bugs misbruiken in plaats van ze te melden bij support.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Verdiensten ophalen en KYC',
      paragraphs: [
        'Om verdiensten op te halen moet je door de KYC komen zoals beschreven in het AML- en KYC-beleid, met documenten en een bankrekening op je eigen naam. Er kan vóór de betaling belasting worden ingehouden; de app toont je het bedrag voordat je bevestigt. Verdiensten die niet vóór een in de app getoonde vervaldatum zijn opgehaald, kunnen vervallen. We kunnen uitbetalingen aanhouden terwijl we een account beoordelen.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Vouchers in de store',
      paragraphs: [
        'De vouchers in de K-Store worden geleverd door partnermerken. Een inwisseling is definitief zodra ze is bevestigd: we kunnen haar niet omruilen of terugboeken naar je saldo, behalve als een voucher die wij leveren niet werkt. Voor elke voucher gelden de voorwaarden van de partner, zoals vervaldatum en waar je hem kunt gebruiken, en de partner is verantwoordelijk voor de goederen of dienst.',
      ],
    },
    {
      id: 'clans',
      heading: 'Clans',
      paragraphs: [
        'Een clanleider richt een clan op met een naam, stad, land, logo, banner en beschrijving, en is ervoor verantwoordelijk dat die respectvol en rechtmatig zijn, dat leden welkom worden geheten en dat de clan vrij blijft van valsspelen. Leiders mogen leden geen geld vragen, geen plaatsen verkopen en geen beloningen beloven die wij niet bieden.',
        'Om clans stabiel te houden, kan een leider een clan pas na een minimumaantal dagen verwijderen, en nadat je een clan hebt verlaten of verwijderd, moet je een minimumaantal dagen wachten voordat je je bij een andere aansluit of een nieuwe opricht. De app toont de actuele aantallen. We kunnen een clan die deze Voorwaarden schendt een andere naam geven, verbergen of verwijderen.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Proof of Gamer-kaart en namen',
      paragraphs: [
        'Je POG-naam moet uit 5 tot 12 letters of cijfers bestaan en uniek zijn. We reserveren namen van merken, games, publieke figuren, KPlay-rollen en medewerkers, en we kunnen een naam terugnemen die zich voordoet als iemand anders of beledigend is. Een geminte POG-kaart is aan je account gebonden en kan niet worden verkocht of naar een ander account worden overgezet. De scores worden door ons berekend en kunnen veranderen.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Je content en gedrag',
      paragraphs: [
        'Wat je plaatst, zoals clanbeschrijvingen, logo’s en bewijslinks, is van jou, en je geeft ons toestemming het binnen KPlay en in deellinks te tonen. Plaats geen content die illegaal, haatdragend, seksueel, gewelddadig of misleidend is, of die zonder toestemming het werk of de beeltenis van iemand anders gebruikt. Val andere gamers niet lastig, spam niet en val onze systemen niet aan.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Games en diensten van derden',
      paragraphs: [
        'Games in de Klash-arena, partnercampagnes en gekoppelde diensten zoals X, Discord, Google, Telegram en Steam worden door anderen beheerd onder hun eigen voorwaarden. Wij zijn daar niet verantwoordelijk voor. Je gebruik ervan is een zaak tussen jou en hen.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Opschorting en beëindiging',
      paragraphs: [
        'We kunnen je account opschorten of sluiten, waar mogelijk met voorafgaande kennisgeving, als je deze Voorwaarden schendt, als de wet dat vereist of om andere gebruikers te beschermen. Saldi die door het overtreden van de regels zijn verkregen, vervallen. Je kunt op elk moment vertrekken door verwijdering aan te vragen via /delete-user-account; haal eerst je verdiensten op.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Uitsluitingen en beperking van aansprakelijkheid',
      paragraphs: [
        'KPlay wordt geleverd "zoals het is". We doen ons best om KPlay werkend en juist te houden, maar beloven niet dat het altijd beschikbaar of foutloos is of dat een beloning haar waarde behoudt. Voor zover de wet dat toestaat, zijn we niet aansprakelijk voor indirecte schade, gederfde winst of schade veroorzaakt door games van derden, blockchains of je eigen apparaat, en is onze totale aansprakelijkheid tegenover jou beperkt tot het bedrag dat je ons hebt betaald in de twaalf maanden vóór de claim. Niets hierin doet af aan de rechten die het consumentenrecht je geeft.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Toepasselijk recht, wijzigingen en contact',
      paragraphs: [
        'Op deze Voorwaarden is het recht van het rechtsgebied van de Exploitant van toepassing dat in de app wordt vermeld, en geschillen worden voorgelegd aan de rechter die daar wordt genoemd, zonder afbreuk te doen aan de bescherming van het land waar je woont. We kunnen deze Voorwaarden bijwerken; we passen dan de datum hierboven aan en kondigen belangrijke wijzigingen aan in de app voordat ze ingaan. Neem contact met ons op via het supportkanaal dat in de app staat.',
      ],
    },
  ],
};

export default termsAndConditions;

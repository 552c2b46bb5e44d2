import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Risicoverklaring',
  updated: '2026-11-23',
  intro: [
    'KPlay is een plek om te spelen, quests te voltooien en beloningen te verdienen. Sommige van die beloningen zijn digitale tokens, en sommige kunnen in geld worden omgezet. Dat brengt risico’s met zich mee die je moet begrijpen voordat je K-Cash koopt, USDT omwisselt, een wallet koppelt of verdiensten ophaalt. "Wij" en "de Exploitant" zijn de organisatie die deze KPlay-installatie beheert.',
    'Lees deze pagina samen met de Algemene voorwaarden. Als iets hier niet duidelijk is, vraag het ons dan via het supportkanaal dat in de app staat voordat je waarde uitgeeft of verplaatst.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Beloningen zijn geen beleggingen',
      paragraphs: [
        'K-Cash, het beloningstoken, K-Points, POG-kaarten en campagnebeloningen zijn beloningen voor deelname. Het zijn geen aandelen, deposito’s, spaartegoeden of beleggingsproducten, en ze geven je geen eigendom van KPlay, de Exploitant of een game. Niemand bij KPlay kan beloven dat iets wat je verdient of koopt later meer waard zal zijn.',
        'Koop geen K-Cash en doe niet mee aan campagnes in de hoop winst te maken, en geef nooit geld uit dat je niet kunt missen.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'De waarde van tokens kan veranderen',
      paragraphs: [
        'Het secundaire beloningstoken en elk token dat een campagne uitbetaalt, kunnen snel in waarde stijgen of dalen, of waardeloos worden. Hun prijs kan afhangen van markten, het project erachter en gebeurtenissen waar wij geen invloed op hebben. Een campagne kan bij de start een geschatte waarde tonen die sterk verschilt van de waarde op het moment dat de beloningen worden bijgeschreven.',
        'USDT is een stablecoin die door een derde partij wordt uitgegeven. Het doel is gelijk te blijven aan één Amerikaanse dollar, maar die koppeling kan verloren gaan, en de waarde in roepies, reais of je eigen valuta verandert met de wisselkoersen.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Wat K-Cash waard is',
      paragraphs: [
        'K-Cash is een valuta binnen de app. Het heeft geen geldwaarde, behalve waar de app die duidelijk aanbiedt, bijvoorbeeld als je vouchers inwisselt in de store of na de KYC verdiensten in K-Cash ophaalt. Bij een omwisseling wordt USDT omgezet in K-Cash tegen 1 USDT = 1000 K-Cash, en de app biedt mogelijk geen manier om K-Cash terug te zetten naar USDT.',
        'K-Points zijn punten die alleen dienen voor voortgang en ranglijsten. Ze kunnen niet worden gekocht, verkocht of als geld worden opgehaald. We kunnen wijzigen waarvoor K-Cash en K-Points kunnen worden gebruikt, met een aankondiging in de app.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Risico’s van blockchain',
      paragraphs: [
        'Sommige beloningen, omwisselingen en POG-kaarten gebruiken openbare blockchains. Blockchains werken anders dan banken:',
      ],
      list: [
        'Transacties kunnen niet worden teruggedraaid. Niemand, ook wij niet, kan een overboeking annuleren nadat die is bevestigd.',
        'Tokens die naar een verkeerd adres of via het verkeerde netwerk worden gestuurd, zijn meestal voorgoed kwijt. Controleer altijd het adres en het netwerk voordat je ondertekent.',
        'Netwerken rekenen gaskosten. De kosten wisselen met de drukte, kunnen hoog zijn en worden niet terugbetaald als een transactie mislukt.',
        'Smart contracts, bridges en tokens kunnen fouten bevatten of gehackt worden, en netwerken kunnen vertragen, een fork ondergaan of stilvallen.',
        'Elk account heeft een bewaarde EVM-wallet die de Exploitant voor je beheert. Als je je eigen wallet koppelt, beheer alleen jij de sleutels: als je je herstelzin kwijtraakt, kan niemand die wallet herstellen.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Games en campagnes van derden',
      paragraphs: [
        'Games in de Klash-arena, games waarnaar quests verwijzen en veel K-Drop-campagnes worden door andere bedrijven beheerd. Wij maken of beheren ze niet, en we zijn niet verantwoordelijk voor hun content, hun regels, hun tokens of voor de vraag of ze hun beloften nakomen. Lees hun eigen voorwaarden voordat je speelt of een account koppelt.',
        'Een partner kan een game wijzigen, sluiten of stoppen met het uitbetalen van beloningen. Geef een game of website nooit je eenmalige code of de herstelzin van je wallet.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Campagnes eindigen en beloningspools raken op',
      paragraphs: [
        'Elke quest en campagne heeft een eindtijd en een beperkte beloningspool. Als de pool op is of de tijd voorbij is, krijg je mogelijk een kleinere beloning of helemaal niets, ook als je halverwege de taken was. Plaatsen in ranglijsten en in quests zijn beperkt. Het kan even duren voordat beloningen na afloop van een campagne worden bijgeschreven, en beloningen die door het overtreden van de regels zijn verdiend, worden geannuleerd.',
      ],
    },
    {
      id: 'tax',
      heading: 'Belasting is jouw verantwoordelijkheid',
      paragraphs: [
        'Beloningen, winst op tokens en uitbetalingen kunnen belastbaar inkomen zijn waar je woont. In India wordt inkomen uit virtuele digitale activa belast, en kan bronbelasting worden ingehouden voordat je verdiensten ontvangt. Brazilië, Nepal en Bangladesh hebben eigen regels. De belasting die wij inhouden, is mogelijk niet alle belasting die je verschuldigd bent. Houd je eigen administratie bij en vraag een belastingadviseur als je twijfelt.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Je account veilig houden',
      paragraphs: [
        'Je telefoonnummer en de eenmalige code zijn de sleutels tot je account en je saldi. Iedereen die je code in handen krijgt, kan als jou inloggen. We vragen nooit in een chat of telefoongesprek om je code, je volledige Aadhaar-nummer of een herstelzin. Houd je telefoon vergrendeld, log uit op gedeelde apparaten en neem direct contact op met support als je denkt dat iemand je account heeft overgenomen. We kunnen niet altijd waarde terughalen die iemand met jouw eigen inloggegevens heeft weggehaald.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Wetten kunnen veranderen',
      paragraphs: [
        'De regels voor digitale tokens, online gaming en beloningen zijn in India, Brazilië en andere landen nog volop in beweging. Een nieuwe wet of een bevel van een toezichthouder kan ons dwingen functies zoals omwisselingen, tokenbeloningen of uitbetalingen te wijzigen of te stoppen, ze in jouw land te beperken of je om meer informatie te vragen. We laten het je in de app weten als dat gebeurt.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Geen financieel advies',
      paragraphs: [
        'Niets op KPlay, waaronder campagnepagina’s, artikelen, video’s, clanberichten of berichten van ons team, is financieel, beleggings-, juridisch of belastingadvies. Beslis zelf, en vraag onafhankelijk advies als je dat nodig hebt.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;

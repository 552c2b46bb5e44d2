import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Riskide avalikustamine',
  updated: '2026-11-23',
  intro: [
    'KPlay on koht, kus mängida, ülesandeid täita ja preemiaid teenida. Osa neist preemiatest on digitaalsed tokenid ja osa saab muuta rahaks. Sellega kaasnevad riskid, millest peaksid aru saama enne, kui ostad K-Cashi, vahetad USDT-d, ühendad rahakoti või korjad tulu. „Meie“ ja „Operaator“ tähendavad organisatsiooni, kes haldab seda KPlay paigaldust.',
    'Loe seda lehte koos kasutustingimustega. Kui miski siin pole selge, küsi meilt rakenduses näidatud tugikanali kaudu enne, kui mingit väärtust kulutad või liigutad.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Preemiad ei ole investeeringud',
      paragraphs: [
        'K-Cash, preemiatoken, K-Points, POG-kaardid ja kampaaniapreemiad on tasu osalemise eest. Need ei ole aktsiad, hoiused, säästud ega investeerimistooted ega anna sulle mingit omandiõigust KPlay platvormis, Operaatoris ega üheski mängus. Keegi KPlay meeskonnast ei saa lubada, et miski, mille teenid või ostad, on hiljem rohkem väärt.',
        'Ära osta K-Cashi ega osale kampaaniates kasumi lootuses ning ära kunagi kuluta raha, mille kaotamist sa endale lubada ei saa.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'Tokenite väärtus võib muutuda',
      paragraphs: [
        'Teisene preemiatoken ja iga token, mida kampaania välja maksab, võib kiiresti kallineda või odaveneda või muutuda väärtusetuks. Nende hind võib sõltuda turgudest, nende taga olevast projektist ja sündmustest, mida me ei kontrolli. Kampaania võib alguses näidata hinnangulist väärtust, mis erineb suuresti väärtusest preemiate kandmise ajal.',
        'USDT on kolmanda osapoole välja antud stabiilne krüptoraha (stablecoin). Selle eesmärk on püsida võrdne ühe USA dollariga, kuid see seos võib katkeda, ning selle väärtus ruupiates, reaalides või sinu enda valuutas muutub koos vahetuskurssidega.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Kui palju K-Cash väärt on',
      paragraphs: [
        'K-Cash on rakendusesisene valuuta. Sellel ei ole rahalist väärtust, välja arvatud juhul, kui rakendus seda selgelt pakub, näiteks kui lunastad poes vautšereid või korjad pärast KYC-d K-Cashi tulu. Vahetus muudab USDT K-Cashiks kursiga 1 USDT = 1000 K-Cash ning rakendus ei pruugi pakkuda võimalust K-Cashi tagasi USDT-ks vahetada.',
        'K-Points on punktid ainult edenemise ja edetabelite jaoks. Neid ei saa osta, müüa ega rahana korjata. Võime muuta, milleks K-Cashi ja K-Pointsi saab kasutada, andes sellest rakenduses teada.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Plokiahela riskid',
      paragraphs: [
        'Mõned preemiad, vahetused ja POG-kaardid kasutavad avalikke plokiahelaid. Plokiahelad toimivad teisiti kui pangad:',
      ],
      list: [
        'Tehinguid ei saa tagasi pöörata. Ei meie ega keegi teine saa ülekannet pärast selle kinnitamist tühistada.',
        'Valele aadressile või vales võrgus saadetud tokenid lähevad tavaliselt jäädavalt kaotsi. Kontrolli alati aadressi ja võrku enne allkirjastamist.',
        'Võrgud võtavad gaasitasu. Tasud muutuvad koos liiklusega, võivad olla suured ja neid ei hüvitata, kui tehing ebaõnnestub.',
        'Nutilepingutes, sildades ja tokenites võib olla vigu või neid võidakse häkkida ning võrgud võivad aeglustuda, hargneda (fork) või seiskuda.',
        'Igal kontol on hoiustatav (custodial) EVM-rahakott, mida Operaator sinu jaoks hoiab. Kui ühendad oma rahakoti, kontrollid selle võtmeid ainult sina: kui kaotad taastefraasi, ei saa keegi seda taastada.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Kolmandate osapoolte mängud ja kampaaniad',
      paragraphs: [
        'Klashi areeni mänge, ülesannetest lingitud mänge ja paljusid K-Drop kampaaniaid haldavad teised ettevõtted. Me ei loo ega kontrolli neid ega vastuta nende sisu, reeglite, tokenite eest ega selle eest, kas nad oma lubadusi peavad. Enne mängimist või konto ühendamist loe nende endi tingimusi.',
        'Partner võib mängu muuta, selle sulgeda või preemiate maksmise lõpetada. Ära kunagi anna mängule ega veebisaidile oma ühekordset koodi ega rahakoti taastefraasi.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Kampaaniad lõpevad ja auhinnafondid saavad otsa',
      paragraphs: [
        'Igal ülesandel ja kampaanial on lõpuaeg ja piiratud auhinnafond. Kui fond on ära kasutatud või aeg lõpeb, võid saada väiksema preemia või üldse mitte midagi, isegi kui olid ülesannetega poole peal. Kohti edetabelites ja ülesannetes on piiratud arv. Preemiate kandmine pärast kampaania lõppu võib võtta aega ning reegleid rikkudes teenitud preemiad tühistatakse.',
      ],
    },
    {
      id: 'tax',
      heading: 'Maksud on sinu vastutus',
      paragraphs: [
        'Preemiad, tokenitelt saadud tulu ja väljamaksed võivad olla maksustatav tulu seal, kus sa elad. Indias maksustatakse virtuaalsetest digitaalsetest varadest saadud tulu ning maks võidakse kinni pidada enne, kui sa tulu kätte saad. Brasiilial, Nepalil ja Bangladeshil on oma reeglid. Meie kinnipeetud maks ei pruugi olla kogu maks, mida sa võlgned. Pea ise arvestust ja kui sa pole kindel, küsi nõu maksunõustajalt.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Sinu konto turvalisus',
      paragraphs: [
        'Sinu telefoninumber ja ühekordne kood on võtmed sinu kontole ja saldodele. Igaüks, kes sinu koodi kätte saab, saab sinu nimel sisse logida. Me ei küsi kunagi vestluses ega kõnes sinu koodi, täielikku Aadhaari numbrit ega taastefraasi. Hoia oma telefon lukus, logi jagatud seadmetes välja ja võta kohe ühendust toega, kui arvad, et keegi on sinu konto üle võtnud. Me ei saa alati tagasi tuua väärtust, mille keegi on sinu enda sisselogimisandmetega välja viinud.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Seadused võivad muutuda',
      paragraphs: [
        'Digitaalsete tokenite, veebimängude ja preemiate reeglid alles kujunevad Indias, Brasiilias ja teistes riikides. Uus seadus või järelevalveasutuse korraldus võib sundida meid muutma või lõpetama selliseid funktsioone nagu vahetused, tokenipreemiad või väljamaksed, piirama neid sinu riigis või küsima sinult lisateavet. Kui see juhtub, anname sulle rakenduses teada.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Ei ole finantsnõustamine',
      paragraphs: [
        'Miski KPlay platvormil, sealhulgas kampaanialehed, artiklid, videod, klannide postitused või meie meeskonna sõnumid, ei ole finants-, investeerimis-, õigus- ega maksunõustamine. Otsusta ise ja küsi vajaduse korral sõltumatut nõu.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;

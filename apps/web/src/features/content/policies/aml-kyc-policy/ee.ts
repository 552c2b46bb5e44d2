import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'AML- ja KYC-poliitika',
  updated: '2026-11-23',
  intro: [
    'See poliitika selgitab, miks KPlay palub mõnel mängijal oma isikut tõendada, millal see juhtub, mida me kontrollime ja mis teabega edasi saab. „Meie“ ja „Operaator“ tähendavad organisatsiooni, kes haldab seda KPlay paigaldust.',
    'KYC tähendab „tunne oma klienti“ (know your customer). AML tähendab rahapesu tõkestamist (anti-money laundering). Koos tagavad need, et preemiad jõuavad päris mängijateni, peatavad pettused ja võimaldavad meil järgida nende riikide maksu- ja finantsseadusi, kus KPlay platvormi kasutatakse, eelkõige Indias ja Brasiilias, aga ka Nepalis ja Bangladeshis.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Miks me sinu isikut kontrollime',
      paragraphs: [
        'KPlay maksab välja päris väärtust: K-Cashi, preemiatokenit ja USDT-d, mida saad korjata, vahetada või poes kulutada. Kõik, millel on väärtus, meelitab ligi inimesi, kes üritavad petta, raha pesta või võltskontodega preemiaid mitu korda nõuda.',
        'Isiku kontrollimine enne, kui raha platvormilt lahkub, võimaldab meil veenduda, et iga inimene korjab ainult oma tulu, et preemiaid ei saadeta sanktsioonide all olevatele isikutele ning et maks peetakse kinni ja deklareeritakse õigesti seal, kus seadus seda nõuab.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Millal on KYC nõutav',
      paragraphs: [
        'Saad registreeruda, ülesandeid täita, klanniga liituda ja Klashi areenil mängida ilma KYC-ta. Küsime seda järgmistel juhtudel:',
      ],
      list: [
        'Enne kui korjad esimest korda tulu lehel „Korja tulu“.',
        'Kui sinu korjatud, ostetud või vahetatud summad ületavad Operaatori määratud piirmäära. Piirmäär kuvatakse rakenduses enne, kui selleni jõuad.',
        'Kui sinu pangakonto või väljamakse andmed muutuvad.',
        'Kui meie kontrollid märkavad sinu kontol ebatavalist tegevust (vt allpool „Jälgimine“).',
        'Kui seadus, kohus või järelevalveasutus nõuab meilt uut kontrolli.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Milliseid dokumente me küsime',
      paragraphs: [
        'Indias küsime allpool loetletud dokumente. Rakendus aktsepteerib ainult õiges vormingus väärtusi, näiteks 9–18-kohalist pangakonto numbrit ja 11-märgilist IFSC-d (neli tähte, null ja seejärel kuus tähte või numbrit).',
      ],
      list: [
        'PAN (Permanent Account Number): nõutav enne tulu korjamist, sest India maksuseadus seob väljamaksed ja kinnipeetud maksu sinu PAN-iga.',
        'Aadhaar: kontrollime seda heakskiidetud kontrolliteenuse pakkuja kaudu ja säilitame ainult maskeeritud numbrit, millel on näha neli viimast numbrit. Me ei säilita kunagi sinu täielikku Aadhaari numbrit ega biomeetrilisi andmeid ega küsi kunagi kaardi fotot.',
        'Pangakonto number ja IFSC: konto peab olema sinu nimel ja nimi peab ühtima sinu PAN-i andmetega. Tulu makstakse välja ainult kontrollitud kontole.',
        'Brasiilias küsime sinu CPF-i ja sinu nimel olevat pangakontot. Nepalis, Bangladeshis ja teistes riikides näitab rakendus, milline riiklik isikukood või maksukohustuslase number kehtib, näiteks PAN Nepalis või NID Bangladeshis.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Sanktsiooninimekirjade kontroll',
      paragraphs: [
        'Kui läbid KYC ja uuesti siis, kui sanktsiooninimekirjad muutuvad, kontrollime sinu nime ja riiki ÜRO Julgeolekunõukogu koondnimekirja ning Operaatori suhtes kehtivate nimekirjade järgi, näiteks India õiguse alusel avaldatud nimekirjade järgi.',
        'Rahakottide aadresse, kuhu raha välja võetakse, kontrollitakse sanktsioneeritud plokiahela-aadresside avaldatud nimekirjade järgi. Vaste korral peatame konto väljamaksed kontrolli ajaks ega saa kinnitatud vastele teenust osutada.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Ebatavalise tegevuse jälgimine',
      paragraphs: [
        'Jälgime mustreid, mis viitavad pettusele või rahapesule. Märge ei tähenda, et oleksid midagi valesti teinud; see tähendab, et inimene vaatab asja üle. Näited:',
      ],
      list: [
        'Palju kontosid, mis kasutavad sama seadet, telefoni, pangakontot, PAN-i või rahakotti.',
        'Preemiad korjatakse palju kiiremini, kui inimene jõuaks ülesanded täita, mis tähendab sageli robotit.',
        'Suurte summade ostmine või vahetamine ja kohene katse need välja võtta.',
        'Sisselogimised muust riigist kui sinu KYC-s märgitud või oma asukoha varjamine, et liituda kampaaniatega, mis pole sinu riigis avatud.',
        'Väljamaksed kontodele või rahakottidesse, mis ei kuulu sulle.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS ja maksu kinnipidamine Indias',
      paragraphs: [
        'Kui India tulumaksuseadus seda nõuab, peame sinu tulult enne väljamakset kinni tulumaksu (TDS). Määr sõltub preemia liigist ja sel ajal kehtivast seadusest. Enne kinnitamist näitab ekraan „Korja tulu“ brutosummat, kinnipeetud maksu ja summat, mille kätte saad.',
        'Kanname maksu sinu PAN-i alla, nii et see kajastub sinu vormil 26AS ja iga-aastases teabeülevaates (Annual Information Statement), ning soovi korral võime anda sulle TDS-i tõendi. Kui sinu PAN puudub või on kehtetu, võib seadus nõuda kõrgemat määra. Teistes riikides võivad kehtida oma kinnipidamisreeglid; rakendus annab teada, kui need rakenduvad. Muu võlgnetava maksu tasumine on sinu vastutus.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Andmete säilitamine',
      paragraphs: [
        'Säilitame iga kontrolli tulemuse, sinu dokumentide maskeeritud numbrid, iga kontrolli kuupäeva ja sinu konto kõigi väärtuseliikumiste pearaamatu. Säilitame neid andmeid nii kaua, kui rahapesu tõkestamise ja maksuseadused nõuavad, mis Indias võib olla viis aastat pärast konto sulgemist, isegi kui kustutad oma konto. Pärast seda tähtaega need kustutatakse või muudetakse anonüümseks.',
        'KYC andmeid näevad ainult töötajad, kes vajavad neid oma tööks. Privaatsuspoliitika selgitab, kuidas me isikuandmeid kaitseme ja kellele neid edastame.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Keeldumine, kinnipidamine ja peatamine',
      paragraphs: [
        'Võime KYC-st keelduda, tulu konto kontrollimise ajaks kinni pidada, piirata vahetusi, oste või väljamakseid või konto peatada, kui esitad valeandmeid või laenatud dokumente, ei läbi sanktsioonikontrolli, keeldud vastamast mõistlikele küsimustele või oled seotud pettuse või kuritarvitamisega. Petmise või mitme konto abil teenitud preemiad lähevad kasutustingimuste alusel kaotsi.',
        'Kui seadus seda nõuab, teatame kahtlasest tegevusest ametiasutustele, näiteks Financial Intelligence Unitile Indias või COAF-ile Brasiilias. Seadus võib keelata meil sulle öelda, et teade on tehtud.',
      ],
    },
    {
      id: 'contact',
      heading: 'Küsimused ja kontakt',
      paragraphs: [
        'Kui sinu KYC lükati tagasi, sinu tulu on kinni peetud või arvad, et kontroll oli vale, kirjuta meile rakenduses näidatud tugikanali kaudu. Too välja oma kasutajanimi ja kirjelda, mis juhtus. Ära kunagi saada sõnumis oma täielikku Aadhaari numbrit, paroole ega ühekordseid koode: me ei küsi neid kunagi.',
      ],
    },
  ],
};

export default amlKycPolicy;

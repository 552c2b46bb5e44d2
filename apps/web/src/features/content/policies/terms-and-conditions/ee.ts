import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Kasutustingimused',
  updated: '2026-11-23',
  intro: [
    'Need tingimused on leping sinu ja Operaatori vahel, kelleks on seda KPlay paigaldust haldav organisatsioon („meie“, „meid“). Need hõlmavad K-Questi, K-Dropi, rahakotti ja poodi, klanne, Proof of Gameri kaarte ja Klashi areeni. Nende osaks on meie privaatsuspoliitika, AML- ja KYC-poliitika ning riskide avalikustamine.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Nende tingimustega nõustumine',
      paragraphs: [
        'Konto loomise või KPlay kasutamisega nõustud nende tingimustega. Kui sa ei nõustu, ära KPlay platvormi kasuta. Mõnel ülesandel, kampaanial ja vautšeril on oma lehel näidatud lisareeglid; ka need kehtivad.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Kes saab KPlay platvormi kasutada',
      paragraphs: [
        'Pead olema vähemalt 18-aastane ja sinu riigi seadus peab lubama sul preemiaprogrammides osaleda. Mõni kampaania on avatud ainult teatud riikides. Sa ei tohi kasutada VPN-i ega valeandmeid, et liituda kampaaniaga, mis pole sinu elukohas avatud.',
      ],
    },
    {
      id: 'account',
      heading: 'Sinu konto ja sisselogimine',
      paragraphs: [
        'Logid sisse oma telefoninumbri ja ühekordse koodiga või Google’i või Telegrami kaudu. Hoia oma telefon ja koodid enda teada: vastutad kõige eest, mis sinu kontol toimub. Sinu kasutajanimi peab koosnema 5–10 tähest või numbrist ega tohi kedagi teist jäljendada ega olla solvav.',
        'Üks inimene, üks konto. Sa ei tohi luua, osta, müüa, jagada ega kontrollida rohkem kui ühte kontot ning iga konto saab oma hoiustatava (custodial) EVM-rahakoti aadressi, mis jääb sellega seotuks.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Valuutad ja sinu saldo',
      paragraphs: [
        'KPlay kasutab K-Cashi, teisest preemiatokenit, K-Pointsi ja USDT-d. Iga kreedit- ja deebetkanne registreeritakse meie pearaamatus, mis on sinu saldode ametlik arvestus. Kandeid ei muudeta kunagi: viga parandatakse uue parandava kandega ning me võime tühistada ekslikult või petmise teel kantud preemiad.',
        'Sa ei saa saldosid teisele kasutajale üle kanda, kui rakendus selleks funktsiooni ei paku. Saad vahetada USDT K-Cashiks kursiga 1 USDT = 1000 K-Cash ja osta K-Cashi enne maksmist näidatud hinnaga. Ostud ja vahetused on pärast kinnitamist lõplikud, kui seadus ei sätesta teisiti. K-Pointsil ei ole rahalist väärtust.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Ülesanded, kampaaniad ja aus mäng',
      paragraphs: [
        'Iga ülesanne ja K-Drop kampaania näitab oma toiminguid, kuupäevi, auhinnafondi ning võimalikke riigi- või kohapiiranguid. Kontrollime toiminguid automaatselt või koos partneriga; toiming loeb ainult siis, kui see on märgitud kontrollituks. Preemiad kantakse pärast kampaania lõppu ja võivad olla hinnangulisest väiksemad, kui fond saab otsa.',
        'Petmine rikub KPlay kõigi jaoks. Kui teed midagi järgnevast, võime tühistada sinu preemiad, jätta sinu saldod kinni ja sulgeda kõik asjasse puutuvad kontod:',
      ],
      list: [
        'Robotite, skriptide, emulaatorite või automatiseerimise kasutamine toimingute või mängude läbimiseks.',
        'Mitme konto pidamine või teiste inimeste telefonide, PAN-ide või pangakontode kasutamine.',
        'Tõendite võltsimine, jälgijate ostmine või sotsiaalmeedia toimingute kustutamine pärast nende kontrollimist.',
        'Vigade ärakasutamine selle asemel, et neist toele teatada.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Tulu korjamine ja KYC',
      paragraphs: [
        'Tulu korjamiseks pead läbima KYC, nagu on kirjeldatud AML- ja KYC-poliitikas, kasutades oma nimel olevaid dokumente ja pangakontot. Enne väljamakset võidakse kinni pidada maks ning rakendus näitab summat enne, kui kinnitad. Tulu, mida ei korjata enne rakenduses näidatud aegumiskuupäeva, võib aeguda. Võime väljamakseid konto kontrollimise ajaks kinni pidada.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Poe vautšerid',
      paragraphs: [
        'K-Store’i vautšereid pakuvad partnerbrändid. Lunastus on pärast kinnitamist lõplik: me ei saa seda vahetada ega sinu saldole tagasi kanda, välja arvatud juhul, kui meie edastatud vautšer ei tööta. Iga vautšeri suhtes kehtivad selle partneri tingimused, näiteks aegumiskuupäevad ja kasutuskohad, ning kaupade või teenuse eest vastutab partner.',
      ],
    },
    {
      id: 'clans',
      heading: 'Klannid',
      paragraphs: [
        'Klannijuht loob klanni nime, linna, riigi, logo, bänneri ja kirjeldusega ning vastutab selle eest, et need oleksid lugupidavad ja seaduslikud, liikmete vastuvõtmise eest ja selle eest, et klannis ei petetaks. Juhid ei tohi liikmetelt raha küsida, kohti müüa ega lubada preemiaid, mida me ei paku.',
        'Et klannid püsiksid stabiilsena, saab juht klanni kustutada alles pärast minimaalset päevade arvu ning pärast klannist lahkumist või selle kustutamist pead ootama minimaalse arvu päevi, enne kui saad teisega liituda või uue luua. Kehtivad arvud näitab rakendus. Võime nende tingimuste rikkumise korral klanni ümber nimetada, peita või eemaldada.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Proof of Gameri kaart ja nimed',
      paragraphs: [
        'Sinu POG-nimi peab koosnema 5–12 tähest või numbrist ja olema unikaalne. Reserveerime brändide, mängude, avaliku elu tegelaste, KPlay rollide ja töötajate nimed ning võime tagasi võtta nime, mis kellegi teisena esineb või on solvav. Vermitud POG-kaart on seotud sinu kontoga ning seda ei saa müüa ega teisele kontole üle viia. Selle punktid arvutame meie ja need võivad muutuda.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Sinu sisu ja käitumine',
      paragraphs: [
        'Sulle kuulub see, mida postitad, näiteks klanni kirjeldused, logod ja tõendilingid, ning lubad meil seda näidata KPlay platvormis ja jagamislinkides. Ära postita sisu, mis on ebaseaduslik, vihkamist õhutav, seksuaalne, vägivaldne, eksitav või mis kasutab kellegi teise tööd või kujutist ilma loata. Ära kiusa teisi mängijaid, ära spammi ega ründa meie süsteeme.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Kolmandate osapoolte mängud ja teenused',
      paragraphs: [
        'Klashi areeni mänge, partnerite kampaaniaid ja ühendatud teenuseid, nagu X, Discord, Google, Telegram ja Steam, haldavad teised oma tingimuste alusel. Me ei vastuta nende eest. Nende kasutamine on sinu ja nende vaheline asi.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Peatamine ja lõpetamine',
      paragraphs: [
        'Võime sinu konto peatada või sulgeda, võimaluse korral ette teatades, kui rikud neid tingimusi, kui seadus seda nõuab või teiste kasutajate kaitseks. Reegleid rikkudes saadud saldod lähevad kaotsi. Saad igal ajal lahkuda, taotledes kustutamist aadressil /delete-user-account; korja enne oma tulu.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Lahtiütlused ja vastutuse piiramine',
      paragraphs: [
        'KPlay on saadaval „nagu on“. Püüame hoida selle töös ja täpsena, kuid ei luba, et see on alati kättesaadav, veatu või et mõni preemia säilitab oma väärtuse. Seadusega lubatud ulatuses ei vastuta me kaudse kahju, saamata jäänud tulu ega kahju eest, mille on põhjustanud kolmandate osapoolte mängud, plokiahelad või sinu enda seade, ning meie koguvastutus sinu ees on piiratud summaga, mille maksid meile nõudele eelnenud kaheteistkümne kuu jooksul. Miski siin ei võta ära õigusi, mis sul on tarbijakaitseseaduse alusel.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Kohaldatav õigus, muudatused ja kontakt',
      paragraphs: [
        'Nendele tingimustele kohaldatakse rakenduses märgitud Operaatori jurisdiktsiooni õigust ning vaidlused lahendavad seal nimetatud kohtud, võtmata ära sinu elukohariigi pakutavat kaitset. Võime neid tingimusi uuendada; muudame ülaltoodud kuupäeva ja anname olulistest muudatustest rakenduses teada enne, kui need jõustuvad. Võta meiega ühendust rakenduses näidatud tugikanali kaudu.',
      ],
    },
  ],
};

export default termsAndConditions;

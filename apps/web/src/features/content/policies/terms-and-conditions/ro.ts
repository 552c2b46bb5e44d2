import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Termeni și condiții',
  updated: '2026-11-23',
  intro: [
    'Acești Termeni reprezintă acordul dintre tine și Operator, organizația care administrează această instalare KPlay („noi”, „ne”). Ei acoperă K-Quest, K-Drop, portofelul și magazinul, clanurile, cardurile Proof of Gamer și Arena Klash. Politica de confidențialitate, Politica AML și KYC și Informarea privind riscurile fac parte din ei.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptarea acestor Termeni',
      paragraphs: [
        'Prin crearea unui cont sau prin utilizarea KPlay accepți acești Termeni. Dacă nu ești de acord, nu folosi KPlay. Unele misiuni, campanii și vouchere au reguli suplimentare afișate pe pagina lor; acestea se aplică și ele.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Cine poate folosi KPlay',
      paragraphs: [
        'Trebuie să ai cel puțin 18 ani și să ai dreptul, conform legii din țara ta, să participi la programe de recompense. Unele campanii sunt disponibile doar în anumite țări. Nu ai voie să folosești un VPN sau date false pentru a participa la o campanie care nu este disponibilă acolo unde locuiești.',
      ],
    },
    {
      id: 'account',
      heading: 'Contul tău și autentificarea',
      paragraphs: [
        'Te autentifici cu numărul de telefon și un cod de unică folosință sau cu Google ori Telegram. Păstrează-ți telefonul și codurile private: ești responsabil pentru tot ce se întâmplă în contul tău. Numele de utilizator trebuie să aibă între 5 și 10 litere sau cifre și nu trebuie să copieze pe altcineva sau să fie ofensator.',
        'O persoană, un cont. Nu ai voie să creezi, să cumperi, să vinzi, să partajezi sau să controlezi mai mult de un cont, iar fiecare cont primește propria adresă de portofel EVM custodial, care rămâne legată de el.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Monede și soldul tău',
      paragraphs: [
        'KPlay folosește K-Cash, un token secundar de recompensă, K-Points și USDT. Fiecare creditare și debitare este înregistrată în registrul nostru, care este evidența oficială a soldurilor tale. Înregistrările nu sunt niciodată modificate: o greșeală este corectată printr-o nouă înregistrare de corecție, iar recompensele acordate din eroare sau prin trișare pot fi stornate.',
        'Nu poți transfera solduri altui utilizator decât dacă aplicația oferă o funcție pentru asta. Poți converti USDT în K-Cash la cursul 1 USDT = 1000 K-Cash și poți cumpăra K-Cash la prețul afișat înainte să plătești. Achizițiile și conversiile sunt definitive după confirmare, cu excepția cazului în care legea prevede altfel. K-Points nu au valoare bănească.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Misiuni, campanii și fair-play',
      paragraphs: [
        'Fiecare misiune și campanie K-Drop își afișează sarcinile, datele, fondul de recompense și eventualele limite de țară sau de locuri. Verificăm sarcinile automat sau împreună cu partenerul; o sarcină contează doar când apare ca verificată. Recompensele sunt acordate după încheierea campaniei și pot fi mai mici decât estimarea dacă fondul se epuizează.',
        'Trișatul strică KPlay pentru toată lumea. Dacă faci oricare dintre lucrurile de mai jos, îți putem anula recompensele, îți putem confisca soldurile și putem închide toate conturile implicate:',
      ],
      list: [
        'Folosirea de boți, scripturi, emulatoare sau automatizări pentru a finaliza sarcini sau jocuri.',
        'Folosirea mai multor conturi sau a telefoanelor, PAN-urilor sau conturilor bancare ale altor persoane.',
        'Falsificarea dovezilor, cumpărarea de urmăritori sau ștergerea acțiunilor de pe rețelele sociale după ce au fost verificate.',
        'Exploatarea erorilor în loc să le raportezi la asistență.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Încasarea câștigurilor și KYC',
      paragraphs: [
        'Pentru a încasa câștiguri trebuie să treci de KYC, așa cum este descris în Politica AML și KYC, folosind documente și un cont bancar pe numele tău. Înainte de plată poate fi reținut un impozit, iar aplicația îți arată suma înainte să confirmi. Câștigurile neîncasate înainte de data de expirare afișată în aplicație pot expira. Putem reține plățile cât timp analizăm un cont.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Voucherele din magazin',
      paragraphs: [
        'Voucherele din K-Store sunt furnizate de branduri partenere. O revendicare este definitivă după confirmare: nu o putem schimba și nu o putem rambursa în soldul tău, cu excepția cazului în care un voucher pe care îl livrăm nu funcționează. Fiecare voucher respectă termenii partenerului său, de exemplu datele de expirare și locurile unde poate fi folosit, iar partenerul răspunde pentru bunuri sau servicii.',
      ],
    },
    {
      id: 'clans',
      heading: 'Clanuri',
      paragraphs: [
        'Un șef de clan creează un clan cu nume, oraș, țară, logo, banner și descriere și răspunde ca acestea să fie respectuoase și legale, de primirea membrilor și de menținerea clanului fără trișori. Șefii de clan nu au voie să ceară bani membrilor, să vândă locuri sau să promită recompense pe care nu le oferim.',
        'Pentru ca clanurile să rămână stabile, un șef poate șterge un clan doar după un număr minim de zile, iar după ce părăsești sau ștergi un clan trebuie să aștepți un număr minim de zile înainte să te alături altuia sau să creezi unul nou. Aplicația afișează valorile actuale. Putem redenumi, ascunde sau elimina un clan care încalcă acești Termeni.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Cardul Proof of Gamer și numele',
      paragraphs: [
        'Numele tău POG trebuie să aibă între 5 și 12 litere sau cifre și să fie unic. Rezervăm numele de branduri, jocuri, persoane publice, roluri KPlay și ale personalului și putem retrage un nume care uzurpă identitatea cuiva sau este ofensator. Un card POG emis (mintat) este legat de contul tău și nu poate fi vândut sau mutat în alt cont. Scorurile sale sunt calculate de noi și se pot schimba.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Conținutul și comportamentul tău',
      paragraphs: [
        'Ești proprietarul a ceea ce publici, cum ar fi descrierile clanurilor, logourile și linkurile de dovadă, și ne permiți să le afișăm în KPlay și în linkurile de partajare. Nu publica conținut ilegal, care incită la ură, sexual, violent, înșelător sau care folosește fără permisiune munca ori imaginea altcuiva. Nu hărțui alți gameri, nu trimite spam și nu ataca sistemele noastre.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Jocuri și servicii ale terților',
      paragraphs: [
        'Jocurile din Arena Klash, campaniile partenerilor și serviciile conectate, precum X, Discord, Google, Telegram și Steam, sunt administrate de alții, conform propriilor termeni. Nu răspundem pentru ele. Utilizarea lor este o chestiune între tine și ei.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Suspendare și încetare',
      paragraphs: [
        'Îți putem suspenda sau închide contul, cu notificare acolo unde este posibil, dacă încalci acești Termeni, dacă legea o cere sau pentru a-i proteja pe ceilalți utilizatori. Soldurile obținute prin încălcarea regulilor se pierd. Poți pleca oricând cerând ștergerea la /delete-user-account; încasează-ți mai întâi câștigurile.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Declinarea garanțiilor și limitarea răspunderii',
      paragraphs: [
        'KPlay este oferit „ca atare”. Încercăm să îl menținem funcțional și corect, dar nu promitem că va fi mereu disponibil, fără erori sau că vreo recompensă își va păstra valoarea. În măsura permisă de lege, nu răspundem pentru pierderi indirecte, profituri nerealizate sau pierderi cauzate de jocurile terților, de blockchainuri sau de propriul tău dispozitiv, iar răspunderea noastră totală față de tine este limitată la suma pe care ne-ai plătit-o în cele douăsprezece luni dinaintea pretenției. Nimic din acești Termeni nu îți înlătură drepturile pe care ți le oferă legislația privind protecția consumatorilor.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Legea aplicabilă, modificări și contact',
      paragraphs: [
        'Acești Termeni sunt guvernați de legea jurisdicției Operatorului indicate în aplicație, iar litigiile sunt soluționate de instanțele numite acolo, fără a înlătura protecțiile țării în care locuiești. Putem actualiza acești Termeni; modificăm data de mai sus și anunțăm modificările importante în aplicație înainte ca ele să se aplice. Contactează-ne prin canalul de asistență afișat în aplicație.',
      ],
    },
  ],
};

export default termsAndConditions;

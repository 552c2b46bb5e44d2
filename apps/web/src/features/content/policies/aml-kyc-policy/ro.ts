import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'Politica AML și KYC',
  updated: '2026-11-23',
  intro: [
    'Această politică explică de ce KPlay le cere unor jucători să își dovedească identitatea, când face acest lucru, ce verifică și ce se întâmplă cu informațiile. „Noi” și „Operatorul” înseamnă organizația care administrează această instalare KPlay.',
    'KYC înseamnă „cunoaște-ți clientul” (know your customer). AML înseamnă combaterea spălării banilor (anti-money laundering). Împreună, ele fac ca recompensele să ajungă la gameri reali, opresc frauda și ne permit să respectăm legislația fiscală și financiară a țărilor în care este folosit KPlay, în principal India și Brazilia, dar și Nepal și Bangladesh.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'De ce îți verificăm identitatea',
      paragraphs: [
        'KPlay plătește valoare reală: K-Cash, tokenul de recompensă și USDT, pe care le poți încasa, converti sau cheltui în magazin. Orice are valoare atrage persoane care încearcă să trișeze, să spele bani sau să revendice recompense de mai multe ori cu conturi false.',
        'Verificarea identității înainte ca banii să părăsească platforma ne permite să ne asigurăm că fiecare persoană își încasează doar propriile câștiguri, că recompensele nu ajung la persoane aflate sub sancțiuni și că impozitul este reținut și raportat corect acolo unde legea o cere.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'Când este necesar KYC',
      paragraphs: [
        'Te poți înregistra, poți finaliza misiuni, te poți alătura unui clan și poți juca în Arena Klash fără KYC. Ți-l cerem în următoarele momente:',
      ],
      list: [
        'Înainte să încasezi câștiguri pentru prima dată pe pagina „Încasează câștigurile”.',
        'Când sumele pe care le-ai încasat, cumpărat sau convertit depășesc o limită stabilită de Operator. Limita este afișată în aplicație înainte să o atingi.',
        'Când contul tău bancar sau datele tale de plată se schimbă.',
        'Când verificările noastre semnalează o activitate neobișnuită în contul tău (vezi „Monitorizare” mai jos).',
        'Când o lege, o instanță sau o autoritate de reglementare ne obligă să verificăm din nou.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Documentele pe care le cerem',
      paragraphs: [
        'În India cerem documentele de mai jos. Aplicația acceptă doar valori în formatul corect, de exemplu un număr de cont bancar de 9 până la 18 cifre și un IFSC de 11 caractere (patru litere, un zero, apoi șase litere sau cifre).',
      ],
      list: [
        'PAN (Permanent Account Number): obligatoriu înainte să încasezi câștiguri, deoarece legislația fiscală indiană leagă plățile și impozitul reținut de PAN-ul tău.',
        'Aadhaar: îl verificăm printr-un furnizor de verificare aprobat și păstrăm doar un număr mascat care arată ultimele patru cifre. Nu păstrăm niciodată numărul tău Aadhaar complet sau date biometrice și nu îți cerem niciodată o fotografie a cardului.',
        'Numărul contului bancar și IFSC: contul trebuie să fie pe numele tău, iar numele trebuie să corespundă celui din PAN. Câștigurile se plătesc doar într-un cont verificat.',
        'În Brazilia îți cerem CPF-ul și un cont bancar pe numele tău. În Nepal, Bangladesh și alte țări, aplicația indică actul național de identitate sau codul fiscal aplicabil, de exemplu un PAN în Nepal sau un NID în Bangladesh.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Verificarea pe listele de sancțiuni',
      paragraphs: [
        'Când finalizezi KYC, și din nou când listele de sancțiuni se modifică, îți verificăm numele și țara în lista consolidată a Consiliului de Securitate al ONU și în listele aplicabile Operatorului, cum ar fi cele publicate în temeiul legislației indiene.',
        'Adresele portofelelor care primesc retrageri sunt verificate în listele publicate de adrese blockchain sancționate. Dacă există o potrivire, oprim plățile din cont cât timp îl analizăm și nu putem oferi serviciul unei persoane a cărei potrivire este confirmată.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitorizarea activității neobișnuite',
      paragraphs: [
        'Urmărim tipare care sugerează fraudă sau spălare de bani. O semnalare nu înseamnă că ai greșit cu ceva; înseamnă că o persoană o va analiza. Exemple:',
      ],
      list: [
        'Multe conturi care folosesc același dispozitiv, telefon, cont bancar, PAN sau portofel.',
        'Recompense încasate mult mai repede decât ar putea o persoană să finalizeze sarcinile, ceea ce indică adesea un bot.',
        'Cumpărarea sau convertirea unor sume mari și încercarea imediată de a le retrage.',
        'Autentificări dintr-o altă țară decât cea din KYC-ul tău sau ascunderea locației pentru a participa la campanii care nu sunt disponibile în țara ta.',
        'Plăți trimise în conturi sau portofele care nu îți aparțin.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS și reținerea impozitului în India',
      paragraphs: [
        'Acolo unde legislația indiană privind impozitul pe venit o cere, reținem impozitul la sursă (TDS) din câștigurile tale înainte de a le plăti. Cota depinde de tipul recompensei și de legea în vigoare la momentul respectiv. Înainte să confirmi, ecranul „Încasează câștigurile” afișează suma brută, impozitul reținut și suma pe care o vei primi.',
        'Virăm impozitul pe PAN-ul tău, astfel încât acesta apare în Formularul 26AS și în Annual Information Statement, iar la cerere îți putem elibera un certificat TDS. Dacă PAN-ul lipsește sau nu este valid, legea poate impune o cotă mai mare. Alte țări pot avea propriile reguli de reținere; aplicația te anunță când se aplică. Plata oricărui alt impozit datorat este responsabilitatea ta.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Păstrarea evidențelor',
      paragraphs: [
        'Păstrăm rezultatul fiecărei verificări, numerele mascate ale documentelor tale, data fiecărei verificări și registrul fiecărei mișcări de valoare din contul tău. Păstrăm aceste evidențe atât timp cât o cer legile privind combaterea spălării banilor și legile fiscale, ceea ce în India poate însemna cinci ani de la închiderea contului, chiar dacă îți ștergi contul. După această perioadă, ele sunt șterse sau anonimizate.',
        'Doar personalul care are nevoie de evidențele KYC pentru munca sa le poate vedea. Politica de confidențialitate explică modul în care protejăm și partajăm datele cu caracter personal.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Refuz, blocare și suspendare',
      paragraphs: [
        'Putem refuza KYC, putem bloca câștigurile cât timp analizăm un cont, putem limita conversiile, achizițiile sau retragerile ori putem suspenda contul dacă furnizezi documente false sau împrumutate, nu treci de verificarea pe listele de sancțiuni, refuzi să răspunzi la întrebări rezonabile sau ești implicat în fraudă sau abuz. Recompensele obținute prin trișare sau prin mai multe conturi se pierd conform Termenilor și condițiilor.',
        'Acolo unde legea o cere, raportăm activitatea suspectă autorităților, cum ar fi Financial Intelligence Unit în India sau COAF în Brazilia. Legea ne poate interzice să îți spunem că a fost făcută o raportare.',
      ],
    },
    {
      id: 'contact',
      heading: 'Întrebări și contact',
      paragraphs: [
        'Dacă KYC-ul ți-a fost respins, câștigurile îți sunt blocate sau crezi că o verificare a fost greșită, scrie-ne prin canalul de asistență afișat în aplicație. Spune-ne numele tău de utilizator și ce s-a întâmplat. Nu trimite niciodată într-un mesaj numărul Aadhaar complet, parole sau coduri de unică folosință: nu ți le vom cere niciodată.',
      ],
    },
  ],
};

export default amlKycPolicy;

import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Informare privind riscurile',
  updated: '2026-11-23',
  intro: [
    'KPlay este un loc în care poți juca, finaliza misiuni și câștiga recompense. Unele dintre aceste recompense sunt tokenuri digitale, iar unele pot fi transformate în bani. Acest lucru implică riscuri pe care ar trebui să le înțelegi înainte să cumperi K-Cash, să convertești USDT, să conectezi un portofel sau să încasezi câștiguri. „Noi” și „Operatorul” înseamnă organizația care administrează această instalare KPlay.',
    'Citește această pagină împreună cu Termenii și condițiile. Dacă ceva de aici nu este clar, întreabă-ne prin canalul de asistență afișat în aplicație înainte să cheltui sau să muți orice valoare.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Recompensele nu sunt investiții',
      paragraphs: [
        'K-Cash, tokenul de recompensă, K-Points, cardurile POG și recompensele din campanii sunt recompense pentru participare. Ele nu sunt acțiuni, depozite, economii sau produse de investiții și nu îți oferă niciun drept de proprietate asupra KPlay, a Operatorului sau a vreunui joc. Nimeni de la KPlay nu îți poate promite că ceva ce câștigi sau cumperi va valora mai mult mai târziu.',
        'Nu cumpăra K-Cash și nu participa la campanii în speranța unui profit și nu cheltui niciodată bani pe care nu îți permiți să îi pierzi.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'Valoarea tokenurilor se poate schimba',
      paragraphs: [
        'Tokenul secundar de recompensă și orice token plătit de o campanie pot crește sau scădea rapid în valoare ori pot deveni fără valoare. Prețul lor poate depinde de piețe, de proiectul din spatele lor și de evenimente pe care nu le controlăm. O campanie poate afișa la lansare o valoare estimată foarte diferită de valoarea din momentul în care recompensele sunt acordate.',
        'USDT este un stablecoin emis de un terț. Urmărește să rămână egal cu un dolar american, dar poate pierde această legătură, iar valoarea sa în rupii, reali sau moneda ta se schimbă odată cu cursurile de schimb.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'Cât valorează K-Cash',
      paragraphs: [
        'K-Cash este o monedă din aplicație. Nu are valoare bănească decât acolo unde aplicația oferă în mod clar acest lucru, de exemplu când revendici vouchere în magazin sau încasezi câștiguri în K-Cash după KYC. O conversie transformă USDT în K-Cash la cursul 1 USDT = 1000 K-Cash, iar aplicația poate să nu ofere o cale înapoi din K-Cash în USDT.',
        'K-Points sunt puncte doar pentru progres și clasamente. Nu pot fi cumpărate, vândute sau încasate ca bani. Putem schimba scopurile pentru care pot fi folosite K-Cash și K-Points, anunțând acest lucru în aplicație.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Riscuri legate de blockchain',
      paragraphs: [
        'Unele recompense, conversii și carduri POG folosesc blockchainuri publice. Blockchainurile funcționează diferit de bănci:',
      ],
      list: [
        'Tranzacțiile nu pot fi anulate. Nici noi, nici altcineva nu poate anula un transfer după ce a fost confirmat.',
        'Tokenurile trimise la o adresă greșită sau pe o rețea greșită sunt de obicei pierdute definitiv. Verifică întotdeauna adresa și rețeaua înainte să semnezi.',
        'Rețelele percep taxe de gas. Taxele variază în funcție de trafic, pot fi mari și nu se rambursează dacă o tranzacție eșuează.',
        'Contractele inteligente, punțile (bridges) și tokenurile pot avea erori sau pot fi atacate de hackeri, iar rețelele pot încetini, se pot scinda (fork) sau se pot opri.',
        'Fiecare cont are un portofel EVM custodial pe care Operatorul îl deține pentru tine. Dacă îți conectezi propriul portofel, doar tu îi controlezi cheile: dacă îți pierzi fraza de recuperare, nimeni nu o poate reface.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Jocuri și campanii ale terților',
      paragraphs: [
        'Jocurile din Arena Klash, jocurile către care trimit misiunile și multe campanii K-Drop sunt administrate de alte companii. Nu le creăm și nu le controlăm și nu răspundem pentru conținutul, regulile sau tokenurile lor ori pentru faptul că își respectă sau nu promisiunile. Citește-le propriii termeni înainte să joci sau să conectezi un cont.',
        'Un partener poate modifica un joc, îl poate închide sau poate înceta să plătească recompense. Nu da niciodată unui joc sau unui site codul tău de unică folosință sau fraza de recuperare a portofelului.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Campaniile se încheie, iar fondurile de recompense se epuizează',
      paragraphs: [
        'Fiecare misiune și campanie are o dată de încheiere și un fond de recompense limitat. Când fondul se epuizează sau timpul expiră, poți primi o recompensă mai mică sau niciuna, chiar dacă erai la jumătatea sarcinilor. Locurile din clasamente și locurile din misiuni sunt limitate. Acordarea recompenselor după încheierea unei campanii poate dura, iar recompensele obținute prin încălcarea regulilor sunt anulate.',
      ],
    },
    {
      id: 'tax',
      heading: 'Impozitele sunt responsabilitatea ta',
      paragraphs: [
        'Recompensele, câștigurile din tokenuri și plățile pot fi venituri impozabile acolo unde locuiești. În India, veniturile din active digitale virtuale sunt impozitate, iar impozitul poate fi reținut la sursă înainte să primești câștigurile. Brazilia, Nepal și Bangladesh au propriile reguli. Impozitul pe care îl reținem poate să nu fie tot impozitul pe care îl datorezi. Păstrează-ți propriile evidențe și consultă un consultant fiscal dacă nu ești sigur.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Siguranța contului tău',
      paragraphs: [
        'Numărul tău de telefon și codul de unică folosință sunt cheile contului și ale soldurilor tale. Oricine obține codul tău se poate autentifica în locul tău. Nu îți cerem niciodată codul, numărul Aadhaar complet sau o frază de recuperare pe chat sau la telefon. Ține telefonul blocat, deconectează-te pe dispozitivele partajate și contactează imediat asistența dacă crezi că cineva ți-a preluat contul. Nu putem recupera întotdeauna valoarea mutată de cineva care a folosit propriile tale date de autentificare.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Legile se pot schimba',
      paragraphs: [
        'Regulile privind tokenurile digitale, jocurile online și recompensele încă se schimbă în India, Brazilia și alte țări. O lege nouă sau un ordin al unei autorități de reglementare ne poate obliga să modificăm sau să oprim funcții precum conversiile, recompensele în tokenuri sau plățile, să le limităm în țara ta sau să îți cerem mai multe informații. Te vom anunța în aplicație când se întâmplă acest lucru.',
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'Nu reprezintă consultanță financiară',
      paragraphs: [
        'Nimic din KPlay, inclusiv paginile campaniilor, articolele, videoclipurile, postările clanurilor sau mesajele echipei noastre, nu reprezintă consultanță financiară, de investiții, juridică sau fiscală. Decide singur și cere o consultanță independentă dacă ai nevoie.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;
